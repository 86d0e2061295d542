import type { SlipLeg } from '../hooks/use-slip';
import { odds } from '../lib/format';
import type { QuotedLeg } from '../lib/types';
import { CloseIcon, LockIcon } from './icons';

interface Props {
  legs: SlipLeg[];
  /** The server's prices after 赔率已变化, shown beside the slip's. */
  quotes: QuotedLeg[] | null;
  disabled: boolean;
  onRemove: (leg: SlipLeg) => void;
}

/** The slip's picks: match, market, selection and price (its last move, a lock when closed). */
export function SlipLegs({ legs, quotes, disabled, onRemove }: Props) {
  return (
    <ul className="slip-legs" aria-label="已选投注项">
      {legs.map((l) => {
        const quote = quotes?.find(
          (q) => q.event_id === l.event_id && q.market === l.market && q.selection === l.selection,
        );
        const newPrice = quote && quote.odds !== l.odds ? quote.odds : null;
        const moved = l.was !== undefined && l.was !== l.odds ? (l.odds > l.was ? 'up' : 'down') : '';
        return (
          <li
            key={`${l.event_id}|${l.market}|${l.selection}`}
            className={l.locked ? 'slip-leg leg-row locked' : 'slip-leg leg-row'}
          >
            <div className="leg-text">
              <b className="leg-pick">{l.selectionLabel}</b>
              <span className="leg-market">{l.marketName}</span>
              <span className="leg-match">{l.match}</span>
            </div>
            <div className="leg-price">
              {l.locked ? (
                <span className="leg-locked">
                  <LockIcon className="lock" />
                  暂停
                </span>
              ) : newPrice !== null ? (
                <span className="leg-quote">
                  <s>{odds(l.odds)}</s>
                  <b className={newPrice > l.odds ? 'up' : 'down'}>{odds(newPrice)}</b>
                </span>
              ) : (
                <b className={`leg-odds ${moved}`}>
                  {moved && <s>{odds(l.was!)}</s>}
                  {odds(l.odds)}
                </b>
              )}
              <button
                type="button"
                className="leg-remove"
                aria-label={`删除 ${l.match} ${l.selectionLabel}`}
                disabled={disabled}
                onClick={() => onRemove(l)}
              >
                <CloseIcon />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
