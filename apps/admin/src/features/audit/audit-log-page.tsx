import { Descriptions, Space, Tag, Typography } from 'antd';
import { DayRangeFilter, FilterSelect, TextSearch, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { getAuditLog, auditKey, type AuditFilter, type AuditRow } from './api/get-audit-log';
import { ACTION_LABEL, actionLabel } from './action-labels';
import styles from './audit.module.css';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

const OUTCOME_LABEL = { ok: '成功', denied: '已拒绝' };

const columns: ListColumn<AuditRow>[] = [
  { title: '时间', dataIndex: 'created_at', width: 170, csv: true },
  { title: '操作员', dataIndex: 'operator', width: 120, csv: true },
  {
    title: '操作',
    dataIndex: 'action',
    width: 180,
    render: (action: string, row) => (
      <Space size={4}>
        {row.outcome === 'denied' && <Tag color="red">已拒绝</Tag>}
        <span>{actionLabel(action)}</span>
      </Space>
    ),
    csv: { 操作: (r) => actionLabel(r.action), 结果: (r) => OUTCOME_LABEL[r.outcome] },
  },
  {
    title: '对象',
    key: 'target',
    render: (_, row) => (row.target_type ? `${row.target_type} · ${row.target_id}` : '—'),
    csv: { 对象类型: 'target_type', 对象ID: 'target_id' },
  },
  {
    title: 'IP',
    dataIndex: 'ip',
    width: 140,
    // The expanded row's detail and changes follow in the CSV.
    csv: {
      IP: 'ip',
      详情: (r) => JSON.stringify(r.detail),
      变更前: (r) => JSON.stringify(r.before ?? ''),
      变更后: (r) => JSON.stringify(r.after ?? ''),
    },
  },
];

function AuditDetail({ row }: { row: AuditRow }) {
  return (
    <Descriptions
      size="small"
      column={3}
      bordered
      items={[
        { key: 'detail', label: '详情', children: <pre className={styles.json}>{json(row.detail)}</pre> },
        { key: 'before', label: '变更前', children: <pre className={styles.json}>{json(row.before)}</pre> },
        { key: 'after', label: '变更后', children: <pre className={styles.json}>{json(row.after)}</pre> },
      ]}
    />
  );
}

/** The append-only log: nothing here (or anywhere) edits or removes an entry. */
export function AuditLogPage() {
  const [filter, set] = useFilter<AuditFilter>();

  return (
    <Page
      title="审计日志"
      description="每一次后台操作与被拒绝的越权尝试，记录操作员、时间、来源 IP 及变更前后；日志只增不改。"
      extra={
        <>
          <FilterSelect
            showSearch
            optionFilterProp="label"
            placeholder="操作类型"
            width={180}
            options={ACTION_LABEL}
            onChange={(action) => set({ action })}
          />
          <FilterSelect
            placeholder="结果"
            width={110}
            options={OUTCOME_LABEL}
            onChange={(outcome) => set({ outcome })}
          />
          <TextSearch
            placeholder="对象 ID（会员、订单…）"
            width={200}
            onSearch={(target_id) => set({ target_id })}
          />
          <DayRangeFilter onChange={set} />
        </>
      }
    >
      <ServerTable<AuditRow>
        queryKey={[...auditKey, filter]}
        fetchPage={(page, perPage) => getAuditLog(filter, page, perPage)}
        columns={columns}
        emptyText="没有符合条件的记录"
        totalText={(total) => `共 ${total} 条`}
        expandable={{ expandedRowRender: (row) => <AuditDetail row={row} /> }}
        csv={{ filename: 'audit-log' }}
      />
      <Typography.Paragraph type="secondary" className={styles.note}>
        “未识别”表示携带了无效或过期会话的请求，可按 IP 追查来源。
      </Typography.Paragraph>
    </Page>
  );
}
