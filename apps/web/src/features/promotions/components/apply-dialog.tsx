import { useEffect, useState } from 'react';
import { Button, CenterPopup, Input, Toast } from 'antd-mobile';
import { ACTIVITY_MSG, digitsOnly } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { useApplyAmount } from '../api/get-apply-amount';
import { useActivityApply } from '../api/post-activity-apply';
import styles from './apply-dialog.module.css';

/** The server takes up to nine digits of whole yuan. */
const AMOUNT_DIGITS = 9;

interface Props {
  activityId: number;
  title: string;
  visible: boolean;
  onClose: () => void;
}

/**
 * The apply dialog (spec 000 §2): a digits-only amount (filled in where the activity's rule decides
 * it) and 立即申请. The server's message is
 * always shown (spec 000 §7), marked as a success only when the application was taken; then the
 * dialog closes. A refusal (already pending, bad amount) keeps it open to correct.
 */
export function ApplyDialog({ activityId, title, visible, onClose }: Props) {
  const [amount, setAmount] = useState('');
  const apply = useActivityApply();
  // Where the activity's rule decides the amount (a first deposit), the field comes filled with it.
  const decided = useApplyAmount(activityId, visible).data?.amount ?? null;
  useEffect(() => {
    if (visible && decided) setAmount(decided);
  }, [visible, decided]);

  const close = () => {
    setAmount('');
    onClose();
  };

  const submit = async () => {
    if (!amount) return void Toast.show({ content: ACTIVITY_MSG.amountRequired });
    if (Number(amount) <= 0) return void Toast.show({ content: ACTIVITY_MSG.amountInvalid });
    try {
      const answer = await apply.mutateAsync({ activityid: activityId, amount });
      const ok = isOk(answer);
      Toast.show({ icon: ok ? 'success' : 'fail', content: answer.message || ACTIVITY_MSG.submitted });
      if (ok) close();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <CenterPopup visible={visible} onMaskClick={close} className={styles.popup} destroyOnClose>
      <div className={styles.box} role="dialog" aria-label="活动申请">
        <h3 className={styles.heading}>活动申请</h3>
        <p className={styles.title}>{title}</p>
        <label className={styles.field}>
          <span className={styles.label}>申请金额</span>
          <Input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder="请输入金额（整数）"
            value={amount}
            // No maxLength: digitsOnly cuts after stripping, so pasted text keeps its digits.
            onChange={(value) => setAmount(digitsOnly(value, AMOUNT_DIGITS))}
            onEnterPress={() => void submit()}
          />
          <span className={styles.unit}>元</span>
        </label>
        <p className={styles.tip}>
          {decided
            ? '已按活动规则填入您的存款金额，确认后提交审核。'
            : '请按活动规则填写对应的存款或投注金额，提交后由客服审核。'}
        </p>
        <div className={styles.actions}>
          <Button fill="outline" onClick={close}>
            取消
          </Button>
          <Button className={styles.confirm} loading={apply.isPending} onClick={() => void submit()}>
            立即申请
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
