import { DotLoading } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { CARD_TYPE, type CardRecord } from '@app/shared';
import { assetUrl } from '../../../lib/asset-url';
import { errorText } from '../../../lib/errors';
import type { useCards } from '../../../api/get-cards';
import styles from './target-list.module.css';

interface Props {
  cards: ReturnType<typeof useCards>;
  selected: number | null;
  onSelect: (card: CardRecord) => void;
  emptyText: string;
  onAdd?: () => void;
  addLabel: string;
}

function shortAddress(address: string): string {
  return address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-8)}` : address;
}

/** Where the money goes: the bound cards or addresses of the chosen withdrawal type. */
export function TargetList({ cards, selected, onSelect, emptyText, onAdd, addLabel }: Props) {
  if (cards.isPending) {
    return (
      <div className={styles.state}>
        <DotLoading color="primary" /> 加载中
      </div>
    );
  }
  if (cards.error) {
    return (
      <button type="button" className={styles.state} onClick={() => void cards.refetch()}>
        {errorText(cards.error) ?? '加载失败'}，点击重试
      </button>
    );
  }
  if (cards.data.length === 0) {
    return (
      <div className={styles.state}>
        {emptyText}
        {onAdd && (
          <button type="button" className={styles.addLink} onClick={onAdd}>
            {addLabel}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.list} role="radiogroup">
      {cards.data.map((card) => {
        const active = card.id === selected;
        const isBank = card.type === CARD_TYPE.bank;
        return (
          <button
            key={card.id}
            type="button"
            role="radio"
            aria-checked={active}
            data-card-id={card.id}
            className={active ? `${styles.item} ${styles.active}` : styles.item}
            onClick={() => onSelect(card)}
          >
            <img className={styles.icon} src={assetUrl(card.ico)} alt="" />
            <span className={styles.text}>
              <span className={styles.name}>
                {isBank ? card.bank : card.type === CARD_TYPE.antoken ? 'AnToken' : 'USDT'}
                {!isBank && <span className={styles.chain}>{card.bank_owner}</span>}
              </span>
              <span className={styles.number}>{isBank ? card.bank_no : shortAddress(card.bank_no)}</span>
            </span>
            <span className={styles.radio} aria-hidden="true">
              {active && <CheckCircleFill />}
            </span>
          </button>
        );
      })}
    </div>
  );
}
