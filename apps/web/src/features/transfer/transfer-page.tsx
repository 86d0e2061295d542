import { Switch, Toast } from 'antd-mobile';
import { BillOutline } from 'antd-mobile-icons';
import {
  MAIN_WALLET,
  MAIN_WALLET_LABEL,
  MIN_TRANSFER_FEN,
  TRANSFER_MSG,
  parseYuanToFen,
  type PlatformBalance,
} from '@app/shared';
import { useBalance } from '../../api/get-balance';
import { useUser } from '../../api/get-user';
import { BalanceCard } from '../../components/balance-card';
import { WalletTabs } from '../../components/wallet-tabs';
import { isOk } from '../../lib/api-client';
import { toastError } from '../../lib/toast-error';
import { useGo } from '../../lib/use-go';
import { usePlatformBalances } from '../../api/get-platform-balances';
import { useTransferStatus } from '../../api/post-transfer-status';
import { PlatformWallets } from './components/platform-wallets';
import { TransferForm } from './components/transfer-form';
import { useWalletActions } from './hooks/use-wallet-actions';
import styles from './transfer-page.module.css';

/**
 * /transfer: the main balance, one-key recover, the 免转 switch and the game-platform wallets;
 * in manual mode (transferstatus 0) one-key in/out per platform and the transfer form (spec 001 §2).
 */
export default function TransferPage() {
  const go = useGo();
  const { data: user } = useUser();
  const balance = useBalance();
  const platforms = usePlatformBalances();
  const mode = useTransferStatus();
  const actions = useWalletActions();

  const main = balance.data?.balance ?? user?.balance;
  const seamless = Number(user?.transferstatus) === 1;
  // The synthetic first wallet: the main balance under the name 平台钱包 (spec 001 §3).
  const wallets: PlatformBalance[] = [
    { platname: MAIN_WALLET, name: MAIN_WALLET_LABEL, balance: main ?? '0.00' },
    ...(platforms.data ?? []),
  ];

  const switchMode = async (on: boolean) => {
    try {
      const answer = await mode.mutateAsync(on ? 1 : 0);
      Toast.show({ icon: isOk(answer) ? 'success' : 'fail', content: answer.message });
    } catch (error) {
      toastError(error);
    }
  };

  /** One-key shortcuts move a whole wallet, as the original clients did. */
  const moveAll = (amount: string | undefined, sourcetype: string, targettype: string) => {
    if ((parseYuanToFen(amount ?? '0') ?? 0) < MIN_TRANSFER_FEN) {
      Toast.show({ content: TRANSFER_MSG.insufficient });
      return;
    }
    void actions.transfer({ amount: amount!, sourcetype, targettype });
  };

  return (
    <div className={styles.page}>
      <WalletTabs active="/transfer" />

      <BalanceCard
        main={main}
        onRefresh={() => void platforms.refetch()}
        testId="transfer-balance"
        footer={
          <>
            <button type="button" className={styles.records} onClick={() => go('/meyList')}>
              <BillOutline /> 交易记录
            </button>
            <button
              type="button"
              className={styles.recover}
              disabled={actions.busy}
              onClick={() => void actions.recoverAll()}
            >
              一键回收
            </button>
          </>
        }
      />

      <section className={`${styles.card} ${styles.mode}`}>
        <div>
          <div className={styles.modeTitle}>免转模式</div>
          <div className={styles.modeText}>
            {seamless
              ? '已开启：进入游戏时余额自动转入，无需手动转账'
              : '已关闭：请在下方手动转入或转出游戏平台'}
          </div>
        </div>
        <Switch
          className={styles.switch}
          checked={seamless}
          loading={mode.isPending}
          disabled={!user}
          onChange={switchMode}
          aria-label="免转模式"
        />
      </section>

      {!seamless && (
        <section className={styles.card}>
          <h2 className={styles.title}>手动转账</h2>
          <TransferForm wallets={wallets} busy={actions.busy} onSubmit={actions.transfer} />
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.title}>
          游戏钱包
          {platforms.data && <span className={styles.count}>{platforms.data.length}个平台</span>}
        </h2>
        <PlatformWallets
          query={platforms}
          manual={!seamless}
          busy={actions.busy}
          onIn={(p) => moveAll(main, MAIN_WALLET, p.platname)}
          onOut={(p) => moveAll(p.balance, p.platname, MAIN_WALLET)}
        />
      </section>
    </div>
  );
}
