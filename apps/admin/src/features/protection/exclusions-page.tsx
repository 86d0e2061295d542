import { useState } from 'react';
import { DatePicker, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { EXCLUSION_DURATION_LABEL, EXCLUSION_KIND_LABEL } from '@app/shared';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { exclusionColumns } from './exclusion-columns';
import { exclusionsKey, getExclusions, type ExclusionFilter, type ExclusionRow } from './api/get-exclusions';

const columns: TableColumnsType<ExclusionRow> = [
  { title: '申请时间', dataIndex: 'created_at', width: 170 },
  {
    title: '会员',
    dataIndex: 'username',
    width: 140,
    render: (v: string, r) => <Link to={`/protection/players?user=${r.user_id}`}>{v}</Link>,
  },
  ...exclusionColumns<ExclusionRow>(),
  { title: 'IP', dataIndex: 'ip', width: 130 },
];

/** Every time-out and self-exclusion players have taken; read-only, none can be lifted early. */
export function ExclusionsPage() {
  const [filter, setFilter] = useState<ExclusionFilter>({});
  const set = (patch: Partial<ExclusionFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <Page
      title="冷静期与自我排除"
      description="会员自行申请，立即生效；期间拒绝登录与一切资金、游戏及营销，进行中的取款照常处理。后台只读，不能提前解除。"
      extra={
        <>
          <Select
            allowClear
            placeholder="类型"
            style={{ width: 120 }}
            options={[
              { value: 'timeout', label: '冷静期' },
              { value: 'self_exclusion', label: '自我排除' },
            ]}
            onChange={(kind?: ExclusionFilter['kind']) => set({ kind })}
          />
          <Select
            allowClear
            placeholder="状态"
            style={{ width: 110 }}
            options={[
              { value: 'active', label: '进行中' },
              { value: 'ended', label: '已结束' },
            ]}
            onChange={(state?: ExclusionFilter['state']) => set({ state })}
          />
          <Input.Search
            allowClear
            placeholder="会员ID或账号"
            style={{ width: 180 }}
            onSearch={(v) => set({ user: v.trim() || undefined })}
          />
          <DatePicker.RangePicker
            onChange={(_, [from, to]) => set({ from: from || undefined, to: to || undefined })}
          />
        </>
      }
    >
      <ServerTable<ExclusionRow>
        queryKey={[...exclusionsKey, filter]}
        fetchPage={(page, perPage) => getExclusions(filter, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="没有符合条件的记录"
        totalText={(total) => `共 ${total} 条`}
        csv={{
          filename: 'exclusions',
          columns: [
            { title: '申请时间', value: (r) => r.created_at },
            { title: '会员ID', value: (r) => r.user_id },
            { title: '会员', value: (r) => r.username },
            { title: '类型', value: (r) => EXCLUSION_KIND_LABEL[r.kind] },
            { title: '时长', value: (r) => EXCLUSION_DURATION_LABEL[r.duration] },
            { title: '开始', value: (r) => r.starts_at },
            { title: '结束', value: (r) => r.ends_at ?? '永久' },
            { title: '状态', value: (r) => (r.active ? '进行中' : '已结束') },
            { title: 'IP', value: (r) => r.ip },
          ],
        }}
      />
    </Page>
  );
}
