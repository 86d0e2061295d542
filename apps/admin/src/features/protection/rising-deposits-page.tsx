import { useState } from 'react';
import { Input, InputNumber, Segmented, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { getRisingDeposits, risingKey, type RisingFilter, type RisingRow } from './api/get-rising-deposits';

const columns = (days: number): TableColumnsType<RisingRow> => [
  {
    title: '会员',
    dataIndex: 'username',
    width: 140,
    render: (v: string, r) => <Link to={`/protection/players?user=${r.user_id}`}>{v}</Link>,
  },
  {
    title: `近 ${days} 天存款`,
    dataIndex: 'current',
    align: 'right',
    render: (v: string, r) => (
      <Space size={4}>
        <Amount value={v} />
        <Typography.Text type="secondary">({r.current_count} 笔)</Typography.Text>
      </Space>
    ),
  },
  {
    title: `前 ${days} 天存款`,
    dataIndex: 'previous',
    align: 'right',
    render: (v: string, r) => (
      <Space size={4}>
        <Amount value={v} />
        <Typography.Text type="secondary">({r.previous_count} 笔)</Typography.Text>
      </Space>
    ),
  },
  { title: '增加', dataIndex: 'increase', align: 'right', render: (v: string) => <Amount value={v} /> },
  {
    title: '增幅',
    dataIndex: 'ratio_pct',
    align: 'right',
    width: 100,
    render: (v: number | null) =>
      v === null ? <Tag color="volcano">新增存款</Tag> : `${(v / 100).toFixed(2)} 倍`,
  },
  {
    title: '保护状态',
    key: 'state',
    width: 160,
    render: (_, r) => (
      <Space size={4}>
        {r.has_limit ? <Tag color="green">已设限额</Tag> : <Tag>未设限额</Tag>}
        {r.excluded && <Tag color="red">排除中</Tag>}
      </Space>
    ),
  },
];

/**
 * Players whose credited deposits in the last 7 or 30 days rose sharply against the period
 * before: a prompt for the responsible-gambling team to reach out, not an automatic action.
 */
export function RisingDepositsPage() {
  const [filter, setFilter] = useState<RisingFilter>({ days: 7, ratio: 2, min: '1000' });
  const set = (patch: Partial<RisingFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <Page
      title="存款上升"
      description="按已入账存款比较本期与上一期（同等天数），列出本期达到最低金额且达到设定倍数的会员（上一期为 0 的首次存款会员也列出），按增加金额排序。"
      extra={
        <>
          <Segmented
            value={filter.days}
            options={[
              { value: 7, label: '近 7 天' },
              { value: 30, label: '近 30 天' },
            ]}
            onChange={(days) => set({ days: days as 7 | 30 })}
          />
          <InputNumber
            addonBefore="倍数 ≥"
            min={1.1}
            max={100}
            step={0.5}
            value={filter.ratio}
            onChange={(ratio) => ratio && set({ ratio })}
            style={{ width: 150 }}
          />
          <Input
            addonBefore="本期 ≥"
            addonAfter="元"
            defaultValue={filter.min}
            style={{ width: 200 }}
            onBlur={(e) => set({ min: e.target.value.trim() || '0' })}
            onPressEnter={(e) => set({ min: e.currentTarget.value.trim() || '0' })}
          />
        </>
      }
    >
      <ServerTable<RisingRow>
        queryKey={[...risingKey, filter]}
        fetchPage={(page, perPage) => getRisingDeposits(filter, page, perPage)}
        columns={columns(filter.days)}
        rowKey="user_id"
        emptyText="没有存款明显上升的会员"
        totalText={(total) => `共 ${total} 位会员`}
        csv={{
          filename: `rising-deposits-${filter.days}d`,
          columns: [
            { title: '会员ID', value: (r) => r.user_id },
            { title: '会员', value: (r) => r.username },
            { title: `近${filter.days}天存款`, value: (r) => r.current },
            { title: '笔数', value: (r) => r.current_count },
            { title: `前${filter.days}天存款`, value: (r) => r.previous },
            { title: '笔数', value: (r) => r.previous_count },
            { title: '增加', value: (r) => r.increase },
            {
              title: '增幅(倍)',
              value: (r) => (r.ratio_pct === null ? '新增' : (r.ratio_pct / 100).toFixed(2)),
            },
            { title: '已设限额', value: (r) => (r.has_limit ? '是' : '否') },
            { title: '排除中', value: (r) => (r.excluded ? '是' : '否') },
          ],
        }}
      />
    </Page>
  );
}
