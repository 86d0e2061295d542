import { useState } from 'react';
import { Input, Picker, Toast } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { MAIN_WALLET, TRANSFER_MSG, validateTransferForm, type PlatformBalance } from '@app/shared';
import { TransferIcon } from '../../../components/line-icons';
import { PrimaryButton } from '../../../components/primary-button';
import { amountInput, formatYuan } from '../../../lib/money';
import type { TransferBody } from '@app/shared';
import styles from './transfer-form.module.css';

type Side = 'source' | 'target';

interface Props {
  /** Every wallet, the main wallet (平台钱包) first. */
  wallets: PlatformBalance[];
  busy: boolean;
  /** Resolves true when the server accepted the transfer. */
  onSubmit: (body: TransferBody) => Promise<boolean>;
}

/** Manual transfer: source and target wallets with a swap, an amount and the confirm button (spec 001 §2). */
export function TransferForm({ wallets, busy, onSubmit }: Props) {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<Side | null>(null);

  const find = (code: string) => wallets.find((w) => w.platname === code);

  // One side must be the main wallet: a game wallet on one side puts 平台钱包 on the other (spec 001 §4).
  // Each picker leaves out the wallet already on the other side, so no choice undoes the other one.
  const choose = (side: Side, code: string) => {
    const [setMine, setOther] = side === 'source' ? [setSource, setTarget] : [setTarget, setSource];
    setMine(code);
    if (code !== MAIN_WALLET) setOther(MAIN_WALLET);
  };

  const swap = () => {
    setSource(target);
    setTarget(source);
  };

  const fillAll = () => {
    const from = find(source);
    if (!from) {
      Toast.show({ content: TRANSFER_MSG.chooseSource });
      return;
    }
    setAmount(amountInput(from.balance));
  };

  const submit = async () => {
    const invalid = validateTransferForm({ amount, source, target });
    if (invalid) {
      Toast.show({ content: invalid });
      return;
    }
    if (await onSubmit({ amount, sourcetype: source, targettype: target })) {
      // After a transfer the amount and both wallets start again (spec 001 §4).
      setAmount('');
      setSource('');
      setTarget('');
    }
  };

  const picked = picking === 'source' ? source : target;
  const opposite = picking === 'source' ? target : source;
  const column = wallets
    .filter((w) => w.platname !== opposite)
    .map((w) => ({ label: w.name, value: w.platname }));

  return (
    <div className={styles.form}>
      <div className={styles.wallets}>
        <WalletBox
          label="转出钱包"
          wallet={find(source)}
          onClick={() => setPicking('source')}
          testId="transfer-source"
        />
        <button type="button" className={styles.swap} aria-label="交换转出和转入钱包" onClick={swap}>
          <TransferIcon />
        </button>
        <WalletBox
          label="转入钱包"
          wallet={find(target)}
          onClick={() => setPicking('target')}
          testId="transfer-target"
        />
      </div>

      <label className={styles.amount}>
        <span className={styles.currency}>¥</span>
        <Input
          className={styles.input}
          name="amount"
          inputMode="decimal"
          placeholder="请输入转账金额"
          value={amount}
          onChange={(value) => setAmount(amountInput(value))}
          clearable
        />
        <button type="button" className={styles.all} onClick={fillAll}>
          全部
        </button>
      </label>

      <PrimaryButton loading={busy} disabled={busy} onClick={submit}>
        确认转账
      </PrimaryButton>
      <p className={styles.hint}>
        温馨提示：因游戏平台政策原因，转账可能会失败；失败的金额将自动退回原钱包，请以交易记录为准。
      </p>

      <Picker
        title={picking === 'source' ? '选择转出钱包' : '选择转入钱包'}
        visible={picking !== null}
        columns={[column]}
        value={picked ? [picked] : []}
        onClose={() => setPicking(null)}
        onConfirm={(value) => {
          const code = value[0];
          if (picking && typeof code === 'string') choose(picking, code);
        }}
        renderLabel={(item) => {
          const wallet = find(String(item.value));
          return wallet ? `${wallet.name}（${formatYuan(wallet.balance)}）` : item.label;
        }}
        confirmText="确定"
        cancelText="取消"
      />
    </div>
  );
}

function WalletBox({
  label,
  wallet,
  onClick,
  testId,
}: {
  label: string;
  wallet: PlatformBalance | undefined;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className={styles.wallet} onClick={onClick} data-testid={testId}>
      <span className={styles.walletLabel}>{label}</span>
      <span className={wallet ? styles.walletName : `${styles.walletName} ${styles.placeholder}`}>
        {wallet ? wallet.name : '请选择'}
        <DownFill fontSize={10} />
      </span>
      <span className={styles.walletBalance}>{wallet ? `¥${formatYuan(wallet.balance)}` : '\u00a0'}</span>
    </button>
  );
}
