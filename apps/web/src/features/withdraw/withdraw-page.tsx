import { useEffect, useRef, useState } from 'react';
import { Input, Selector } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import {
  CARD_TYPE,
  CARD_TYPE_FOR_WITHDRAW,
  MAX_CARDS_PER_TYPE,
  parseYuanToFen,
  usdtPayout,
  validateWithdrawForm,
  WITHDRAW_MSG,
  WITHDRAW_TYPE,
  type CardRecord,
  type WithdrawType,
} from '@app/shared';
import { useBalance } from '../../api/get-balance';
import { useRefreshUserMoney } from '../../api/refresh-user-money';
import { useCards } from '../../api/get-cards';
import { useUser } from '../../api/get-user';
import { FormCard, FormRow } from '../../components/form-card';
import { PayPasswordInput } from '../../components/pay-password-input';
import { PrimaryButton } from '../../components/primary-button';
import { BalanceCard } from '../../components/balance-card';
import { WalletTabs } from '../../components/wallet-tabs';
import { submitForm } from '../../lib/submit-form';
import { amountInput, formatUsdt, formatYuan } from '../../lib/money';
import { useGo } from '../../lib/use-go';
import { useBetAmount } from './api/get-bet-amount';
import { useWithdraw } from './api/post-withdraw';
import { TargetList } from './components/target-list';
import { TurnoverBreakdown } from './components/turnover-breakdown';
import styles from './withdraw-page.module.css';

/** Spec 001 §7: the records screen opens 1.5 s after a successful request. */
const REDIRECT_DELAY_MS = 1500;

const TYPES: { value: WithdrawType; label: string }[] = [
  { value: WITHDRAW_TYPE.bank, label: '银行卡' },
  { value: WITHDRAW_TYPE.usdt, label: '虚拟币钱包' },
  { value: WITHDRAW_TYPE.antoken, label: 'AnToken钱包' },
];

const TARGET_TEXT: Record<WithdrawType, { label: string; empty: string; add: string; to: string }> = {
  0: { label: '到账银行卡', empty: '暂未绑定银行卡', add: '去绑定', to: '/addBankCard' },
  1: { label: '到账钱包地址', empty: '暂未绑定USDT地址', add: '去绑定', to: '/addUsdtAds' },
  2: { label: '到账钱包地址', empty: '暂未绑定AnToken地址', add: '去绑定', to: '/addAnToken' },
};

/**
 * With free transfer (免转) on, the money sits in the last game's wallet: the screen brings it home
 * once as it opens (the server does so again before a withdrawal), so the balance shown is all of it.
 */
function useFreeTransferHome(transferstatus: number | undefined) {
  const refresh = useRefreshUserMoney();
  const done = useRef(false);
  useEffect(() => {
    if (transferstatus !== 1 || done.current) return;
    done.current = true;
    refresh.mutate();
  }, [transferstatus, refresh]);
}

