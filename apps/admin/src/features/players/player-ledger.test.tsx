import { describe } from 'vitest';
import { itListsFiltersAndExports } from '../../test/list-page';
import type { PlayerLedgerRow } from './api/get-player-ledger';
import { PlayerLedger } from './player-ledger';

const DEPOSIT: PlayerLedgerRow = {
  id: 3,
  created_at: '2026-06-01 10:00:00',
  wallet: '中心钱包',
  reason: 'deposit',
  reason_label: '存款',
  amount: '500.00',
  balance_after: '3388.00',
  ref_type: 'deposit',
  ref_id: 'D202606010001',
  memo: '',
};
const TRANSFER = {
  reason: 'transfer_in',
  reason_label: '转入游戏',
  amount: '-100.00',
  ref_type: '',
  ref_id: '',
};

describe('PlayerLedger', () => {
  itListsFiltersAndExports({
    ui: <PlayerLedger playerId={7} username="demo888" />,
    path: '/admin/api/players/7/ledger',
    rows: [DEPOSIT, { ...DEPOSIT, ...TRANSFER, id: 2, wallet: 'PG电子', balance_after: '100.00' }],
    firstText: 'D202606010001',
    headings: ['时间', '类型', '钱包', '金额', '变动后余额', '关联单号'],
    cells: [
      ['D202606010001', '存款', '中心钱包', '+500.00', '¥3,388.00'],
      ['PG电子', '转入游戏', '—', '¥100.00'],
    ],
    total: '共 2 条',
    filter: ({ pick }) => pick(0, '转入游戏'),
    search: '?reason=transfer_in&page=1&per_page=20',
    csv: [
      'ledger-demo888.csv',
      `时间,类型,钱包,金额,变动后余额,关联单号
2026-06-01 10:00:00,存款,中心钱包,500.00,3388.00,D202606010001
2026-06-01 10:00:00,转入游戏,PG电子,-100.00,100.00,
`,
    ],
  });
});
