import { Form, Select } from 'antd';
import { ReasonField } from '../../components/reason-field';
import type { SportsbookEventDetail } from './api/get-events';
import { CHANGE_DONE, useVoidMarket } from './api/post-event-changes';
import { ChangeModal, useChangeForm, type ChangeDialogProps } from './change-modal';
import { marketNames } from './labels';

interface VoidValues {
  market?: string;
  reason?: string;
}

/** The markets a void may name: those on the board and those open tickets stand on, not yet voided. */
function voidable(e: SportsbookEventDetail) {
  const names = marketNames(e);
  const voided = new Set(e.voided.map((v) => v.market));
  const keys = [...new Set([...e.markets.map((m) => m.key), ...e.exposure.map((x) => x.market)])];
  return keys
    .filter((key) => !voided.has(key))
    .map((key) => ({ value: key, label: `${names.market(key)}（${key}）` }));
}

/** Voids one market of the match with a reason: its legs settle as void (stakes back). */
export function VoidMarketModal(dialog: ChangeDialogProps) {
  const { platform, e, onClose } = dialog;
  const voidMarket = useVoidMarket();
  const modal = useChangeForm<VoidValues>(
    ({ market, reason }) =>
      voidMarket.mutateAsync({ platform, id: e.id, market: market!, reason: (reason ?? '').trim() }),
    CHANGE_DONE.voidMarket,
    onClose,
  );
  const options = voidable(e);

  return (
    <ChangeModal<VoidValues>
      dialog={dialog}
      action="作废盘口"
      okText="确认作废"
      warning="作废后该盘口的所有注单按取消结算、退还本金（串关中该场按赔率 1 计算），已结算的注单将重新结算并调整会员余额。"
      modal={modal}
    >
      <Form.Item name="market" label="盘口" rules={[{ required: true, message: '请选择要作废的盘口' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={options.length ? '选择盘口' : '没有可作废的盘口'}
          options={options}
        />
      </Form.Item>
      <ReasonField label="作废原因" required extra="记入审计日志，会员看不到。" />
    </ChangeModal>
  );
}
