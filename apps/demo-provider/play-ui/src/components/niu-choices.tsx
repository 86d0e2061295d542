import { formatFen } from '@app/shared';
import { BETS, BIDS, exposureOf, parseChoice } from '../../../src/engines/niuniu';

/**
 * 抢庄牛牛's two choices before the deal: the bid for the bank (不抢, 抢×1-×3) and the bet
 * multiple played if another seat banks; under them the most the round can hold back for them.
 */
export function NiuChoices({
  value,
  base,
  disabled,
  onPick,
}: {
  value: string;
  base: number;
  disabled: boolean;
  onPick: (choice: string) => void;
}) {
  const { bid, bet } = parseChoice(value) ?? { bid: 0, bet: 1 };
  // The worst case: another seat banks at ×3 against your bet, or you bank against three ×3 bets.
  const worst = Math.max(
    exposureOf(base, 1, 3, [bet, 3, 3, 3]),
    exposureOf(base, 0, Math.max(bid, 1), [bet, 3, 3, 3]),
  );
  const row = (label: string, options: readonly number[], now: number, pick: (n: number) => string) => (
    <>
      <h2 className="label">{label}</h2>
      <div className="choices choices-niuniu" role="radiogroup" aria-label={label}>
        {options.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === now}
            data-choice={pick(n)}
            className={`spot${n === now ? ' on' : ''}`}
            disabled={disabled}
            onClick={() => onPick(pick(n))}
          >
            <b>{label === '抢庄' ? (n ? `抢×${n}` : '不抢') : `×${n}`}</b>
          </button>
        ))}
      </div>
    </>
  );
  return (
    <div className="niu-choices">
      {row('抢庄', BIDS, bid, (n) => `b${n}x${bet}`)}
      {row('下注倍数', BETS, bet, (n) => `b${bid}x${n}`)}
      <p className="niu-hold" id="niu-hold">
        本局最多暂扣 <b>{formatFen(worst)}</b> 元（最大可能输额），结算后按输赢退回
      </p>
    </div>
  );
}
