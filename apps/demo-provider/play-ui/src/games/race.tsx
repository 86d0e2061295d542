import { useEffect, useRef, useState } from 'react';
import { animate } from '../lib/motion';
import type { StageProps } from '../lib/stage';

const BOATS = Array.from({ length: 10 }, (_, i) => i + 1);
/** Seconds the race takes, until the champion crosses the line. */
const RACE = 2.6;
const BOAT_W = 34;

/** Where a boat lies as the champion crosses: the line, and each next place a length behind. */
const finalAt = (rank: number) => 1 - rank * 0.045;

/** How far a boat has come (0 start, 1 the line) at time t of the race. */
function progress(t: number, rank: number, lane: number): number {
  const x = Math.min(1, t / RACE);
  // A surge and fade per boat, so the lead changes hands before the finish.
  const surge = Math.sin(x * Math.PI * 2 + lane) * 0.05 * x * (1 - x) * 4;
  return Math.max(0, finalAt(rank) * x * x * (3 - 2 * x) + surge);
}

/**
 * 幸运飞艇: ten boats wait at the start while the server draws the finishing order, then race to it
 * (the champion first over the line); the podium shows the top three.
 */
export function RaceStage({ turn, past, reduced, onRevealed }: StageProps<'race'>) {
  const track = useRef<HTMLDivElement>(null);
  const boats = useRef<Array<HTMLDivElement | null>>([]);
  const [finished, setFinished] = useState(true);
  const round = turn.state === 'reveal' ? turn.round : null;
  const last = past[past.length - 1];
  const result = round?.result ?? (turn.state === 'waiting' ? undefined : last);
  const rankOf = (boat: number) => result?.order.indexOf(boat) ?? -1;

  // At rest the water shows the last race's finish, or every boat at the start.
  const rested = turn.state === 'reveal' ? null : (result?.order ?? null);

  useEffect(() => {
    const place = (boat: number, p: number) => {
      const el = boats.current[boat - 1];
      const width = (track.current?.clientWidth ?? 300) - BOAT_W - 6;
      if (el) el.style.transform = `translateX(${(p * width).toFixed(1)}px)`;
    };
    if (turn.state === 'waiting') {
      setFinished(false);
      BOATS.forEach((b) => place(b, 0));
      return;
    }
    if (turn.state !== 'reveal') {
      BOATS.forEach((b) => place(b, rested ? finalAt(rested.indexOf(b)) : 0));
      return;
    }
    const { order } = turn.round.result;
    const n = turn.n;
    const end = () => {
      BOATS.forEach((b) => place(b, finalAt(order.indexOf(b))));
      setFinished(true);
      window.setTimeout(() => onRevealed(n), reduced ? 0 : 900);
    };
    if (reduced) return end();
    setFinished(false);
    return animate(
      RACE * 1000,
      (t) => BOATS.forEach((b) => place(b, progress(t * RACE, order.indexOf(b), b))),
      end,
    );
  }, [turn, reduced, onRevealed, rested]);

  const podium = finished && result ? result.order.slice(0, 3) : [];
  return (
    <div className="race">
      <div className="water" ref={track}>
        <div className="finish" aria-hidden="true" />
        {BOATS.map((b) => (
          <div
            key={b}
            className="lane"
            data-boat={b}
            data-rank={finished && result ? rankOf(b) + 1 : undefined}
          >
            <div className={`boat boat-${b}`} ref={(el) => void (boats.current[b - 1] = el)}>
              <span>{b}</span>
            </div>
          </div>
        ))}
      </div>
      <div className="podium" data-champion={podium[0]}>
        {podium.length
          ? podium.map((b, i) => (
              <span key={b} className={`place place-${i + 1}`}>
                {['冠军', '亚军', '季军'][i]} <b className={`boat-${b}`}>{b}</b>
              </span>
            ))
          : turn.state === 'waiting'
            ? '各就各位…'
            : round
              ? '比赛中…'
              : '请押冠军后开赛'}
      </div>
    </div>
  );
}
