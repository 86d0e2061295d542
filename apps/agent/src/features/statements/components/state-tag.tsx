import { Tag } from 'antd-mobile';
import type { StatementState } from '@app/shared';

const COLOR: Record<StatementState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  pending: 'primary',
  held: 'warning',
  second: 'primary',
  paid: 'success',
  none: 'default',
};

/**
 * A statement's state in the server's words (state_text), coloured by what it means for the agent;
 * `solid` on a dark card, where an outline would not read.
 */
export function StateTag(props: { state: StatementState; text: string; solid?: boolean }) {
  const { state, text, solid = false } = props;
  return (
    <Tag color={COLOR[state]} fill={solid ? 'solid' : 'outline'} round>
      {text}
    </Tag>
  );
}
