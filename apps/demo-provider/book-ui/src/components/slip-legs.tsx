import type { SlipLeg } from '../hooks/use-slip';
import { odds } from '../lib/format';
import type { QuotedLeg } from '../lib/types';
import { CloseIcon, LockIcon } from './icons';

/** A price the book quoted after 赔率已变化, and the price the slip had sent. */
export type Quote = QuotedLeg & { sent: number };

interface Props {
  legs: SlipLeg[];
  /** The book's prices after 赔率已变化, shown against those sent. */
  quotes: Quote[] | null;
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
        const changed = quote && quote.odds !== quote.sent ? quote : null;
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
              ) : changed ? (
                <span className="leg-quote">
                  <s>{odds(changed.sent)}</s>
                  <b className={changed.odds > changed.sent ? 'up' : 'down'}>{odds(changed.odds)}</b>
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
