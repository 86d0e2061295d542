import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import { itListsFiltersAndExports } from '../../test/list-page';
import { withdrawal } from '../../test/orders';
import { WithdrawalHistoryPage } from './withdrawal-history-page';

const REFUSED = {
  state: 3,
  reason: '收款账户与实名不符',
  reviewer: 'finance1',
  updated_at: '2026-06-01 10:05:00',
};

describe('WithdrawalHistoryPage', () => {
  itListsFiltersAndExports({
    ui: <WithdrawalHistoryPage />,
    path: '/admin/api/withdrawals/history',
    rows: [withdrawal(REFUSED)],
    firstText: 'W202606010001',
    role: 'finance',
    headings: ['订单', '会员', '金额', '收款信息', '结果', '处理'],
    cells: [['W202606010001', '¥1,500.00', '北京朝阳支行', '已拒绝退回', '收款账户与实名不符', 'finance1']],
    total: '共 1 笔',
    filter: async ({ user, pick }) => {
      await user.type(screen.getByPlaceholderText('会员账号'), 'demo888{Enter}');
      await pick(0, '已出款');
    },
    search: '?username=demo888&state=2&page=1&per_page=20',
    csv: [
      'withdrawal-history.csv',
      `订单号,会员,会员ID,方式,金额,收款账号,结果,原因,处理人,提交时间,处理时间
W202606010001,demo888,7,银行卡,1500.00,6222020012345678,已拒绝退回,收款账户与实名不符,finance1,\
2026-06-01 10:00:00,2026-06-01 10:05:00
`,
    ],
  });
});
