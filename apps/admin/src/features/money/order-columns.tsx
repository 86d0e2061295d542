import type { TableColumnType } from 'antd';
import { Amount } from '../../components/amount';
import { OrderCell } from '../../components/order-cell';
import type { RowPlayer } from './api/player-fields';
import { PlayerCell } from './player-cell';

interface OrderRow extends RowPlayer {
  amount: string;
  created_at: string;
}

/** The order number (copyable) with the player id and when it was made; `noKey` names the number's field. */
export function orderColumn<T extends OrderRow, K extends keyof T & string>(
  noKey: K,
  width: number,
): TableColumnType<T> {
  return {
    title: '订单',
    dataIndex: noKey,
    width,
    render: (_, r) => <OrderCell no={String(r[noKey])} userId={r.user_id} createdAt={r.created_at} />,
  };
}

/** The player behind the order; the name opens the context drawer. */
export function playerColumn<T extends OrderRow>(
  width: number,
  onOpen: (userId: number) => void,
): TableColumnType<T> {
  return { title: '会员', key: 'player', width, render: (_, r) => <PlayerCell row={r} onOpen={onOpen} /> };
}

/** The order's amount in yuan, right-aligned. */
export function amountColumn<T extends OrderRow>(width: number): TableColumnType<T> {
  return {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    width,
    render: (v: string) => <Amount value={v} />,
  };
}
