import { useState } from 'react';
import { parseYuanToFen } from '@app/shared';
import { BookError, cashOut } from '../lib/api';
import { money } from '../lib/format';
import { showToast } from '../lib/toast';
import type { Ticket } from '../lib/types';
import { Dialog } from './dialog';

interface Props {
  ticket: Ticket;
  onClose: () => void;
  /** Cashed out: the list and the balance are read again. */
  onDone: () => void;
}

/** Confirms a cash-out at the price shown; a price that moved is shown again to confirm. */
export function CashoutDialog({ ticket, onClose, onDone }: Props) {
  const [value, setValue] = useState(ticket.cashout ?? '0.00');
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const done = await cashOut(ticket.ticket_no, parseYuanToFen(value) ?? 0);
      showToast(`兑现成功，¥${money(done.payout)} 已派发`);
      onDone();
    } catch (e) {
      const err = e instanceof BookError ? e : new BookError('兑现失败，请稍后再试');
      if (err.code === 'CASHOUT_CHANGED') {
        setValue((err.data as { value: string }).value);
        setChanged(true);
      } else setError(err.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="提前兑现"
      confirmText={changed ? '确认新金额' : '确认兑现'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        注单 <b>{ticket.ticket_no}</b>
      </p>
      <p>
        投注额 ¥{money(ticket.stake)}，兑现金额
        <b className="cashout-value"> ¥{money(value)}</b>
      </p>
      {changed && <p className="note">兑现金额已变化，请确认新金额</p>}
      {error && (
        <p className="slip-error banner" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
