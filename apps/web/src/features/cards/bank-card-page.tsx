import { useState } from 'react';
import { AddOutline } from 'antd-mobile-icons';
import { CARD_TYPE, MAX_CARDS_PER_TYPE, type CardRecord } from '@app/shared';
import { useCards } from '../../api/get-cards';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { useGo } from '../../lib/use-go';
import { CardTile } from './components/card-tile';
import { UnbindDialog } from './components/unbind-dialog';
import styles from './bank-card-page.module.css';

interface SectionProps {
  title: string;
  cards: ReturnType<typeof useCards>;
  addLabel: string;
  emptyText: string;
  onAdd: () => void;
  onUnbind: (card: CardRecord) => void;
}

function Section({ title, cards, addLabel, emptyText, onAdd, onUnbind }: SectionProps) {
  const list = cards.data ?? [];
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <span className={styles.count} data-testid="count">
          {cards.isPending ? '-' : list.length}/{MAX_CARDS_PER_TYPE}
        </span>
      </header>
      {cards.isPending ? (
        <PageLoading />
      ) : cards.error ? (
        <PageError description={errorText(cards.error)} onRetry={() => void cards.refetch()} />
      ) : (
        <>
          {list.map((card) => (
            <CardTile key={card.id} card={card} onUnbind={onUnbind} />
          ))}
          {list.length === 0 && <p className={styles.empty}>{emptyText}</p>}
          {/* At five the add tile goes (spec 001 §9). */}
          {list.length < MAX_CARDS_PER_TYPE && (
            <button type="button" className={styles.add} onClick={onAdd}>
              <AddOutline className={styles.addIcon} />
              {addLabel}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /bankCard: bound bank cards, USDT addresses and AnToken addresses, five of each at most. The spec's
 * client fetched the AnToken list without showing it (spec 001 §2), so an address a player bound
 * could be neither seen nor unbound; it is listed here like the others.
 */
const SECTIONS = [
  {
    type: CARD_TYPE.bank,
    title: '银行卡',
    add: '添加银行卡',
    empty: '您还没有绑定银行卡',
    to: '/addBankCard',
  },
  {
    type: CARD_TYPE.usdt,
    title: '电子钱包',
    add: '添加电子钱包',
    empty: '您还没有绑定USDT钱包地址',
    to: '/addUsdtAds',
  },
  {
    type: CARD_TYPE.antoken,
    title: 'AnToken钱包',
    add: '添加AnToken钱包',
    empty: '您还没有绑定AnToken钱包地址',
    to: '/addAnToken',
  },
] as const;

export default function BankCardPage() {
  const go = useGo();
  const lists = {
    [CARD_TYPE.bank]: useCards(CARD_TYPE.bank),
    [CARD_TYPE.usdt]: useCards(CARD_TYPE.usdt),
    [CARD_TYPE.antoken]: useCards(CARD_TYPE.antoken),
  };
  const [unbinding, setUnbinding] = useState<CardRecord | null>(null);

  return (
    <div className={styles.page}>
      {SECTIONS.map((section) => (
        <Section
          key={section.type}
          title={section.title}
          cards={lists[section.type]}
          addLabel={section.add}
          emptyText={section.empty}
          onAdd={() => go(section.to)}
          onUnbind={setUnbinding}
        />
      ))}
      <p className={styles.note}>
        为了您的资金安全，绑定信息不可自行修改；如需更改，请解绑后重新绑定或联系24小时在线客服。
      </p>
      <UnbindDialog card={unbinding} onClose={() => setUnbinding(null)} />
    </div>
  );
}
