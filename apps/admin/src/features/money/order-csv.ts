import type { CsvColumn } from '../../lib/csv';
import type { DepositRow } from './api/get-pending-deposits';
import type { WithdrawalRow } from './api/get-pending-withdrawals';
import { WITHDRAWAL_TYPE } from './labels';
import { PAYTYPE_LABEL } from './paytypes';

/** The first CSV columns of every deposit export: order, player, method and amount. */
export const DEPOSIT_CSV_HEAD: CsvColumn<DepositRow>[] = [
  { title: '订单号', value: (d) => d.deposit_no },
  { title: '会员', value: (d) => d.username },
  { title: '会员ID', value: (d) => d.user_id },
  { title: '方式', value: (d) => PAYTYPE_LABEL[d.paytype] ?? d.paytype },
  { title: '金额', value: (d) => d.amount },
];

/** The first CSV columns of every withdrawal export: order, player, method and amount. */
export const WITHDRAWAL_CSV_HEAD: CsvColumn<WithdrawalRow>[] = [
  { title: '订单号', value: (w) => w.order_no },
  { title: '会员', value: (w) => w.username },
  { title: '会员ID', value: (w) => w.user_id },
  { title: '方式', value: (w) => WITHDRAWAL_TYPE[w.type]?.label ?? w.type },
  { title: '金额', value: (w) => w.amount },
];
