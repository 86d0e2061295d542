import type { Key, ReactNode } from 'react';
import { Table, Typography, type TableColumnsType, type TableColumnType } from 'antd';
import { Amount } from '../../components/amount';
import { StateTag } from './labels';
import styles from './money-pages.module.css';

/** A titled block of the player context drawer. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A titled, unpaged small table of the player's latest records. */
export function RecentTable<T extends object>({
  title,
  rowKey,
  data,
  emptyText,
  columns,
}: {
  title: string;
  rowKey: keyof T & Key;
  data: T[];
  emptyText: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <Section title={title}>
      <Table<T>
        size="small"
        rowKey={rowKey as string}
        pagination={false}
        dataSource={data}
        locale={{ emptyText }}
        columns={columns}
      />
    </Section>
  );
}

/** A recent deposit or withdrawal: when, how (`method`), how much and its state. */
export function recentOrderColumns<T extends { created_at: string; amount: string; state: number }>(
  method: TableColumnType<T>,
  labels: Record<number, string>,
): TableColumnsType<T> {
  return [
    { title: '时间', dataIndex: 'created_at', width: 160 },
    method,
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => <Amount value={v} />,
    },
    {
      title: '状态',
      dataIndex: 'state',
      render: (s: number) => <StateTag state={s} labels={labels} />,
    },
  ];
}
