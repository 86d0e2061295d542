import { Space, Tag } from 'antd';
import { STATEMENT_STATES, type StatementState } from '@app/shared';
import { SignedAmount } from '../../components/signed-amount';

const STATE_COLOR: Record<StatementState, string> = {
  pending: 'gold',
  second: 'orange',
  held: 'red',
  paid: 'green',
  none: 'default',
};

/** The statement's state; a pending one above the threshold says it will need a second operator. */
export function StatementStateTag({ state, needsSecond }: { state: string; needsSecond?: boolean }) {
  const known = state in STATEMENT_STATES ? (state as StatementState) : null;
  return (
    <Space size={4}>
      <Tag color={known ? STATE_COLOR[known] : undefined}>{known ? STATEMENT_STATES[known] : state}</Tag>
      {needsSecond && state === 'pending' && (
        <Tag bordered={false} color="orange">
          需复核
        </Tag>
      )}
    </Space>
  );
}

/** An adjustment: "+" before an addition; gains red, deductions green, as everywhere in the console. */
export function SignedYuan({ value }: { value: string }) {
  return <SignedAmount value={value} />;
}

/**
 * A result or a net revenue in the platform's sign (positive when the site won): red above zero,
 * green below (a negative base is carried forward).
 */
export function NetYuan({ value }: { value: string }) {
  return <SignedAmount value={value} plus={false} prefix="¥" />;
}
