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
 * /bankCard: bound bank cards and USDT addresses, five of each at most. The AnToken list is read
 * too (spec 001 §2) so it is warm for the deposit and withdraw screens, but not listed here.
 */
export default function BankCardPage() {
  const go = useGo();
  const banks = useCards(CARD_TYPE.bank);
  const wallets = useCards(CARD_TYPE.usdt);
  useCards(CARD_TYPE.antoken);
  const [unbinding, setUnbinding] = useState<CardRecord | null>(null);

  return (
    <div className={styles.page}>
      <Section
        title="银行卡"
        cards={banks}
        addLabel="添加银行卡"
        emptyText="您还没有绑定银行卡"
        onAdd={() => go('/addBankCard')}
        onUnbind={setUnbinding}
      />
      <Section
        title="电子钱包"
        cards={wallets}
        addLabel="添加电子钱包"
        emptyText="您还没有绑定USDT钱包地址"
        onAdd={() => go('/addUsdtAds')}
        onUnbind={setUnbinding}
      />
      <p className={styles.note}>
        为了您的资金安全，绑定信息不可自行修改；如需更改，请解绑后重新绑定或联系24小时在线客服。
      </p>
      <UnbindDialog card={unbinding} onClose={() => setUnbinding(null)} />
    </div>
  );
}
