import { useState } from 'react';
import { App, Input, Select, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { GAME_CATEGORY_TABS } from '@app/shared';
import { monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { getGames, type AdminGame, type GameFilter } from './api/get-games';
import { useAllPlatforms } from './api/get-platforms';
import { catalogueKeys } from './api/keys';
import { useUpdateGame, type GamePatch } from './api/put-game';
import { SortInput } from './sort-input';
import { useCan } from './use-can';

const flagOptions = (on: string, off: string) => [
  { value: 1, label: on },
  { value: 0, label: off },
];

/** Every game: shown or hidden, hot, and its order within its platform; searchable and paged. */
export function GamesPage() {
  const canEdit = useCan(PERMISSION.games);
  const platforms = useAllPlatforms();
  const update = useUpdateGame();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<GameFilter>({});
  const set = (patch: Partial<GameFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const save = (g: AdminGame, patch: GamePatch, done: string) =>
    update.mutateAsync({ id: g.id, patch }).then(
      () => message.success(done),
      (e: unknown) => message.error(errorText(e)),
    );
  const busy = (g: AdminGame, field: keyof GamePatch) =>
    update.isPending && update.variables?.id === g.id && update.variables.patch[field] !== undefined;

  const columns: TableColumnsType<AdminGame> = [
    {
      title: '游戏',
      dataIndex: 'name',
      render: (name: string, g) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <img
            src={g.mobile_img}
            alt=""
            width={44}
            height={44}
            style={{ borderRadius: 8, background: '#f5f5f5', objectFit: 'cover' }}
          />
          <div>
            <Typography.Text strong>{name}</Typography.Text>
            <div className={monoClass} style={{ color: '#8c8c8c', fontSize: 12 }}>
              {g.game_code}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: '平台',
      dataIndex: 'platform_name',
      width: 150,
      render: (v: string, g) => (
        <>
          {v}
          {g.platform_enabled === 0 && (
            <Tag color="orange" style={{ marginInlineStart: 6 }}>
              平台维护
            </Tag>
          )}
        </>
      ),
    },
    { title: '分类', dataIndex: 'category', width: 80, render: (v: string) => <Tag>{v}</Tag> },
    {
      title: '显示',
      dataIndex: 'app_state',
      width: 100,
      render: (v: number, g) => (
        <Switch
          aria-label={`${g.name}显示`}
          checked={v === 1}
          checkedChildren="显示"
          unCheckedChildren="隐藏"
          disabled={!canEdit}
          loading={busy(g, 'app_state')}
          onChange={(on) => void save(g, { app_state: on ? 1 : 0 }, `${g.name}已${on ? '显示' : '隐藏'}`)}
        />
      ),
    },
    {
      title: '热门',
      dataIndex: 'hot',
      width: 100,
      render: (v: number, g) => (
        <Switch
          aria-label={`${g.name}热门`}
          checked={v === 1}
          checkedChildren="热门"
          unCheckedChildren="普通"
          disabled={!canEdit}
          loading={busy(g, 'hot')}
          onChange={(on) => void save(g, { hot: on ? 1 : 0 }, `${g.name}已${on ? '设为热门' : '取消热门'}`)}
        />
      ),
    },
    {
      title: '排序',
      dataIndex: 'sort',
      width: 110,
      render: (v: number, g) => (
        <SortInput
          label={`${g.name}排序`}
          value={v}
          disabled={!canEdit}
          onSave={(sort) => save(g, { sort }, `${g.name}排序已更新`)}
        />
      ),
    },
  ];

  return (
    <Page
      title="游戏列表"
      description="隐藏的游戏不在会员端显示且无法进入；热门游戏显示在首页电子分类的“热门游戏”区。同一平台内排序值越大越靠前。"
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索游戏名称或代码"
          style={{ width: 240 }}
          maxLength={50}
          onSearch={(q) => set({ q: q.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="平台"
          style={{ width: 150 }}
          value={filter.platform}
          onChange={(platform?: string) => set({ platform })}
          loading={platforms.isLoading}
          options={(platforms.data?.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
        />
        <Select
          allowClear
          placeholder="分类"
          style={{ width: 110 }}
          value={filter.category}
          onChange={(category?: string) => set({ category })}
          options={GAME_CATEGORY_TABS.map((c) => ({ value: c.key, label: c.title }))}
        />
        <Select
          allowClear
          placeholder="显示状态"
          style={{ width: 120 }}
          value={filter.app_state}
          onChange={(app_state?: 0 | 1) => set({ app_state })}
          options={flagOptions('显示', '隐藏')}
        />
        <Select
          allowClear
          placeholder="热门"
          style={{ width: 110 }}
          value={filter.hot}
          onChange={(hot?: 0 | 1) => set({ hot })}
          options={flagOptions('热门', '普通')}
        />
      </div>
      <ServerTable<AdminGame>
        queryKey={[...catalogueKeys.games, 'list', filter]}
        fetchPage={(page, perPage) => getGames(page, perPage, filter)}
        columns={columns}
        rowKey="id"
        emptyText="没有符合条件的游戏"
        totalText={(total) => `共 ${total} 款游戏`}
        csv={{
          filename: '游戏列表',
          columns: [
            { title: 'ID', value: (g) => g.id },
            { title: '游戏', value: (g) => g.name },
            { title: '代码', value: (g) => g.game_code },
            { title: '平台', value: (g) => g.platform_name },
            { title: '分类', value: (g) => g.category },
            { title: '显示', value: (g) => (g.app_state === 1 ? '显示' : '隐藏') },
            { title: '热门', value: (g) => (g.hot === 1 ? '是' : '否') },
            { title: '排序', value: (g) => g.sort },
          ],
        }}
      />
    </Page>
  );
}
