import { Space, Typography } from 'antd';
import { monoClass } from './amount';

/** An order in a review queue: its number (copyable), the player and when it was made. */
export function OrderCell({ no, userId, createdAt }: { no: string; userId: number; createdAt: string }) {
  return (
    <Space orientation="vertical" size={2}>
      <Typography.Text copyable className={monoClass}>
        {no}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        会员ID {userId} · {createdAt}
      </Typography.Text>
    </Space>
  );
}
