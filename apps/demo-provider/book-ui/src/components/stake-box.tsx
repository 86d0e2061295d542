import { fenMoney } from '../lib/format';
import type { Accept } from '../lib/types';

export const QUICK = [50, 100, 500, 1000];
const ACCEPT: { value: Accept; label: string }[] = [
  { value: 'any', label: '接受任何赔率变化' },
  { value: 'better', label: '只接受更好赔率' },
  { value: 'none', label: '不接受变化' },
];

interface Props {
  stake: string;
  onStake: (yuan: string) => void;
  /** Limits in yuan. */
  min: number;
  max: number;
  /** What the slip pays if it wins, in fen. */
  potential: number;
  accept: Accept;
  onAccept: (a: Accept) => void;
  disabled: boolean;
}

/** The stake (whole yuan, quick amounts), the limits, what it may win, and how price moves are taken. */
export function StakeBox({ stake, onStake, min, max, potential, accept, onAccept, disabled }: Props) {
  return (
    <div className="stake-box">
      <label className="stake-field">
        <span className="stake-label">投注金额</span>
        <input
          name="stake"
          inputMode="numeric"
          autoComplete="off"
          placeholder={`限额 ${min} - ${fenMoney(max * 100).replace('.00', '')}`}
          value={stake}
          disabled={disabled}
          onChange={(e) => onStake(e.target.value.replace(/\D/g, '').slice(0, 7))}
        />
        <span className="stake-unit">元</span>
      </label>
      <div className="quick">
        {QUICK.map((q) => (
          <button
            key={q}
            type="button"
            className={stake === String(q) ? 'on' : ''}
            disabled={disabled}
            onClick={() => onStake(String(q))}
          >
            {q}
          </button>
        ))}
        <button type="button" disabled={disabled} onClick={() => onStake(String(max))}>
          最高
        </button>
      </div>
      <div className="payout">
        <span>预计派彩</span>
        <b data-testid="potential">¥ {fenMoney(potential)}</b>
      </div>
      <div className="accept" role="radiogroup" aria-label="赔率变化">
        {ACCEPT.map((a) => (
          <button
            key={a.value}
            type="button"
            role="radio"
            aria-checked={accept === a.value}
            className={accept === a.value ? 'on' : ''}
            disabled={disabled}
            onClick={() => onAccept(a.value)}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}
