import { RANK, SUIT } from '../lib/format';

const RED = new Set([0, 2]);

/**
 * A playing card that is dealt (slides in from the shoe when it mounts) and turned over (flips
 * when `open` becomes true): transform and opacity only. `suit` may be missing for rounds played
 * before cards had suits.
 */
export function PlayingCard({
  rank,
  suit,
  open,
  from = 'shoe',
  className = '',
}: {
  rank: number;
  suit?: number;
  open: boolean;
  from?: 'shoe' | 'top' | 'bottom';
  className?: string;
}) {
  const red = suit !== undefined && RED.has(suit);
  const pip = suit === undefined ? '' : SUIT[suit];
  const face = rank > 10 ? RANK[rank] : pip || RANK[rank];
  return (
    <div
      className={`pcard from-${from}${open ? ' open' : ''}${red ? ' red' : ''} ${className}`}
      data-card={open ? `${rank}${suit === undefined ? '' : `-${suit}`}` : 'back'}
      aria-label={open ? `${pip}${RANK[rank]}` : '牌背'}
    >
      <div className="pcard-flip">
        <div className="pcard-face">
          <span className="corner tl">
            {RANK[rank]}
            <i>{pip}</i>
          </span>
          <span className={rank > 10 ? 'pip court' : 'pip'}>{face}</span>
          <span className="corner br">
            {RANK[rank]}
            <i>{pip}</i>
          </span>
        </div>
        <div className="pcard-back" />
      </div>
    </div>
  );
}
