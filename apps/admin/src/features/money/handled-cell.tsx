import { Space, Typography } from 'antd';

/** Who handled an order and when, on two lines. */
export function HandledCell({ by, at }: { by: string; at: string | null }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{by}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {at ?? '—'}
      </Typography.Text>
    </Space>
  );
}
