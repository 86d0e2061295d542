import type { AnyResult, Info, Kind, ResultOf, Round } from './types';

/**
 * One press of the play button as a stage sees it: waiting for the server (the stage may move,
 * but shows nothing of an outcome), revealing the server's round, or failed (back at rest).
 * `n` counts presses: a stage starts afresh on a new one.
 */
export type Turn<R = AnyResult> =
  | { n: number; state: 'idle' }
  | { n: number; state: 'waiting' }
  | { n: number; state: 'reveal'; round: Round<R> }
  | { n: number; state: 'failed' };

export interface StageProps<K extends Kind = Kind> {
  kind: K;
  /** The session's game as the server describes it (a slot title's symbols and reels). */
  info: Info;
  /** The bet choice picked now (the round's own is in its result). */
  choice: string;
  turn: Turn<ResultOf[K]>;
  /** Results of earlier rounds, oldest first: the current round joins them once revealed. */
  past: Array<ResultOf[K]>;
  reduced: boolean;
  /** Called once per turn, when the reveal has ended: the page then shows the new balance. */
  onRevealed: (n: number) => void;
}
