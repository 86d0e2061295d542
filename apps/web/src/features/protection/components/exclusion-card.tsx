import { useState } from 'react';
import { Button, Dialog, Input, Selector, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import {
  EXCLUSION_DURATIONS,
  EXCLUSION_DURATION_LABEL,
  EXCLUSION_KIND_LABEL,
  type ExclusionDuration,
  type ExclusionKind,
} from '@app/shared';
import { showAlert } from '../../../lib/alert';
import { isOk } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { toastError } from '../../../lib/toast-error';
import { useExclusion } from '../api/post-exclusion';
import styles from '../protection-page.module.css';

const TEXT: Record<ExclusionKind, { intro: string; button: string; warning: string }> = {
  timeout: {
    intro: '需要休息一下？冷静期内您将无法登录、存款、游戏或参与优惠活动。',
    button: '开始冷静期',
    warning:
      '冷静期立即生效，您将被退出登录。期间无法登录、存款、游戏、转入游戏平台或参与优惠，且不能提前解除（客服也无法解除）。进行中的取款仍会正常处理。',
  },
  self_exclusion: {
    intro: '如您感到难以控制投注，可申请自我排除，期间账户将被锁定，到期前无法以任何方式解除。',
    button: '申请自我排除',
    warning:
      '自我排除立即生效且不可撤销：您将被退出登录，到期前无法登录、存款或游戏，客服也无法为您提前解除。建议您先提取账户余额。进行中的取款仍会正常处理。',
  },
};

/** A time-out or self-exclusion: pick the length, confirm, and the session ends on the spot. */
export function ExclusionCard({ kind }: { kind: ExclusionKind }) {
  const durations = EXCLUSION_DURATIONS[kind];
  const [duration, setDuration] = useState<ExclusionDuration>(durations[0]!);
  const [password, setPassword] = useState('');
  const exclusion = useExclusion();
  const navigate = useNavigate();
  const label = EXCLUSION_KIND_LABEL[kind];
  const text = TEXT[kind];

  const start = async () => {
    if (kind === 'self_exclusion' && !password) {
      Toast.show({ content: '请输入登录密码以确认' });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: `确认${EXCLUSION_DURATION_LABEL[duration]}${label}？`,
      content: text.warning,
      confirmText: '确认生效',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    try {
      const answer = await exclusion.mutateAsync({
        kind,
        duration,
        confirm: 1,
        ...(kind === 'self_exclusion' ? { password } : {}),
      });
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        return;
      }
      // The server has ended every session already; forget this one too.
      clearSession();
      await showAlert(answer.message);
      void navigate('/login?type=0', { replace: true });
    } catch (error) {
      toastError(error, '网络连接超时，请重试！');
    }
  };

  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{label}</h2>
        <span className={styles.cardHint}>立即生效 · 不可提前解除</span>
      </div>
      <p className={styles.cardText}>{text.intro}</p>
      <Selector
        className={styles.selector}
        columns={kind === 'timeout' ? 3 : 4}
        options={durations.map((d) => ({ label: EXCLUSION_DURATION_LABEL[d], value: d }))}
        value={[duration]}
        onChange={(value) => value[0] && setDuration(value[0])}
      />
      {kind === 'self_exclusion' && (
        <div className={styles.passwordField}>
          <Input
            type="password"
            value={password}
            onChange={setPassword}
            placeholder="请输入登录密码以确认"
            name="exclusion-password"
            autoComplete="current-password"
          />
        </div>
      )}
      <Button block className={styles.danger} loading={exclusion.isPending} onClick={() => void start()}>
        {text.button}
      </Button>
    </section>
  );
}
