import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import { itListsFiltersAndExports } from '../../test/list-page';
import type { AuditRow } from './api/get-audit-log';
import { AuditLogPage } from './audit-log-page';

const APPROVAL: AuditRow = {
  id: 9,
  operator_id: 2,
  operator: 'finance1',
  action: 'withdrawal.approve',
  target_type: 'withdrawal',
  target_id: '12',
  detail: { amount: '1500.00' },
  before: { state: 1 },
  after: { state: 2 },
  ip: '10.0.0.2',
  outcome: 'ok',
  created_at: '2026-06-01 10:00:00',
};
const NOBODY = { operator_id: 0, operator: '未识别', target_type: '', target_id: '', ip: '10.0.0.9' };
const DENIED = { ...APPROVAL, ...NOBODY, id: 8, action: 'player.status', outcome: 'denied' as const };

describe('AuditLogPage', () => {
  itListsFiltersAndExports({
    ui: <AuditLogPage />,
    path: '/admin/api/audit',
    rows: [
      APPROVAL,
      { ...DENIED, detail: null, before: null, after: null, created_at: '2026-06-01 09:00:00' },
    ],
    firstText: 'finance1',
    headings: ['', '时间', '操作员', '操作', '对象', 'IP'],
    cells: [
      ['finance1', '取款通过', 'withdrawal · 12', '10.0.0.2'],
      ['未识别', '已拒绝', 'player.status', '—'],
    ],
    total: '共 2 条',
    filter: async ({ user, pick }) => {
      await pick(1, '已拒绝');
      await user.type(screen.getByPlaceholderText('对象 ID（会员、订单…）'), ' 12 {Enter}');
    },
    search: '?outcome=denied&target_id=12&page=1&per_page=20',
    csv: [
      'audit-log.csv',
      `时间,操作员,操作,结果,对象类型,对象ID,IP,详情,变更前,变更后
2026-06-01 10:00:00,finance1,取款通过,成功,withdrawal,12,10.0.0.2,\
"{""amount"":""1500.00""}","{""state"":1}","{""state"":2}"
2026-06-01 09:00:00,未识别,player.status,已拒绝,,,10.0.0.9,null,"""""",""""""
`,
    ],
  });
});
