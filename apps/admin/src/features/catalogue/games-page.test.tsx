import { describe } from 'vitest';
import { answer, ok } from '../../test/render';
import { itListsFiltersAndExports } from '../../test/list-page';
import type { AdminGame } from './api/get-games';
import { GamesPage } from './games-page';

const FORTUNE: AdminGame = {
  id: 31,
  platform: 'pg',
  game_code: 'fortune-tiger',
  name: '麻将胡了',
  app_state: 1,
  hot: 0,
  sort: 8,
  platform_name: 'PG电子',
  platform_enabled: 1,
  category_id: 'concise',
  category: '电子',
  game_type: 'slot',
  mobile_img: '/img/fortune.png',
};
const BACCARAT = {
  id: 32,
  platform: 'ag',
  game_code: 'bac',
  name: '百家乐',
  platform_name: 'AG真人',
  category: '真人',
};
const PLATFORMS = [
  { code: 'pg', name: 'PG电子' },
  { code: 'ag', name: 'AG真人' },
];
const PAGE = {
  path: '/admin/api/games',
  rows: [FORTUNE, { ...FORTUNE, ...BACCARAT, app_state: 0, hot: 1, platform_enabled: 0 }],
};

const answerPlatforms = () => answer('get', '/admin/api/platforms', ok({ total: 2, data: PLATFORMS }));

describe('GamesPage', () => {
  itListsFiltersAndExports({
    ui: <GamesPage />,
    ...PAGE,
    firstText: '麻将胡了',
    alsoAnswer: answerPlatforms,
    role: 'operations',
    headings: ['游戏', '平台', '分类', '显示', '热门', '排序'],
    cells: [
      ['麻将胡了', 'fortune-tiger', 'PG电子', '电子', '显示', '普通'],
      ['百家乐', 'bac', '平台维护', '隐藏', '热门'],
    ],
    total: '共 2 款游戏',
    filter: [
      ['搜索游戏名称或代码', ' 百家 '],
      [0, 'AG真人'],
      [1, '真人'],
      [2, '隐藏'],
      [3, '热门'],
    ],
    search: '?page=1&per_page=20&q=%E7%99%BE%E5%AE%B6&platform=ag&category=realbet&app_state=0&hot=1',
    edits: {
      path: '/admin/api/games/:id',
      steps: [
        [{ flip: '麻将胡了显示' }, '麻将胡了已隐藏'],
        [{ flip: '百家乐热门' }, '百家乐已取消热门'],
        [{ sort: '百家乐排序', to: 2 }, '百家乐排序已更新'],
      ],
      sent: [
        ['/admin/api/games/31', { app_state: 0 }],
        ['/admin/api/games/32', { hot: 0 }],
        ['/admin/api/games/32', { sort: 2 }],
      ],
    },
    csv: [
      '游戏列表.csv',
      `ID,游戏,代码,平台,分类,显示,热门,排序
31,麻将胡了,fortune-tiger,PG电子,电子,显示,否,8
32,百家乐,bac,AG真人,真人,隐藏,是,8
`,
    ],
  });
});
