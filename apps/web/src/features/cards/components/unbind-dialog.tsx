import { useState } from 'react';
import { Button, CenterPopup } from 'antd-mobile';
import { CARD_MSG, CARD_TYPE, validateUnbind, type CardRecord } from '@app/shared';
import { PayPasswordInput } from '../../../components/pay-password-input';
import { submitForm } from '../../../lib/submit-form';
import { useDelCard } from '../api/post-del-card';
import styles from './unbind-dialog.module.css';

interface Props {
  card: CardRecord | null;
  onClose: () => void;
}

function describe(card: CardRecord): string {
  if (card.type === CARD_TYPE.bank) return `${card.bank} ${card.bank_no}`;
  const addr =
    card.bank_no.length > 16 ? `${card.bank_no.slice(0, 8)}…${card.bank_no.slice(-6)}` : card.bank_no;
  return `${card.bank_owner} ${addr}`;
}

/** Asks the payment password before unbinding (spec 001 §5): a wrong length keeps the dialog open. */
export function UnbindDialog({ card, onClose }: Props) {
  const [payPass, setPayPass] = useState('');
  const del = useDelCard();

  const close = () => {
    setPayPass('');
    onClose();
  };

  const confirm = async () => {
    if (!card) return;
    const sent = () => del.mutateAsync({ id: card.id, pay_pass: payPass });
    const toasts = { fallback: CARD_MSG.unbindSuccess, onRefused: () => setPayPass('') };
    if (await submitForm(validateUnbind(payPass), sent, toasts)) close();
  };

  return (
    <CenterPopup visible={card !== null} onMaskClick={close} className={styles.popup} destroyOnClose>
      <div className={styles.box}>
        <h3 className={styles.title}>{card?.type === CARD_TYPE.bank ? '解绑银行卡' : '解绑钱包地址'}</h3>
        {card && <p className={styles.target}>{describe(card)}</p>}
        <p className={styles.tip}>解绑后该账户将不能再用于取款</p>
        <label className={styles.field}>
          <PayPasswordInput className={styles.input} value={payPass} onChange={setPayPass} />
        </label>
        <div className={styles.actions}>
          <Button fill="outline" onClick={close}>
            取消
          </Button>
          <Button className={styles.confirm} loading={del.isPending} onClick={confirm}>
            确认解绑
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
