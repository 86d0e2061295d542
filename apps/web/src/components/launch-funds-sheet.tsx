import { useState, useSyncExternalStore } from 'react';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import {
  DEPOSIT_LIMIT_REACHED_NOTE,
  MAIN_WALLET,
  MIN_TRANSFER_FEN,
  parseYuanToFen,
  TRANSFER_MSG,
  validateTransferForm,
} from '@app/shared';
import { useMayInviteDeposit } from '../api/get-protection';
import { fundsAsking, type FundsOffer } from '../api/launch-funds';
import { postTransfer } from '../api/post-transfer';
import { useTransferStatus } from '../api/post-transfer-status';
import { isOk } from '../lib/api-client';
import { amountInput, formatYuan } from '../lib/money';
import { toastError } from '../lib/toast-error';
import { PrimaryButton } from './primary-button';
import styles from './launch-funds-sheet.module.css';

/**
 * The sheet a game of a transfer platform opens with when that platform's wallet cannot cover a
 * bet: move money in (all of the main wallet by default) and play, switch 免转 on (the server then
 * moves the money at every launch), go in as is, or stay. Mounted once; askForFunds opens it.
 */
export function LaunchFundsSheet() {
  const asking = useSyncExternalStore(fundsAsking.subscribe, fundsAsking.current);
  return (
    <Popup
      visible={asking !== null}
      onMaskClick={() => asking?.answer('cancel')}
      bodyClassName={styles.body}
      destroyOnClose
    >
      {asking && <FundsForm key={asking.offer.platform.platname} {...asking} />}
    </Popup>
  );
}

function FundsForm({ offer, answer }: { offer: FundsOffer; answer: (c: 'play' | 'cancel') => void }) {
  const navigate = useNavigate();
  const { platform, main } = offer;
  const [amount, setAmount] = useState(amountInput(main));
  const [busy, setBusy] = useState(false);
  const mode = useTransferStatus();
  const mainFen = parseYuanToFen(main) ?? 0;
  const hasSome = (parseYuanToFen(platform.balance) ?? 0) > 0;
  const invite = useMayInviteDeposit();

  const transferAndPlay = async () => {
    const body = { amount, source: MAIN_WALLET, target: platform.platname };
    const invalid = validateTransferForm(body);
    if (invalid) return void Toast.show({ content: invalid });
    setBusy(true);
    try {
      const reply = await postTransfer({ amount, sourcetype: MAIN_WALLET, targettype: platform.platname });
      Toast.show({ icon: isOk(reply) ? 'success' : 'fail', content: reply.message });
      if (isOk(reply)) answer('play');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const seamlessAndPlay = async () => {
    try {
      const reply = await mode.mutateAsync(1);
      if (!isOk(reply)) return void Toast.show({ icon: 'fail', content: reply.message });
      answer('play');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className={styles.sheet} role="dialog" aria-label="转入游戏余额">
      <h3 className={styles.title}>{platform.name}余额不足</h3>
      <p className={styles.lead}>
        {platform.name}使用独立钱包，当前余额 <b>¥{formatYuan(platform.balance)}</b>
        ，平台钱包余额 <b>¥{formatYuan(main)}</b>。转入后即可开始游戏。
      </p>
      {mainFen >= MIN_TRANSFER_FEN ? (
        <>
          <label className={styles.field}>
            <span className={styles.currency}>¥</span>
            <Input
              name="launch-amount"
              inputMode="decimal"
              aria-label="转入金额"
              value={amount}
              onChange={(value) => setAmount(amountInput(value))}
              clearable
            />
            <button type="button" className={styles.all} onClick={() => setAmount(amountInput(main))}>
              全部
            </button>
          </label>
          <PrimaryButton loading={busy} disabled={busy} onClick={() => void transferAndPlay()}>
            转入并进入游戏
          </PrimaryButton>
          <Button
            block
            className={styles.secondary}
            loading={mode.isPending}
            onClick={() => void seamlessAndPlay()}
          >
            开启免转，自动转入并进入
          </Button>
        </>
      ) : invite ? (
        <PrimaryButton
          onClick={() => {
            answer('cancel');
            void navigate('/wallet');
          }}
        >
          {TRANSFER_MSG.insufficient}，去存款
        </PrimaryButton>
      ) : (
        // At the player's own deposit limit the sheet says so instead of sending them to deposit.
        <p className={styles.note} data-testid="funds-limit-note">
          {TRANSFER_MSG.insufficient}。{DEPOSIT_LIMIT_REACHED_NOTE}
        </p>
      )}
      <div className={styles.links}>
        {hasSome && (
          <button type="button" onClick={() => answer('play')}>
            直接进入游戏
          </button>
        )}
        <button type="button" onClick={() => answer('cancel')}>
          取消
        </button>
      </div>
    </div>
  );
}
