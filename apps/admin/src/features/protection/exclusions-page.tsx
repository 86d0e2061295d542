import { Link } from 'react-router';
import { EXCLUSION_KIND_LABEL } from '@app/shared';
import { DayRangeFilter, FilterSelect, TextSearch, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { exclusionColumns } from './exclusion-columns';
import { exclusionsKey, getExclusions, type ExclusionFilter, type ExclusionRow } from './api/get-exclusions';

const columns: ListColumn<ExclusionRow>[] = [
  { title: '申请时间', dataIndex: 'created_at', width: 170, csv: true },
  {
    title: '会员',
    dataIndex: 'username',
    width: 140,
    render: (v: string, r) => <Link to={`/protection/players?user=${r.user_id}`}>{v}</Link>,
    csv: { 会员ID: 'user_id', 会员: 'username' },
  },
  ...exclusionColumns<ExclusionRow>(),
  { title: 'IP', dataIndex: 'ip', width: 130, csv: true },
];

/** Every time-out and self-exclusion players have taken; read-only, none can be lifted early. */
export function ExclusionsPage() {
  const [filter, set] = useFilter<ExclusionFilter>();

  return (
    <Page
      title="冷静期与自我排除"
      description="会员自行申请，立即生效；期间拒绝登录与一切资金、游戏及营销，进行中的取款照常处理。后台只读，不能提前解除。"
      extra={
        <>
          <FilterSelect
            placeholder="类型"
            width={120}
            options={EXCLUSION_KIND_LABEL}
            onChange={(kind) => set({ kind })}
          />
          <FilterSelect
            placeholder="状态"
            width={110}
            options={{ active: '进行中', ended: '已结束' }}
            onChange={(state) => set({ state })}
          />
          <TextSearch placeholder="会员ID或账号" width={180} onSearch={(user) => set({ user })} />
          <DayRangeFilter onChange={set} />
        </>
      }
    >
      <ServerTable<ExclusionRow>
        queryKey={[...exclusionsKey, filter]}
        fetchPage={(page, perPage) => getExclusions(filter, page, perPage)}
        columns={columns}
        emptyText="没有符合条件的记录"
        totalText={(total) => `共 ${total} 条`}
        csv={{ filename: 'exclusions' }}
      />
    </Page>
  );
}
