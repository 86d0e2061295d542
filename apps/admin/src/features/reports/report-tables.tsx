import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { BONUS_KINDS } from '@app/shared/admin-contract';
import { Amount } from '../../components/amount';
import { SignedAmount } from '../../components/signed-amount';
import { ServerTable } from '../../components/server-table';
import type { CsvColumn } from '../../lib/csv';
import type { DayReport, PlatformReport, ReportRange } from './api/get-dashboard';
import { dailyReportKey, getDailyReport } from './api/get-daily-report';
import { getPlatformReport, platformReportKey } from './api/get-platform-report';

const money = (title: string, key: string) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (v: string) => <Amount value={v} />,
});
const count = (title: string, key: string) => ({ title, dataIndex: key, align: 'right' as const });
const signedMoney = (title: string, key: string) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (v: string) => <SignedAmount value={v} plus={false} prefix="¥" />,
});

const dayColumns: TableColumnsType<DayReport> = [
  { title: '日期', dataIndex: 'date', width: 110, fixed: 'left' },
  money('存款', 'deposit'),
  money('取款', 'withdrawal'),
  money('有效投注', 'valid_bet'),
  money('派彩', 'payout'),
  signedMoney('GGR', 'ggr'),
  money('优惠', 'bonus'),
  signedMoney('净营收', 'net_revenue'),
  count('新注册', 'new_players'),
  count('首存', 'first_depositors'),
  count('活跃', 'active_players'),
];

const dayCsv: CsvColumn<DayReport>[] = [
  { title: '日期', value: (r) => r.date },
  { title: '存款', value: (r) => r.deposit },
  { title: '存款笔数', value: (r) => r.deposit_count },
  { title: '存款人数', value: (r) => r.depositors },
  { title: '取款', value: (r) => r.withdrawal },
  { title: '取款笔数', value: (r) => r.withdrawal_count },
  { title: '存提差', value: (r) => r.net_deposit },
  { title: '注单数', value: (r) => r.bet_count },
  { title: '投注额', value: (r) => r.bet },
  { title: '有效投注', value: (r) => r.valid_bet },
  { title: '派彩', value: (r) => r.payout },
  { title: 'GGR', value: (r) => r.ggr },
  { title: '优惠合计', value: (r) => r.bonus },
  ...BONUS_KINDS.map((k) => ({ title: k.label, value: (r: DayReport) => r.bonus_detail[k.key] })),
  { title: '人工扣款', value: (r) => r.manual_debit },
  { title: '净营收', value: (r) => r.net_revenue },
  { title: '新注册', value: (r) => r.new_players },
  { title: '首存人数', value: (r) => r.first_depositors },
  { title: '活跃玩家', value: (r) => r.active_players },
];

const platformColumns: TableColumnsType<PlatformReport> = [
  {
    title: '平台',
    dataIndex: 'name',
    width: 140,
    render: (name: string, p) => <span title={p.platform}>{name}</span>,
  },
  count('注单数', 'bet_count'),
  money('投注额', 'bet'),
  money('有效投注', 'valid_bet'),
  money('派彩', 'payout'),
  signedMoney('GGR', 'ggr'),
  { title: 'GGR率', dataIndex: 'ggr_rate', align: 'right', render: (v: string) => (v ? `${v}%` : '—') },
];

const platformCsv: CsvColumn<PlatformReport>[] = [
  { title: '平台', value: (r) => r.name },
  { title: '平台代码', value: (r) => r.platform },
  { title: '注单数', value: (r) => r.bet_count },
  { title: '投注额', value: (r) => r.bet },
  { title: '有效投注', value: (r) => r.valid_bet },
  { title: '派彩', value: (r) => r.payout },
  { title: 'GGR', value: (r) => r.ggr },
  { title: 'GGR率(%)', value: (r) => r.ggr_rate },
];

const csvName = (kind: string, range: ReportRange) => `${kind}-${range.from}-${range.to}`;

/** Day by day, newest first, paged on the server; CSV of the whole range. */
export function DailyTable({ range }: { range: ReportRange }) {
  return (
    <Card title="每日明细" size="small" data-testid="daily-table" style={{ marginBottom: 16 }}>
      <ServerTable<DayReport>
        queryKey={[...dailyReportKey, range]}
        fetchPage={(page, perPage) => getDailyReport(range, page, perPage)}
        columns={dayColumns}
        rowKey="date"
        perPage={10}
        emptyText="所选范围没有数据"
        totalText={(total) => `共 ${total} 天`}
        csv={{ filename: csvName('每日报表', range), columns: dayCsv }}
      />
    </Card>
  );
}

/** Per game platform over the range, paged on the server; CSV of every platform. */
export function PlatformTable({ range }: { range: ReportRange }) {
  return (
    <Card title="平台明细" size="small" data-testid="platform-table" style={{ marginBottom: 16 }}>
      <ServerTable<PlatformReport>
        queryKey={[...platformReportKey, range]}
        fetchPage={(page, perPage) => getPlatformReport(range, page, perPage)}
        columns={platformColumns}
        rowKey="platform"
        perPage={10}
        emptyText="所选范围内没有已结算的投注"
        totalText={(total) => `共 ${total} 个平台`}
        csv={{ filename: csvName('平台报表', range), columns: platformCsv }}
      />
    </Card>
  );
}
