import { useEffect, useRef, useState } from 'react';
import { odds as print } from '../lib/format';
import { LockIcon } from './icons';

interface Props {
  odds: number | null;
  /** The match is suspended (a goal, a red card, a map's end…). */
  locked: boolean;
  /** Small print above the price: a handicap's line, a total's side and line, a selection. */
  line?: string;
  selected: boolean;
  /** What a screen reader says: the match, market and selection. */
  label: string;
  onPick: () => void;
}

/**
 * A price to tap. When the board moves it between polls, it flashes green (up) or red (down) with
 * an arrow for three seconds; suspended or not offered, it shows a lock.
 */
export function OddsButton({ odds, locked, line, selected, label, onPick }: Props) {
  const previous = useRef(odds);
  const [move, setMove] = useState<{ dir: 'up' | 'down'; n: number } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === null || odds === null || before === odds) return;
    setMove((m) => ({ dir: odds > before ? 'up' : 'down', n: (m?.n ?? 0) + 1 }));
    const t = window.setTimeout(() => setMove(null), 3000);
    return () => window.clearTimeout(t);
  }, [odds]);

  if (locked || odds === null)
    return (
      <button type="button" className="odds locked" disabled aria-label={`${label} 暂停投注`}>
        {line && <span className="line">{line}</span>}
        <LockIcon className="lock" />
      </button>
    );
  const cls = ['odds', selected ? 'on' : '', move ? move.dir : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={cls}
      aria-pressed={selected}
      aria-label={`${label} ${print(odds)}`}
      data-odds={odds}
      onClick={onPick}
    >
      {move && <span key={move.n} className="flash" aria-hidden="true" />}
      {line && <span className="line">{line}</span>}
      <b className="price">
        {move && <i className="arrow" aria-hidden="true" />}
        {print(odds)}
      </b>
    </button>
  );
}
