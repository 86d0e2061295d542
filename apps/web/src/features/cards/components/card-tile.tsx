import { CARD_TYPE, type CardRecord } from '@app/shared';
import { assetUrl } from '../../../lib/asset-url';
import styles from './card-tile.module.css';

const FALLBACK_ICON: Record<number, string> = {
  [CARD_TYPE.bank]: '/img/cards/bank.svg',
  [CARD_TYPE.usdt]: '/img/cards/usdt.svg',
  [CARD_TYPE.antoken]: '/img/cards/antoken.svg',
};

/**
 * One bound card or address, drawn as a card. A wallet pairs its protocol and its address; a bank
 * card shows holder and branch and the number as the server masked it.
 */
export function CardTile({ card, onUnbind }: { card: CardRecord; onUnbind: (card: CardRecord) => void }) {
  const isBank = card.type === CARD_TYPE.bank;
  const tone = isBank ? styles.bank : card.type === CARD_TYPE.antoken ? styles.antoken : styles.usdt;
  return (
    <article className={`${styles.tile} ${tone}`} data-card-id={card.id}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <img src={assetUrl(card.ico || FALLBACK_ICON[card.type] || '')} alt="" />
        </span>
        <div className={styles.who}>
          <div className={styles.name}>
            {isBank ? card.bank : card.type === CARD_TYPE.antoken ? 'AnToken' : 'USDT'}
          </div>
          <div className={styles.sub}>
            {isBank ? (
              [card.bank_owner, card.bank_address].filter(Boolean).join(' · ')
            ) : (
              <span className={styles.protocol}>{card.bank_owner}</span>
            )}
          </div>
        </div>
        <button type="button" className={styles.unbind} onClick={() => onUnbind(card)}>
          解绑
        </button>
      </div>
      <div className={isBank ? styles.number : styles.address}>{card.bank_no}</div>
    </article>
  );
}
