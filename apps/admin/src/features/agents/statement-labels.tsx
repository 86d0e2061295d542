import { Space, Tag, Typography } from 'antd';
import { STATEMENT_STATES, type StatementState } from '@app/shared';
import { Amount } from '../../components/amount';
import styles from './agents.module.css';

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

/** A signed yuan amount: positive green with a plus, negative red, zero plain. */
export function SignedYuan({ value }: { value: string }) {
  const n = Number(value);
  if (n === 0) return <Amount value={value} prefix="" />;
  return (
    <span className={n < 0 ? styles.debit : styles.credit}>
      {n > 0 ? '+' : ''}
      <Amount value={value} prefix="" />
    </span>
  );
}

/** A net revenue or a result: negative in red (carried forward when it is an agent's net). */
export function NetYuan({ value }: { value: string }) {
  return (
    <Typography.Text type={Number(value) < 0 ? 'danger' : undefined}>
      <Amount value={value} />
    </Typography.Text>
  );
}
