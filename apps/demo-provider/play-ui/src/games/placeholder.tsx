import { useEffect } from 'react';
import type { StageProps } from '../lib/stage';

/** A stage still to be drawn: the result at once. */
export function PlainStage({ turn, onRevealed }: StageProps) {
  useEffect(() => {
    if (turn.state === 'reveal') onRevealed(turn.n);
  }, [turn, onRevealed]);
  return <div className="plain">{turn.state === 'reveal' ? JSON.stringify(turn.round.result) : ''}</div>;
}
