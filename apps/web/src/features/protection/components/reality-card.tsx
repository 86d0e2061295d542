import { Selector, Toast } from 'antd-mobile';
import { REALITY_CHECK_CHOICES } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { useRealityCheckSetting } from '../api/post-reality-check';
import styles from '../protection-page.module.css';

const OPTIONS = REALITY_CHECK_CHOICES.map((m) => ({ label: `${m} 分钟`, value: m }));

/** How often the reminder shows while a game is open. */
export function RealityCard({ minutes }: { minutes: number }) {
  const save = useRealityCheckSetting();

  const choose = async (value: number[]) => {
    const next = value[0];
    if (next === undefined || next === minutes) return;
    try {
      const answer = await save.mutateAsync({ minutes: next });
      Toast.show({ icon: isOk(answer) ? 'success' : 'fail', content: answer.message });
    } catch (error) {
      toastError(error, '网络连接超时，请重试！');
    }
  };

  return (
    <section className={styles.card} aria-label="游戏时间提醒">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>游戏时间提醒</h2>
      </div>
      <p className={styles.cardText}>游戏进行中，每隔所选时间提醒您本次登录的游戏时长与输赢。</p>
      <Selector
        className={styles.selector}
        columns={3}
        options={OPTIONS}
        value={[minutes]}
        onChange={(value) => void choose(value)}
        disabled={save.isPending}
      />
    </section>
  );
}
