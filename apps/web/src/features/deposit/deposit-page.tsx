import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CARD_TYPE, DEPOSIT_MSG } from '@app/shared';
import { useBalance } from '../../api/get-balance';
import { useProtection } from '../../api/get-protection';
import { useCards } from '../../api/get-cards';
import { useUser } from '../../api/get-user';
import { EmptyState } from '../../components/empty-state';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { PrimaryButton } from '../../components/primary-button';
import { WalletTabs } from '../../components/wallet-tabs';
import { errorText } from '../../lib/errors';
import { formatYuan } from '../../lib/money';
import { useGo } from '../../lib/use-go';
import { usePayWay } from './api/get-pay-way';
import { ChannelGrid } from './components/channel-grid';
import { enabledChannels, type Channel, type ChannelKey } from './components/channels';
import { DepositPanel } from './components/deposit-panel';
import { DepositTips } from './components/deposit-tips';
import { LimitStrip } from './components/limit-strip';
import styles from './deposit-page.module.css';

/** noCard: all three card lists are in and every one is empty (spec 000 §2's blocking notice). */
function useHasNoCard(): { noCard: boolean; loading: boolean } {
  const lists = [useCards(CARD_TYPE.bank), useCards(CARD_TYPE.usdt), useCards(CARD_TYPE.antoken)];
  return {
    noCard: lists.every((list) => list.isSuccess && list.data.length === 0),
    loading: lists.some((list) => list.isLoading),
  };
}

/** /wallet: the deposit tab. Channel tiles by server flag, one bottom panel per channel. */
export default function DepositPage() {
  const go = useGo();
  const payWay = usePayWay();
  const { noCard, loading: cardsLoading } = useHasNoCard();
  const protection = useProtection();
  const { data: balance } = useBalance();
  const { data: user } = useUser();
  const channels = enabledChannels(payWay.data);
  const [chosen, setChosen] = useState<ChannelKey | null>(null);
  const [panel, setPanel] = useState<{ channel: Channel; open: boolean } | null>(null);
  // The first switched-on channel in priority order is chosen until the player picks one.
  const selected = channels.find((c) => c.key === chosen) ?? channels[0] ?? null;

  const open = (channel: Channel) => {
    setChosen(channel.key);
    setPanel({ channel, open: true });
  };

  let body;
  if (payWay.error)
    body = <PageError description={errorText(payWay.error)} onRetry={() => void payWay.refetch()} />;
  else if (noCard) {
    body = (
      <div className={styles.blocked} data-testid="no-card-notice">
        <EmptyState title="暂未绑定提现账户" description={DEPOSIT_MSG.noCardBound}>
          <Button className={styles.bindButton} onClick={() => go('/bankCard')}>
            立即绑定
          </Button>
        </EmptyState>
      </div>
    );
  } else {
    body = (
      <>
        <ChannelGrid
          channels={channels}
          selected={selected?.key ?? null}
          onChoose={open}
          onManual={() => go('/kefu')}
        />
        {selected && (
          <div className={styles.cta}>
            <PrimaryButton onClick={() => open(selected)}>立即存款</PrimaryButton>
          </div>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <WalletTabs active="/wallet" />
      <section className={styles.balance}>
        <span className={styles.balanceLabel}>账户余额（元）</span>
        <span className={styles.balanceValue}>{formatYuan(balance?.balance ?? user?.balance ?? '0')}</span>
      </section>
      {/* The limit strip (one of three shapes) and the card's body (channels or the no-card notice)
          are drawn together once their answers are in, so nothing below them jumps when they land. */}
      {payWay.isLoading || protection.isLoading || cardsLoading ? (
        <PageLoading />
      ) : (
        <>
          <LimitStrip onGo={go} />
          <section className={styles.card}>
            <h2 className={styles.title}>选择存款方式</h2>
            {body}
          </section>
          <DepositTips selected={selected} />
        </>
      )}
      <DepositPanel
        channel={panel?.channel ?? null}
        visible={panel?.open ?? false}
        onClose={() => setPanel((current) => (current ? { ...current, open: false } : null))}
      />
    </div>
  );
}