/** /withdraw: balance and turnover, type, target, amount and payment password (spec 001 §2). */
export default function WithdrawPage() {
  const go = useGo();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: balance } = useBalance();
  const betAmount = useBetAmount();
  const withdraw = useWithdraw();
  const bankCards = useCards(CARD_TYPE.bank);
  const usdtCards = useCards(CARD_TYPE.usdt);
  const tokenCards = useCards(CARD_TYPE.antoken);
  const [type, setType] = useState<WithdrawType>(WITHDRAW_TYPE.bank);
  const [target, setTarget] = useState<CardRecord | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useFreeTransferHome(user?.transferstatus);

  const lists = { [CARD_TYPE.bank]: bankCards, [CARD_TYPE.usdt]: usdtCards, [CARD_TYPE.antoken]: tokenCards };
  const targets = lists[CARD_TYPE_FOR_WITHDRAW[type]];
  const text = TARGET_TEXT[type];
  const main = balance?.balance ?? user?.balance;

  const chooseType = (next: WithdrawType) => {
    // Changing the type resets target, password and amount (spec 001 §4).
    setType(next);
    setTarget(null);
    setPassword('');
    setAmount('');
  };

  const submit = async () => {
    const invalid = validateWithdrawForm(type, { amount, target: target?.id ?? null, password });
    const sent = () => withdraw.mutateAsync({ amount, bank: target!.id, password });
    if (!(await submitForm(invalid, sent, { fallback: WITHDRAW_MSG.submitted }))) return;
    setDone(true);
    timer.current = window.setTimeout(() => void navigate('/fundingRecords'), REDIRECT_DELAY_MS);
  };

  const usdt = type !== WITHDRAW_TYPE.bank && user ? payout(amount, target?.bank_owner ?? '', user) : null;

  return (
    <div className={styles.page}>
      <WalletTabs active="/withdraw" />

      <BalanceCard
        main={main}
        onRefresh={() => void betAmount.refetch()}
        testId="withdraw-balance"
        footer={
          <>
            所需打码量
            <b className={styles.turnover} data-testid="bet-amount">
              {betAmount.data ? formatYuan(betAmount.data.bet_amount) : '--'}
            </b>
          </>
        }
      />
      <TurnoverBreakdown />

      <FormCard title="取款方式">
        <div className={styles.types}>
          <Selector
            className={styles.selector}
            columns={3}
            options={TYPES}
            value={[type]}
            onChange={(value) => value[0] !== undefined && chooseType(value[0])}
            showCheckMark={false}
          />
        </div>
        <div className={styles.targetLabel}>{text.label}</div>
        <TargetList
          cards={targets}
          selected={target?.id ?? null}
          onSelect={setTarget}
          emptyText={text.empty}
          addLabel={text.add}
          onAdd={() => go(text.to)}
        />
        <FormRow
          label="取款金额"
          extra={
            main !== undefined && (
              <button
                type="button"
                className={styles.all}
                onClick={() => setAmount(amountInput(String(main)))}
              >
                全部
              </button>
            )
          }
        >
          <Input
            name="amount"
            inputMode="decimal"
            placeholder="请输入取款金额"
            value={amount}
            onChange={(value) => setAmount(amountInput(value))}
          />
        </FormRow>
        <FormRow label="支付密码">
          <PayPasswordInput name="password" value={password} onChange={setPassword} />
        </FormRow>
      </FormCard>

      {usdt && (
        <section className={styles.usdt} data-testid="usdt-payout">
          <div>
            <span>手续费</span>
            <b>{usdt.fee} USDT/笔</b>
          </div>
          <div>
            <span>参考汇率</span>
            <b>1 USDT ≈ {usdt.rate} 元</b>
          </div>
          <div>
            <span>折合</span>
            <b>{usdt.converted} USDT</b>
          </div>
          <div className={styles.received}>
            <span>实际到账</span>
            <b data-testid="usdt-received">{usdt.received} USDT</b>
          </div>
        </section>
      )}

      <p className={styles.hint}>
        {WITHDRAW_MSG.feeTooHigh}；{WITHDRAW_MSG.belowMin}。提交后由财务审核，请耐心等待。
      </p>

      <div className={styles.actions}>
        <PrimaryButton loading={withdraw.isPending} disabled={done} onClick={submit}>
          立即取款
        </PrimaryButton>
      </div>

      <nav className={styles.links} aria-label="快捷管理">
        <button type="button" onClick={() => go('/addAnToken')}>
          添加AnToken钱包 <RightOutline />
        </button>
        {bankCards.isSuccess && bankCards.data.length < MAX_CARDS_PER_TYPE && (
          <button type="button" onClick={() => go('/addBankCard')}>
            添加银行卡 <RightOutline />
          </button>
        )}
        {usdtCards.isSuccess && usdtCards.data.length < MAX_CARDS_PER_TYPE && (
          <button type="button" onClick={() => go('/addUsdtAds')}>
            添加虚拟钱包 <RightOutline />
          </button>
        )}
        <button type="button" onClick={() => go('/mine?show=1')}>
          修改支付密码 <RightOutline />
        </button>
      </nav>
    </div>
  );
}

interface Payout {
  fee: string;
  rate: string;
  converted: string;
  received: string;
}

/** The USDT side of a wallet withdrawal: the shared rule's numbers, formatted; the chain picks the fee. */
function payout(
  amount: string,
  chain: string,
  user: { withdrawusdtrate: string; usdtrate: string; withdrawcashfee: string; withdrawfeeusdttrc: string },
): Payout | null {
  const rate = user.withdrawusdtrate || user.usdtrate;
  const fees = { erc20: user.withdrawcashfee, other: user.withdrawfeeusdttrc };
  try {
    const p = usdtPayout(parseYuanToFen(amount) ?? 0, rate, chain, fees);
    return {
      fee: formatUsdt(p.fee),
      rate,
      converted: formatUsdt(p.converted),
      received: formatUsdt(Math.max(0, p.received)),
    };
  } catch {
    return null; // no usable rate from the server: show nothing rather than wrong numbers
  }
}
