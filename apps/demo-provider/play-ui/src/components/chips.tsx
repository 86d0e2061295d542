import { chipLabel } from '../lib/format';

/** The stakes offered, as casino chips; the one picked stands raised with a gold ring. */
export function Chips({
  stakes,
  value,
  disabled,
  onPick,
}: {
  stakes: number[];
  value: number;
  disabled: boolean;
  onPick: (fen: number) => void;
}) {
  return (
    <div className="chips" role="radiogroup" aria-label="投注金额（元）">
      {stakes.map((fen, i) => (
        <button
          key={fen}
          type="button"
          role="radio"
          aria-checked={fen === value}
          className={`chip chip-${i % 7}${fen === value ? ' on' : ''}`}
          disabled={disabled}
          onClick={() => onPick(fen)}
        >
          <span>{chipLabel(fen)}</span>
        </button>
      ))}
    </div>
  );
}
