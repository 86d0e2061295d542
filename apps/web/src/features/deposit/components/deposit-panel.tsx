import { useEffect, useRef, useState } from 'react';
import { Button, Popup, Selector, Toast } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import {
  checkDepositAmount,
  DEFAULT_RANGE,
  DEPOSIT_MSG,
  fenToUsdtCents,
  parseYuanToFen,
  PROTOCOLS,
  rangeKeyOf,
  validateBankDeposit,
  type Protocol,
} from '@app/shared';
import type { RechargeBody } from '@app/shared';
import { useUser } from '../../../api/get-user';
import { isOk } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { formatUsdt } from '../../../lib/money';
import { toastError } from '../../../lib/toast-error';
import { useGo } from '../../../lib/use-go';
import { usePayRange } from '../api/get-pay-range';
import { useRecharge } from '../api/post-recharge';
import { AmountField } from './amount-field';
import { BankTransferFields, EMPTY_REMITTER, type RemitterForm } from './bank-transfer-fields';
import type { Channel } from './channels';
import styles from './deposit-panel.module.css';

/** The panel hides at once; its form empties 200 ms later, after the slide-out (spec 000 §9). */
const CLOSE_DELAY_MS = 200;

interface Props {
  channel: Channel | null;
  visible: boolean;
  onClose: () => void;
}

function usdtEstimate(amount: string, rate: string | undefined): string | null {
  const fen = parseYuanToFen(amount);
  if (fen === null || fen === 0 || !rate) return null;
  try {
    return formatUsdt(fenToUsdtCents(fen, rate));
  } catch {
    return null; // no usable rate: no estimate rather than a wrong one
  }
}

/** The bottom panel of one channel: amount, channel extras, confirm and cancel (spec 000 §2, §4). */
export function DepositPanel({ channel, visible, onClose }: Props) {
  const navigate = useNavigate();
  const go = useGo();
  const { data: user } = useUser();
  const recharge = useRecharge();
  const [amount, setAmount] = useState('');
  const [protocol, setProtocol] = useState<Protocol>('TRC20');
  const [remitter, setRemitter] = useState<RemitterForm>(EMPTY_REMITTER);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const paytype = channel?.paytype;
  const rangeKey = visible && paytype ? rangeKeyOf(paytype, paytype === 'usdt' ? protocol : undefined) : null;
  const range = usePayRange(rangeKey);
  const bounds = range.data ?? DEFAULT_RANGE;
  const minFen = parseYuanToFen(bounds.min_price) ?? 0;
  const maxFen = parseYuanToFen(bounds.max_price) ?? 0;

  const close = () => {
    onClose();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // Closing clears the amount and the bank form; the next opening starts on TRC20.
      setAmount('');
      setRemitter(EMPTY_REMITTER);
      setProtocol('TRC20');
    }, CLOSE_DELAY_MS);
  };

  const submit = async () => {
    if (!channel || !paytype) return;
    const checked = checkDepositAmount(amount, minFen, maxFen);
    if ('error' in checked) {
      Toast.show({ content: checked.error });
      return;
    }
    let body: RechargeBody = { paytype, amount };
    if (paytype === 'usdt') body = { ...body, catepay: protocol };
    if (paytype === 'antoken') body = { ...body, bank: 'antoken' };
    if (paytype === 'bank') {
      const invalid = validateBankDeposit(remitter);
      if (invalid) {
        Toast.show({ content: invalid });
        return;
      }
      body = {
        ...body,
        bank: remitter.bank,
        bank_owner: remitter.bank_owner.trim(),
        bank_no: remitter.bank_no,
        bank_address: remitter.bank_address.trim(),
      };
    }
    try {
      const answer = await recharge.mutateAsync(body);
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        return;
      }
      if (paytype === 'bank') {
        Toast.show({ icon: 'success', content: answer.message || DEPOSIT_MSG.bankSubmitted });
        close();
        return;
      }
      Toast.show({ icon: 'loading', content: DEPOSIT_MSG.redirecting, duration: 1000 });
      close();
      void navigate(`/payInfo?deposit_no=${encodeURIComponent(answer.message)}`);
    } catch (error) {
      toastError(error);
    }
  };

  const estimate = paytype === 'usdt' ? usdtEstimate(amount, user?.usdtrate) : null;

  return (
    <Popup
      visible={visible}
      onMaskClick={close}
      position="bottom"
      bodyClassName={styles.body}
      className={styles.popup}
    >
      {channel && (
        <div className={styles.panel} data-testid="deposit-panel" data-panel-channel={channel.key}>
          <header className={styles.head}>
            <img className={styles.headIcon} src={channel.icon} alt="" />
            <div className={styles.headText}>
              <div className={styles.headTitle}>{channel.title}</div>
              <div className={styles.headSub}>{channel.subtitle}</div>
            </div>
            <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
              <CloseOutline />
            </button>
          </header>

          <div className={styles.scroll}>
            {paytype === 'usdt' && (
              <div className={styles.protocolRow}>
                <span className={styles.protocolLabel}>选择协议</span>
                <Selector
                  className={styles.protocols}
                  options={PROTOCOLS.map((p) => ({ label: p, value: p }))}
                  value={[protocol]}
                  onChange={(value) => value[0] && setProtocol(value[0])}
                  showCheckMark={false}
                />
              </div>
            )}

            {paytype === 'antoken' && (
              <div className={styles.hint}>
                <p>
                  <b className={styles.tag}>TRC20</b> AnToken 钱包仅支持 TRC20 协议，请勿使用其他网络转账。
                </p>
                <p>
                  还没有 AnToken 钱包？请先下载 AnToken 钱包APP并完成注册，
                  <button type="button" className={styles.link} onClick={() => go('/kefu')}>
                    联系客服获取下载地址
                  </button>
                </p>
              </div>
            )}

            {paytype === 'bank' && <BankTransferFields form={remitter} onChange={setRemitter} />}

            <AmountField
              value={amount}
              onChange={setAmount}
              min={bounds.min_price}
              max={bounds.max_price}
              rangeError={range.error ? (errorText(range.error) ?? '限额加载失败') : undefined}
            />

            {paytype === 'usdt' && (
              <div className={styles.estimate}>
                <div>
                  预计到账 <b data-testid="usdt-estimate">{estimate ?? '0.00'}</b> USDT
                </div>
                <div className={styles.rate}>参考汇率 1 USDT ≈ {user?.usdtrate || '--'} 元</div>
              </div>
            )}
          </div>

          <footer className={styles.actions}>
            <Button className={styles.cancel} onClick={close}>
              取消
            </Button>
            <Button className={styles.confirm} loading={recharge.isPending} onClick={submit}>
              确认存款
            </Button>
          </footer>
        </div>
      )}
    </Popup>
  );
}
