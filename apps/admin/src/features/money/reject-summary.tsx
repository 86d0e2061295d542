import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

/** What is being rejected, above the reason: its number and amount. */
export function RejectSummary({ noLabel, no, amount }: { noLabel: string; no: string; amount: ReactNode }) {
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'no', label: noLabel, children: no },
        { key: 'amount', label: '金额', children: amount },
      ]}
    />
  );
}
