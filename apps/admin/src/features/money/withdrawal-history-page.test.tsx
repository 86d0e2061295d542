import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import { itListsFiltersAndExports } from '../../test/list-page';
import { withdrawal } from '../../test/orders';
import { WithdrawalHistoryPage } from './withdrawal-history-page';

const PAID = {
  id: 13,
  order_no: 'W202606010002',
  type: 1,
  bank: 'USDT',
  bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  bank_owner: 'TRC20',
  state: 2,
  reviewer: 'finance1',
  payout_reference: 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00',
  updated_at: '2026-06-01 10:30:00',
};
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
    rows: [withdrawal(REFUSED), withdrawal(PAID)],
    firstText: 'W202606010001',
    role: 'finance',
    headings: ['订单', '会员', '金额', '收款信息', '结果', '出款凭证', '处理'],
    cells: [
      ['W202606010001', '¥1,500.00', '北京朝阳支行', '已拒绝退回', '收款账户与实名不符', 'finance1'],
      ['W202606010002', '已出款', '交易哈希', PAID.payout_reference],
    ],
    total: '共 2 笔',
    filter: async ({ user, pick }) => {
      await user.type(screen.getByPlaceholderText('会员账号'), 'demo888{Enter}');
      await pick(0, '已出款');
    },
    search: '?username=demo888&state=2&page=1&per_page=20',
    csv: [
      'withdrawal-history.csv',
      `订单号,会员,会员ID,方式,金额,收款账号,结果,原因,出款凭证,处理人,提交时间,处理时间
W202606010001,demo888,7,银行卡,1500.00,6222020012345678,已拒绝退回,收款账户与实名不符,,finance1,\
2026-06-01 10:00:00,2026-06-01 10:05:00
W202606010002,demo888,7,USDT,1500.00,TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE,已出款,,${PAID.payout_reference},\
finance1,2026-06-01 10:00:00,2026-06-01 10:30:00
`,
    ],
  });
});
