import type { ReactNode } from 'react';
import { Flex, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Amount, monoClass } from '../../components/amount';
import type { SportsbookEventDetail } from './api/get-events';
import { formatOdds, marketNames } from './labels';
import styles from './sportsbook.module.css';

type Detail = SportsbookEventDetail;
type Market = Detail['markets'][number];
type Exposure = Detail['exposure'][number];
type Voided = Detail['voided'][number];

/** A titled, unpaged small table of the match drawer (its title names the region); a line when empty. */
function SectionTable<T extends object>(props: {
  title: string;
  rowKey: keyof T & string;
  data: T[];
  emptyText: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <Flex vertical gap={8} role="region" aria-label={props.title}>
      <Typography.Text strong>{props.title}</Typography.Text>
      {props.data.length === 0 ? (
        <Typography.Text type="secondary">{props.emptyText}</Typography.Text>
      ) : (
        <Table<T>
          size="small"
          rowKey={props.rowKey}
          pagination={false}
          dataSource={props.data}
          columns={props.columns}
        />
      )}
    </Flex>
  );
}

/** A market's selections side by side, each its label and a figure (a price, a payout). */
function Chips({ items }: { items: [key: string, label: string, figure: ReactNode][] }) {
  return (
    <div className={styles.selections}>
      {items.map(([key, label, figure]) => (
        <span key={key} className={styles.selection}>
          {label}
          {figure}
        </span>
      ))}
    </div>
  );
}

/** A market's name over its key (the key is what a void names). */
function MarketName({ name, code, voided }: { name: string; code: string; voided?: boolean }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>
        {name}
        {voided && (
          <Tag color="red" style={{ marginInlineStart: 6 }}>
            已作废
          </Tag>
        )}
      </span>
      <Typography.Text type="secondary" className={monoClass} style={{ fontSize: 12 }}>
        {code}
      </Typography.Text>
    </Space>
  );
}

/** A market's column: its name (from the board, else its key) over its key. */
const marketColumn = <T extends object>(
  key: (row: T) => string,
  name: (row: T) => string,
  voided = (_row: T) => false,
): TableColumnsType<T>[number] => ({
  title: '盘口',
  key: 'market',
  width: 200,
  render: (_, row) => <MarketName name={name(row)} code={key(row)} voided={voided(row)} />,
});

/** The market of a row that names it by key (exposure, voids): the board's name where it still shows. */
const namedMarketColumn = <T extends { market: string }>(names: ReturnType<typeof marketNames>) =>
  marketColumn<T>(
    (row) => row.market,
    (row) => names.market(row.market),
  );

/** The board now: each open market with its selections' prices; voided ones marked. */
export function MarketsTable({ e }: { e: Detail }) {
  const voided = new Set(e.voided.map((v) => v.market));
  return (
    <SectionTable<Market>
      title="盘口与赔率"
      rowKey="key"
      data={e.markets}
      emptyText={e.phase === 'ended' ? '赛事已结束，盘口已关闭' : '暂无开放的盘口'}
      columns={[
        marketColumn(
          (m) => m.key,
          (m) => m.name,
          (m) => voided.has(m.key),
        ),
        {
          title: e.view.suspended ? '选项与赔率（暂停投注）' : '选项与赔率',
          key: 'selections',
          render: (_, m) => (
            <Chips
              items={m.selections.map((s) => [
                s.key,
                s.label,
                <span className={styles.odds}>{formatOdds(s.odds)}</span>,
              ])}
            />
          ),
        },
      ]}
    />
  );
}

/** What the open tickets staked on each market and what the book would pay out on each selection. */
export function ExposureTable({ e }: { e: Detail }) {
  const names = marketNames(e);
  return (
    <SectionTable<Exposure>
      title="风险敞口（未结算注单）"
      rowKey="market"
      data={e.exposure}
      emptyText="暂无未结算注单"
      columns={[
        namedMarketColumn(names),
        { title: '投注额', dataIndex: 'staked', align: 'right', render: (v: string) => <Amount value={v} /> },
        {
          title: '最大赔付风险',
          dataIndex: 'liability',
          align: 'right',
          render: (v: string) => (
            <Typography.Text type={Number(v) > 0 ? 'danger' : undefined}>
              <Amount value={v} />
            </Typography.Text>
          ),
        },
        {
          title: '各选项赔付',
          key: 'payouts',
          render: (_, x) => (
            <Chips
              items={x.selections.map((s) => [
                s.selection,
                names.selection(x.market, s.selection),
                <Amount value={s.payout} />,
              ])}
            />
          ),
        },
      ]}
    />
  );
}

/** The markets voided on the match and why. */
export function VoidedTable({ e }: { e: Detail }) {
  const names = marketNames(e);
  return (
    <SectionTable<Voided>
      title="已作废盘口"
      rowKey="market"
      data={e.voided}
      emptyText="没有作废的盘口"
      columns={[namedMarketColumn(names), { title: '作废原因', dataIndex: 'reason' }]}
    />
  );
}
