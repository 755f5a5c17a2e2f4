import React, { useId, useState, type FormEvent, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { siteStorage } from '@site/src/data/siteStorage';
import { reportFeedback } from './report';
import { readVote, writeVote, type Vote } from './votes';
import styles from './styles.module.css';

/** The longest comment a reader can send. */
export const COMMENT_MAX_LENGTH = siteStorage.feedbackCommentMaxLength;

export default function Feedback({ pathname }: { pathname: string }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const [vote, setVote] = useState<Vote | undefined>(() => readVote(pathname));
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentSent, setCommentSent] = useState(false);
  const questionId = useId();
  const commentId = useId();
  const hintId = useId();

  const choose = (chosen: Vote): void => {
    setCommenting(true);
    if (chosen === vote) return;
    // A changed vote names the one it replaces: the stats count each page's current votes.
    reportFeedback({ vote: chosen, previousVote: vote, locale });
    writeVote(pathname, chosen);
    setVote(chosen);
    setCommentSent(false);
  };

  const send = (event: FormEvent): void => {
    event.preventDefault();
    const text = comment.trim().slice(0, COMMENT_MAX_LENGTH);
    if (!vote || !text) return;
    reportFeedback({ vote, previousVote: vote, comment: text, locale });
    setComment('');
    setCommentSent(true);
  };

  const option = (value: Vote, label: string): ReactNode => (
    <button
      type="button"
      className={`button button--outline button--primary ${styles.option}${
        vote === value ? ' button--active' : ''
      }`}
      aria-pressed={vote === value}
      onClick={() => choose(value)}
    >
      {label}
    </button>
  );

  return (
    <>
      <div className={styles.row}>
        <p id={questionId} className={styles.question}>
          {translate({
            id: 'nubiva.feedback.question',
            message: 'Was this page helpful?',
            description: 'The question of the feedback box after every page',
          })}
        </p>
        <div role="group" aria-labelledby={questionId} className={styles.options}>
          {option('yes', translate({ id: 'nubiva.feedback.yes', message: 'Yes' }))}
          {option('no', translate({ id: 'nubiva.feedback.no', message: 'No' }))}
        </div>
      </div>
      <p role="status" className={styles.status}>
        {commentSent
          ? translate({
              id: 'nubiva.feedback.commentThanks',
              message: 'Thank you, your comment has arrived.',
              description: 'Shown after a feedback comment was sent',
            })
          : commenting && vote
            ? translate({
                id: 'nubiva.feedback.thanks',
                message: 'Thank you for your feedback!',
                description: 'Shown after a vote in the feedback box',
              })
            : ''}
      </p>
      {commenting && vote && !commentSent && (
        <form className={styles.form} onSubmit={send}>
          <label htmlFor={commentId} className={styles.label}>
            {translate({
              id: 'nubiva.feedback.commentLabel',
              message: 'Anything we should improve? (optional)',
              description: 'Label of the optional comment field after a vote',
            })}
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            aria-describedby={hintId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            {translate(
              {
                id: 'nubiva.feedback.commentHint',
                message:
                  'Please do not enter personal data such as names or email addresses. At most {max} characters.',
                description: 'Note under the feedback comment field',
              },
              { max: COMMENT_MAX_LENGTH },
            )}
          </p>
          <button
            type="submit"
            className="button button--sm button--primary"
            disabled={comment.trim() === ''}
          >
            {translate({
              id: 'nubiva.feedback.send',
              message: 'Send',
              description: 'Submit button of the feedback comment',
            })}
          </button>
        </form>
      )}
    </>
  );
}
