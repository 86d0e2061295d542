import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import { itListsFiltersAndExports } from '../../test/list-page';
import { deposit } from '../../test/orders';
import { DepositHistoryPage } from './deposit-history-page';

const DONE = { reviewer: 'finance1', updated_at: '2026-06-01 10:05:00' };
const REFUSED = {
  id: 22,
  deposit_no: 'D202606010002',
  paytype: 'usdt',
  state: 3,
  reason: '未到账',
  reviewer: null,
};

describe('DepositHistoryPage', () => {
  itListsFiltersAndExports({
    ui: <DepositHistoryPage />,
    path: '/admin/api/deposits/history',
    rows: [deposit({ ...DONE, state: 2 }), deposit({ ...DONE, ...REFUSED })],
    firstText: 'D202606010001',
    role: 'finance',
    headings: ['订单', '会员', '方式', '金额', '结果', '处理'],
    cells: [
      ['D202606010001', '银行转账', '¥500.00', '已入账', 'finance1'],
      ['D202606010002', 'USDT', '已拒绝', '未到账', '支付通道'],
    ],
    total: '共 2 笔',
    filter: async ({ user, pick }) => {
      await user.type(screen.getByPlaceholderText('会员账号'), 'demo888{Enter}');
      await pick(0, '已拒绝');
      await pick(1, '支付宝');
    },
    search: '?username=demo888&state=3&paytype=alipay&page=1&per_page=20',
    csv: [
      'deposit-history.csv',
      `订单号,会员,会员ID,方式,金额,结果,原因,处理人,提交时间,处理时间
D202606010001,demo888,7,银行转账,500.00,已入账,,finance1,2026-06-01 10:00:00,2026-06-01 10:05:00
D202606010002,demo888,7,USDT,500.00,已拒绝,未到账,支付通道,2026-06-01 10:00:00,2026-06-01 10:05:00
`,
    ],
  });
});
