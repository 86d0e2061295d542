import { Space, Tag, Typography } from 'antd';

/** Deposit and withdrawal states as operators read them (the server's 1 / 2 / 3). */
export const DEPOSIT_STATE_LABEL: Record<number, string> = { 1: '待审核', 2: '已入账', 3: '已拒绝' };
export const WITHDRAWAL_STATE_LABEL: Record<number, string> = { 1: '待审核', 2: '已出款', 3: '已拒绝退回' };
const STATE_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red' };

export function StateTag({ state, labels }: { state: number; labels: Record<number, string> }) {
  return <Tag color={STATE_COLOR[state]}>{labels[state] ?? state}</Tag>;
}

/** The outcome of a handled order, with the refusal reason under it. */
export function ResultCell({
  state,
  labels,
  reason,
}: {
  state: number;
  labels: Record<number, string>;
  reason: string;
}) {
  return (
    <Space orientation="vertical" size={2}>
      <StateTag state={state} labels={labels} />
      {reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {reason}
        </Typography.Text>
      )}
    </Space>
  );
}

export const WITHDRAWAL_TYPE = [
  { label: '银行卡', color: 'blue' },
  { label: 'USDT', color: 'green' },
  { label: 'AnToken', color: 'purple' },
] as const;

export const BET_STATUS_LABEL: Record<number, string> = { 0: '无效', 1: '已结算', 2: '未结算' };
