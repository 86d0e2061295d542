import { App, Tag, Tooltip } from 'antd';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { getPlatforms, type Platform } from './api/get-platforms';
import { catalogueKeys } from './api/keys';
import { useUpdatePlatform } from './api/put-platform';
import { NameCode, sortColumn, switchColumn } from './row-columns';
import { useCan } from './use-can';

export const WALLET_MODE = {
  seamless: { label: '免转钱包', hint: '游戏直接使用会员主钱包余额' },
  transfer: { label: '转账钱包', hint: '会员需先把余额转入该平台钱包' },
} as const;

/** Game platforms: open or in maintenance, and their order on the player site. */
export function PlatformsPage() {
  const canEdit = useCan(PERMISSION.games);
  const update = useUpdatePlatform();
  const { message } = App.useApp();

  const save = (p: Platform, patch: { enabled?: 0 | 1; sort?: number }, done: string) =>
    update.mutateAsync({ code: p.code, patch }).then(
      () => message.success(done),
      (e: unknown) => message.error(errorText(e)),
    );

  const columns: ListColumn<Platform>[] = [
    {
      title: '平台',
      dataIndex: 'name',
      render: (name: string, p) => <NameCode name={name} code={p.code} />,
      csv: { 平台: 'name', 代码: 'code' },
    },
    { title: '分类', dataIndex: 'category', width: 90, render: (v: string) => <Tag>{v}</Tag>, csv: true },
    {
      title: '钱包模式',
      dataIndex: 'wallet_mode',
      width: 120,
      render: (v: Platform['wallet_mode']) => (
        <Tooltip title={`${WALLET_MODE[v].hint}（由接入方式决定，不可修改）`}>
          <Tag color={v === 'seamless' ? 'blue' : 'default'}>{WALLET_MODE[v].label}</Tag>
        </Tooltip>
      ),
      csv: (p) => WALLET_MODE[p.wallet_mode].label,
    },
    {
      title: '游戏（显示/全部）',
      key: 'games',
      align: 'right',
      width: 150,
      render: (_, p) => `${p.games_shown} / ${p.games}`,
      csv: { 显示游戏: 'games_shown', 全部游戏: 'games' },
    },
    switchColumn<Platform>('状态', 'enabled', {
      width: 120,
      words: ['正常', '维护'],
      name: (p) => p.name,
      canEdit,
      busy: (p) =>
        update.isPending && update.variables?.code === p.code && update.variables.patch.enabled !== undefined,
      flip: (p, on) => void save(p, { enabled: on ? 1 : 0 }, `${p.name}已${on ? '恢复正常' : '设为维护'}`),
      csv: (p) => (p.enabled === 1 ? '正常' : '维护'),
    }),
    sortColumn<Platform>(
      (p) => p.name,
      canEdit,
      (p, sort) => save(p, { sort }, `${p.name}排序已更新`),
    ),
  ];

  return (
    <Page
      title="游戏平台"
      description="维护中的平台及其游戏不在会员端显示，进入游戏时提示“该游戏平台维护中”；排序值越大越靠前。"
    >
      <ServerTable<Platform>
        queryKey={catalogueKeys.platforms}
        fetchPage={getPlatforms}
        columns={columns}
        rowKey="code"
        emptyText="暂无游戏平台"
        csv={{ filename: '游戏平台' }}
      />
    </Page>
  );
}
