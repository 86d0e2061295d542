import { Tag } from 'antd-mobile';
import type { StatementState } from '@app/shared';

const COLOR: Record<StatementState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  pending: 'primary',
  held: 'warning',
  second: 'primary',
  paid: 'success',
  none: 'default',
};

/** A statement's state in the server's words (state_text), coloured by what it means for the agent. */
export function StateTag({ state, text }: { state: StatementState; text: string }) {
  return (
    <Tag color={COLOR[state]} fill="outline" round>
      {text}
    </Tag>
  );
}
