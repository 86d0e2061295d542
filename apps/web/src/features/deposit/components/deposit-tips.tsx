import { rangeKeyOf, type PayRange } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import { usePayRange } from '../api/get-pay-range';
import type { Channel } from './channels';
import styles from '../deposit-page.module.css';

const span = ({ min_price, max_price }: PayRange) => `${formatYuan(min_price)} - ${formatYuan(max_price)} 元`;

/**
 * The chosen channel's single-deposit range as its server sets it (said once known, never a
 * default): digital currency gives each protocol its own (ERC20's minimum is higher, for the
 * chain's fee), every other channel its one.
 */
function RangeNote({ channel }: { channel: Channel }) {
  const usdt = channel.paytype === 'usdt';
  const first = usePayRange(rangeKeyOf(channel.paytype, usdt ? 'TRC20' : undefined)).data;
  const erc20Range = usePayRange(usdt ? 'usdt-erc20' : null);
  // ERC20 switched off answers an error: the note then gives TRC20's range alone.
  if (!first || (usdt && erc20Range.isPending)) return null;
  const erc20 = erc20Range.data;
  if (!erc20) return <li>{`${channel.title}单笔存款限额 ${span(first)}。`}</li>;
  return <li>{`${channel.title}单笔存款限额：TRC20 ${span(first)}，ERC20 ${span(erc20)}。`}</li>;
}

/** The notes under the deposit card: the chosen channel's range, then the fixed advice. */
export function DepositTips({ selected }: { selected: Channel | null }) {
  return (
    <section className={styles.tips}>
      <h3>温馨提示</h3>
      <ol>
        {selected && <RangeNote channel={selected} />}
        <li>请按订单金额准确付款，数字货币转账请确认网络协议与订单一致。</li>
        <li>银行卡转账提交后由财务审核入账，在线支付到账后余额自动更新。</li>
        <li>如长时间未到账，请联系24小时在线客服并提供订单号。</li>
      </ol>
    </section>
  );
}
