import React, { useEffect, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import {
  CONSENT_EVENT,
  privacySignal,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from '../../utils/consent';
import styles from './styles.module.css';

/**
 * The reader's choice about statistics cookies, on the privacy page (the
 * footer links to it). Two buttons of equal weight; no banner, nothing that
 * blocks the content. Without a choice the tracker stores nothing on the device, reads nothing
 * from it for statistics and sends nothing; the page's events wait in memory for a choice.
 */
export default function ConsentControl(): ReactNode {
  // Known only in the browser: the static page shows the default (not allowed).
  const [choice, setChoice] = useState<ConsentChoice | undefined>();
  const [signal, setSignal] = useState(false);
  useEffect(() => {
    setChoice(readConsent());
    setSignal(privacySignal());
    const onChange = (event: Event): void =>
      setChoice((event as CustomEvent<ConsentChoice>).detail);
    addEventListener(CONSENT_EVENT, onChange);
    return () => removeEventListener(CONSENT_EVENT, onChange);
  }, []);
  const granted = choice === 'granted';
  const allowLabel = translate({
    id: 'nubiva.consent.allow',
    message: 'Allow statistics cookies',
    description: 'Button that gives consent to the tracker storing ids on the device',
  });
  const denyLabel = translate({
    id: 'nubiva.consent.deny',
    message: 'Do not allow',
    description:
      'Button that refuses or withdraws consent (deletes every stored tracker id at once)',
  });
  // The Markdown twin has no buttons and no reader's state: it says what the control does.
  const twinText = translate(
    {
      id: 'nubiva.consent.twin',
      message:
        'In a browser, this place of the page has two buttons that set your choice about statistics cookies: "{allow}" or "{deny}". "{deny}" applies as long as you choose nothing and withdraws a consent given before; the page shows there which choice applies in your browser.',
      description: 'Replaces the consent control in the Markdown version of the privacy page',
    },
    { allow: allowLabel, deny: denyLabel },
  );

  return (
    <div className={styles.consent} data-twin-text={twinText}>
      <p role="status" className={styles.state}>
        {granted
          ? translate({
              id: 'nubiva.consent.stateGranted',
              message:
                'Statistics cookies are allowed: the tracker keeps its ids on this device so that visits can be counted as one visitor.',
              description: 'Current state of the consent control when cookies are allowed',
            })
          : translate({
              id: 'nubiva.consent.stateDenied',
              message:
                "Statistics cookies are not allowed: the tracker stores nothing on this device, reads nothing from it for statistics and sends nothing; the events of this page stay in the tab's working memory and are discarded when you leave the page. Page views are counted by the server only, without any identifier.",
              description: 'Current state of the consent control without consent',
            })}
        {signal &&
          ` ${translate({
            id: 'nubiva.consent.signal',
            message:
              'Your browser sends a privacy signal (Global Privacy Control or Do Not Track), so the tracker stays off whatever you choose here.',
            description: 'Added to the consent state when the browser sends GPC or DNT',
          })}`}
      </p>
      {/* A list: the Markdown twin gives each choice a line of its own, not both labels run together. */}
      <ul className={styles.buttons}>
        <li>
          <button
            type="button"
            className="button button--outline button--primary"
            aria-pressed={granted}
            onClick={() => writeConsent('granted')}
          >
            {allowLabel}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button--outline button--primary"
            aria-pressed={!granted}
            onClick={() => writeConsent('denied')}
          >
            {denyLabel}
          </button>
        </li>
      </ul>
    </div>
  );
}
