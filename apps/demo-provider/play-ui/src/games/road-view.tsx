import { beadPlate, bigRoad, tally } from '../lib/road';

const COLS_BEAD = 8;
const COLS_BIG = 12;

/**
 * 珠盘路 and 大路 of the table's past rounds. `names` gives each outcome's word (庄/闲/和,
 * 龙/虎/和), `sides` the two sides in the order their counts are shown. Positions are set through
 * the style object: the page's policy refuses style attributes in markup, not styles set by script.
 */
export function RoadView({
  outcomes,
  names,
  sides,
}: {
  outcomes: string[];
  names: Record<string, string>;
  sides: [string, string];
}) {
  const beads = beadPlate(outcomes, 6, COLS_BEAD);
  const road = bigRoad(outcomes, 6, COLS_BIG);
  const counts = tally(outcomes);
  return (
    <div className="roads" aria-label="路单">
      <div className="road-head">
        <span>路单</span>
        {[...sides, 'tie'].map((side) => (
          <span key={side} className={`count o-${side}`}>
            {names[side]} {counts[side] ?? 0}
          </span>
        ))}
      </div>
      <div className="road-boards">
        <div className="board bead" aria-label="珠盘路" role="img">
          {beads.map((b, i) => (
            <i
              key={i}
              className={`bead-dot o-${b.outcome}`}
              style={{ gridColumn: b.col + 1, gridRow: b.row + 1 }}
              data-outcome={b.outcome}
            >
              {names[b.outcome]}
            </i>
          ))}
        </div>
        <div className="board big" aria-label="大路" role="img">
          {road.map((c, i) => (
            <i
              key={i}
              className={`ring o-${c.outcome}`}
              style={{ gridColumn: c.col + 1, gridRow: c.row + 1 }}
              data-outcome={c.outcome}
            >
              {c.ties > 0 && <b className="tie-mark">{c.ties > 1 ? c.ties : ''}</b>}
            </i>
          ))}
        </div>
      </div>
    </div>
  );
}
