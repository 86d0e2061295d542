import { describe } from 'vitest';
import { itListsFiltersAndExports } from '../../test/list-page';
import type { Platform } from './api/get-platforms';
import { PlatformsPage } from './platforms-page';

const PG: Platform = {
  code: 'pg',
  name: 'PG电子',
  category_id: 'slot',
  category: '电子',
  wallet_mode: 'seamless',
  enabled: 1,
  sort: 10,
  games: 120,
  games_shown: 100,
};
const AG = {
  ...PG,
  code: 'ag',
  name: 'AG真人',
  category: '真人',
  wallet_mode: 'transfer',
  enabled: 0,
} as const;
const PAGE = { path: '/admin/api/platforms', rows: [PG, { ...AG, sort: 5, games: 8, games_shown: 0 }] };

describe('PlatformsPage', () => {
  itListsFiltersAndExports({
    ui: <PlatformsPage />,
    ...PAGE,
    firstText: 'PG电子',
    role: 'operations',
    headings: ['平台', '分类', '钱包模式', '游戏（显示/全部）', '状态', '排序'],
    cells: [
      ['PG电子', 'pg', '电子', '免转钱包', '100 / 120', '正常'],
      ['AG真人', 'ag', '真人', '转账钱包', '0 / 8', '维护'],
    ],
    edits: {
      path: '/admin/api/platforms/:code',
      steps: [
        [{ flip: 'PG电子状态' }, 'PG电子已设为维护'],
        [{ sort: 'AG真人排序', to: 30 }, 'AG真人排序已更新'],
      ],
      sent: [
        ['/admin/api/platforms/pg', { enabled: 0 }],
        ['/admin/api/platforms/ag', { sort: 30 }],
      ],
    },
    csv: [
      '游戏平台.csv',
      `平台,代码,分类,钱包模式,显示游戏,全部游戏,状态,排序
PG电子,pg,电子,免转钱包,100,120,正常,10
AG真人,ag,真人,转账钱包,0,8,维护,5
`,
    ],
  });
});
