import { Alert, Card, Descriptions, Empty, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import {
  EXCLUSION_DURATION_LABEL,
  EXCLUSION_KIND_LABEL,
  LIMIT_PERIOD_LABEL,
  type ExclusionItem,
  type LimitHistoryItem,
  type LimitStatus,
} from '@app/shared';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { usePlayerProtection } from './api/get-player-protection';
import { exclusionColumns } from './exclusion-columns';
import { LIMIT_STATE } from './labels';

/** The alert's heading and text for the exclusion in force. */
const exclusionTitle = (e: ExclusionItem) =>
  `${EXCLUSION_KIND_LABEL[e.kind]}进行中（${EXCLUSION_DURATION_LABEL[e.duration]}）`;
const exclusionText = (e: ExclusionItem) =>
  `${e.starts_at} 起，${e.ends_at ? `至 ${e.ends_at}` : '永久'}。` +
  '期间拒绝登录、存款、游戏、转入游戏平台、优惠与营销消息；进行中的取款照常处理。不可提前解除。';

const money = (v: string | null) =>
  v === null ? <Typography.Text type="secondary">不限</Typography.Text> : <Amount value={v} />;

const limitColumns: TableColumnsType<LimitStatus> = [
  { title: '周期', dataIndex: 'label', width: 90 },
  { title: '当前限额', dataIndex: 'limit', align: 'right', render: money },
  {
    title: '窗口内已存（含待支付）',
    dataIndex: 'used',
    align: 'right',
    render: (v: string) => <Amount value={v} />,
  },
  { title: '剩余', dataIndex: 'remaining', align: 'right', render: money },
  { title: '最早释放', dataIndex: 'next_free_at', render: (v: string | null) => v ?? '—' },
  {
    title: '待生效变更',
    dataIndex: 'pending',
    render: (p: LimitStatus['pending']) =>
      p ? (
        <Space size={4}>
          <Tag color="orange">冷静期</Tag>
          {p.amount === null ? '取消限额' : <Amount value={p.amount} />}
          <Typography.Text type="secondary">{p.effective_at} 生效</Typography.Text>
        </Space>
      ) : (
        '—'
      ),
  },
];

const historyColumns: TableColumnsType<LimitHistoryItem & { id: number }> = [
  { title: '申请时间', dataIndex: 'requested_at', width: 170 },
  {
    title: '周期',
    dataIndex: 'period',
    width: 80,
    render: (p: LimitHistoryItem['period']) => LIMIT_PERIOD_LABEL[p],
  },
  { title: '原限额', dataIndex: 'previous', align: 'right', render: money },
  { title: '新限额', dataIndex: 'amount', align: 'right', render: money },
  { title: '生效时间', dataIndex: 'effective_at', width: 170 },
  {
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (s: LimitHistoryItem['state']) => <Tag color={LIMIT_STATE[s].color}>{LIMIT_STATE[s].label}</Tag>,
  },
];

const EXCLUSION_COLUMNS = exclusionColumns<ExclusionItem>();

/** A card holding one of the player's tables; `paged`, ten rows a page (a history), else whole. */
function TableCard<T extends object>(props: {
  title: string;
  rowKey?: keyof T & string;
  columns: TableColumnsType<T>;
  data: T[];
  emptyText?: string;
  paged?: boolean;
}) {
  const { title, rowKey = 'id', emptyText } = props;
  return (
    <Card size="small" title={title}>
      <Table<T>
        rowKey={rowKey}
        size="small"
        columns={props.columns}
        dataSource={props.data}
        pagination={props.paged ? { pageSize: 10, hideOnSinglePage: true } : false}
        locale={emptyText ? { emptyText } : undefined}
      />
    </Card>
  );
}

/**
 * One player's deposit limits, time-outs and self-exclusions with their history. Read-only: an
 * exclusion cannot be lifted early by anyone, so there is no button to do it.
 */
export function PlayerProtectionPage() {
  const [params, setParams] = useSearchParams();
  const user = params.get('user');
  const detail = usePlayerProtection(user);
  const d = detail.data;

  return (
    <Page
      title="限额与排除"
      description="查看会员设置的存款限额、冷静期与自我排除及其历史。排除期间会员无法登录、存款、游戏或参与优惠；任何人都不能提前解除。"
      extra={
        <Input.Search
          key={user ?? ''}
          allowClear
          placeholder="会员ID或账号"
          defaultValue={user ?? ''}
          style={{ width: 240 }}
          enterButton="查询"
          onSearch={(v) => setParams(v.trim() ? { user: v.trim() } : {})}
        />
      }
    >
      {!user && <Empty description="输入会员ID或账号查询" />}
      {user && detail.isFetching && !d && <Spin />}
      {user && detail.isError && <Alert type="error" showIcon message={errorText(detail.error)} />}
      {d && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {d.active_exclusion ? (
            <Alert
              type="error"
              showIcon
              message={exclusionTitle(d.active_exclusion)}
              description={exclusionText(d.active_exclusion)}
            />
          ) : (
            <Alert type="success" showIcon message="当前无冷静期或自我排除" />
          )}
          <Card size="small" title="会员">
            <Descriptions
              size="small"
              column={3}
              items={[
                { key: 'id', label: 'ID', children: d.player.id },
                { key: 'u', label: '账号', children: d.player.username },
                { key: 'r', label: '真实姓名', children: d.player.realname },
                { key: 'c', label: '注册时间', children: d.player.created_at },
                { key: 'l', label: '最近登录', children: d.player.last_login_at ?? '—' },
                {
                  key: 'a',
                  label: '年满18岁确认',
                  children: d.adult_confirmed_at ?? '未确认（旧客户端注册）',
                },
                {
                  key: 'rc',
                  label: '游戏时间提醒',
                  children: d.reality_check_minutes ? `每 ${d.reality_check_minutes} 分钟` : '站点默认',
                },
              ]}
            />
          </Card>
          <TableCard<LimitStatus>
            title="存款限额（滚动窗口，按申请时间计，待支付订单计入）"
            rowKey="period"
            columns={limitColumns}
            data={d.limits}
          />
          <TableCard
            title="限额变更记录"
            columns={historyColumns}
            data={d.limit_history}
            emptyText="未设置过限额"
            paged
          />
          <TableCard<ExclusionItem>
            title="冷静期与自我排除记录"
            columns={EXCLUSION_COLUMNS}
            data={d.exclusions}
            emptyText="无记录"
            paged
          />
        </Space>
      )}
    </Page>
  );
}
