/**
 * The reader's vote per page, kept on the device so it stays selected after a
 * reload and can be changed (one vote per page and device). Not a tracker
 * entry: it holds the reader's own answer, nothing that identifies them.
 */
import { siteStorage } from '../../data/siteStorage';

export type Vote = 'yes' | 'no';

export const VOTES_STORAGE_KEY = siteStorage.feedbackVotesKey;

function readAll(): Record<string, Vote> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VOTES_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Vote>) : {};
  } catch {
    return {};
  }
}

export function readVote(pathname: string): Vote | undefined {
  const vote = readAll()[pathname];
  return vote === 'yes' || vote === 'no' ? vote : undefined;
}

export function writeVote(pathname: string, vote: Vote): void {
  try {
    localStorage.setItem(VOTES_STORAGE_KEY, JSON.stringify({ ...readAll(), [pathname]: vote }));
  } catch {
    // Without storage the vote counts all the same; it is just not shown selected after a reload.
  }
}
