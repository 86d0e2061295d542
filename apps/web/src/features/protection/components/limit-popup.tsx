import { useEffect, useState } from 'react';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import type { LimitStatus } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { amountInput, formatYuan } from '../../../lib/money';
import { toastError } from '../../../lib/toast-error';
import { useLimitMutations } from '../api/post-limit';
import styles from '../protection-page.module.css';

interface Props {
  limit: LimitStatus | null;
  onClose: () => void;
}

/** Sets, changes or removes one limit; the server decides whether it applies now or after 24 hours. */
export function LimitPopup({ limit, onClose }: Props) {
  const [amount, setAmount] = useState('');
  const { set } = useLimitMutations();

  useEffect(() => {
    if (limit) setAmount('');
  }, [limit]);

  const save = async (value: string) => {
    if (!limit) return;
    if (value !== '' && !(Number(value) > 0)) {
      Toast.show({ content: '请输入正确的限额金额' });
      return;
    }
    try {
      const answer = await set.mutateAsync({ period: limit.period, amount: value });
      Toast.show({ icon: isOk(answer) ? 'success' : 'fail', content: answer.message, duration: 3000 });
      if (isOk(answer)) onClose();
    } catch (error) {
      toastError(error, '网络连接超时，请重试！');
    }
  };

  return (
    <Popup visible={limit !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup}>
      {limit && (
        <div className={styles.popupBody}>
          <h3 className={styles.popupTitle}>{limit.label}存款限额</h3>
          <p className={styles.popupCurrent}>
            当前：{limit.limit ? `${formatYuan(limit.limit)} 元` : '未设置'}
          </p>
          <div className={styles.amountField}>
            <span>¥</span>
            <Input
              value={amount}
              onChange={(value) => setAmount(amountInput(value))}
              placeholder="请输入限额金额（元）"
              inputMode="decimal"
              name="limit-amount"
              aria-label="限额金额"
              clearable
            />
          </div>
          <p className={styles.note}>降低立即生效；提高需 24 小时冷静期后生效。</p>
          <Button
            block
            className={styles.primary}
            loading={set.isPending}
            onClick={() => void save(amount.trim())}
          >
            保存限额
          </Button>
          {limit.limit && (
            <Button
              block
              fill="none"
              className={styles.secondary}
              disabled={set.isPending}
              onClick={() => void save('')}
            >
              取消此限额（24 小时后生效）
            </Button>
          )}
        </div>
      )}
    </Popup>
  );
}
