import { App, Input, Tag } from 'antd';
import { GAME_CATEGORY_TABS } from '@app/shared';
import { FilterSelect, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { getGames, type AdminGame, type GameFilter } from './api/get-games';
import { useAllPlatforms } from './api/get-platforms';
import { catalogueKeys } from './api/keys';
import { useUpdateGame, type GamePatch } from './api/put-game';
import { NameCode, sortColumn, switchColumn } from './row-columns';
import { useCan } from './use-can';

const flagOptions = (on: string, off: string) =>
  [
    [1, on],
    [0, off],
  ] as const;
/** The flags switched in the list: title, switch words, and what the message and the CSV say, on and off. */
const FLAGS = {
  app_state: { title: '显示', words: ['显示', '隐藏'], said: ['显示', '隐藏'], csv: ['显示', '隐藏'] },
  hot: { title: '热门', words: ['热门', '普通'], said: ['设为热门', '取消热门'], csv: ['是', '否'] },
} as const;
const CATEGORIES = GAME_CATEGORY_TABS.map((c) => [c.key, c.title] as const);

/** Every game: shown or hidden, hot, and its order within its platform; searchable and paged. */
export function GamesPage() {
  const canEdit = useCan(PERMISSION.games);
  const platforms = useAllPlatforms();
  const update = useUpdateGame();
  const { message } = App.useApp();
  const [filter, set] = useFilter<GameFilter>();

  const save = (g: AdminGame, patch: GamePatch, done: string) =>
    update.mutateAsync({ id: g.id, patch }).then(
      () => message.success(done),
      (e: unknown) => message.error(errorText(e)),
    );
  const busy = (g: AdminGame, field: keyof GamePatch) =>
    update.isPending && update.variables?.id === g.id && update.variables.patch[field] !== undefined;

  const columns: ListColumn<AdminGame>[] = [
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
          <NameCode name={name} code={g.game_code} />
        </div>
      ),
      csv: { ID: 'id', 游戏: 'name', 代码: 'game_code' },
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
      csv: true,
    },
    { title: '分类', dataIndex: 'category', width: 80, render: (v: string) => <Tag>{v}</Tag>, csv: true },
    ...(['app_state', 'hot'] as const).map((field) => {
      const flag = FLAGS[field];
      return switchColumn<AdminGame>(flag.title, field, {
        width: 100,
        words: flag.words,
        name: (g) => g.name,
        canEdit,
        busy: (g) => busy(g, field),
        flip: (g, on) => void save(g, { [field]: on ? 1 : 0 }, `${g.name}已${flag.said[on ? 0 : 1]}`),
        csv: (g) => flag.csv[g[field] === 1 ? 0 : 1],
      });
    }),
    sortColumn<AdminGame>(
      (g) => g.name,
      canEdit,
      (g, sort) => save(g, { sort }, `${g.name}排序已更新`),
    ),
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
        <FilterSelect
          placeholder="平台"
          width={150}
          value={filter.platform}
          onChange={(platform) => set({ platform })}
          loading={platforms.isLoading}
          options={(platforms.data?.data ?? []).map((p) => [p.code, p.name] as const)}
        />
        <FilterSelect
          placeholder="分类"
          width={110}
          value={filter.category}
          onChange={(category) => set({ category })}
          options={CATEGORIES}
        />
        <FilterSelect<0 | 1>
          placeholder="显示状态"
          width={120}
          value={filter.app_state}
          onChange={(app_state) => set({ app_state })}
          options={flagOptions('显示', '隐藏')}
        />
        <FilterSelect<0 | 1>
          placeholder="热门"
          width={110}
          value={filter.hot}
          onChange={(hot) => set({ hot })}
          options={flagOptions('热门', '普通')}
        />
      </div>
      <ServerTable<AdminGame>
        queryKey={[...catalogueKeys.games, 'list', filter]}
        fetchPage={(page, perPage) => getGames(page, perPage, filter)}
        columns={columns}
        emptyText="没有符合条件的游戏"
        totalText={(total) => `共 ${total} 款游戏`}
        csv={{ filename: '游戏列表' }}
      />
    </Page>
  );
}
