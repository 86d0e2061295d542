import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itListsFiltersAndExports, renderListPage } from '../../test/list-page';
import type { ExclusionRow } from './api/get-exclusions';
import { ExclusionsPage } from './exclusions-page';

const TIMEOUT: ExclusionRow = {
  id: 5,
  kind: 'timeout',
  duration: '7d',
  starts_at: '2026-06-01 10:00:00',
  ends_at: '2026-06-08 10:00:00',
  active: true,
  user_id: 7,
  username: 'demo888',
  ip: '10.0.0.7',
  created_at: '2026-06-01 10:00:00',
};
const FOR_GOOD = { kind: 'self_exclusion', duration: 'permanent', ends_at: null, active: false } as const;
const ROWS = [
  TIMEOUT,
  {
    ...TIMEOUT,
    ...FOR_GOOD,
    id: 4,
    user_id: 8,
    username: 'lucky66',
    ip: '10.0.0.8',
    created_at: '2026-05-01',
  },
];
const PAGE = { path: '/admin/api/protection/exclusions', rows: ROWS, firstText: 'demo888' };

describe('ExclusionsPage', () => {
  itListsFiltersAndExports({
    ui: <ExclusionsPage />,
    ...PAGE,
    headings: ['申请时间', '会员', '类型', '时长', '开始', '结束', '状态', 'IP'],
    cells: [
      ['demo888', '冷静期', '7天', '2026-06-08 10:00:00', '进行中', '10.0.0.7'],
      ['lucky66', '自我排除', '永久', '已结束', '2026-05-01'],
    ],
    total: '共 2 条',
    filter: async ({ user, pick }) => {
      await pick(0, '自我排除');
      await pick(1, '已结束');
      await user.type(screen.getByPlaceholderText('会员ID或账号'), ' lucky66 {Enter}');
    },
    search: '?kind=self_exclusion&state=ended&user=lucky66&page=1&per_page=20',
    csv: [
      'exclusions.csv',
      `申请时间,会员ID,会员,类型,时长,开始,结束,状态,IP
2026-06-01 10:00:00,7,demo888,冷静期,7天,2026-06-01 10:00:00,2026-06-08 10:00:00,进行中,10.0.0.7
2026-05-01,8,lucky66,自我排除,永久,2026-06-01 10:00:00,永久,已结束,10.0.0.8
`,
    ],
  });

  it('opens the player’s protection page from the name', async () => {
    const { row } = await renderListPage(<ExclusionsPage />, PAGE);
    const link = row('demo888').getByRole('link', { name: 'demo888' });
    expect(link).toHaveAttribute('href', '/protection/players?user=7');
  });
});
