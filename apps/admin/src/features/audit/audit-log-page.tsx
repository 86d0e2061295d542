import { useState } from 'react';
import { DatePicker, Descriptions, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { getAuditLog, auditKey, type AuditFilter, type AuditRow } from './api/get-audit-log';
import { ACTION_LABEL, actionLabel } from './action-labels';
import styles from './audit.module.css';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

const columns: TableColumnsType<AuditRow> = [
  { title: '时间', dataIndex: 'created_at', width: 170 },
  { title: '操作员', dataIndex: 'operator', width: 120 },
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
  },
  {
    title: '对象',
    key: 'target',
    render: (_, row) => (row.target_type ? `${row.target_type} · ${row.target_id}` : '—'),
  },
  { title: 'IP', dataIndex: 'ip', width: 140 },
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
  const [filter, setFilter] = useState<AuditFilter>({});
  const set = (patch: Partial<AuditFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <Page
      title="审计日志"
      description="每一次后台操作与被拒绝的越权尝试，记录操作员、时间、来源 IP 及变更前后；日志只增不改。"
      extra={
        <>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="操作类型"
            style={{ width: 180 }}
            options={Object.entries(ACTION_LABEL).map(([value, label]) => ({ value, label }))}
            onChange={(action?: string) => set({ action })}
          />
          <Select
            allowClear
            placeholder="结果"
            style={{ width: 110 }}
            options={[
              { value: 'ok', label: '成功' },
              { value: 'denied', label: '已拒绝' },
            ]}
            onChange={(outcome?: 'ok' | 'denied') => set({ outcome })}
          />
          <Input.Search
            allowClear
            placeholder="对象 ID（会员、订单…）"
            style={{ width: 200 }}
            onSearch={(v) => set({ target_id: v.trim() || undefined })}
          />
          <DatePicker.RangePicker
            onChange={(_, [from, to]) => set({ from: from || undefined, to: to || undefined })}
          />
        </>
      }
    >
      <ServerTable<AuditRow>
        queryKey={[...auditKey, filter]}
        fetchPage={(page, perPage) => getAuditLog(filter, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="没有符合条件的记录"
        totalText={(total) => `共 ${total} 条`}
        expandable={{ expandedRowRender: (row) => <AuditDetail row={row} /> }}
        csv={{
          filename: 'audit-log',
          columns: [
            { title: '时间', value: (r) => r.created_at },
            { title: '操作员', value: (r) => r.operator },
            { title: '操作', value: (r) => actionLabel(r.action) },
            { title: '结果', value: (r) => (r.outcome === 'denied' ? '已拒绝' : '成功') },
            { title: '对象类型', value: (r) => r.target_type },
            { title: '对象ID', value: (r) => r.target_id },
            { title: 'IP', value: (r) => r.ip },
            { title: '详情', value: (r) => JSON.stringify(r.detail) },
            { title: '变更前', value: (r) => JSON.stringify(r.before ?? '') },
            { title: '变更后', value: (r) => JSON.stringify(r.after ?? '') },
          ],
        }}
      />
      <Typography.Paragraph type="secondary" className={styles.note}>
        “未识别”表示携带了无效或过期会话的请求，可按 IP 追查来源。
      </Typography.Paragraph>
    </Page>
  );
}
