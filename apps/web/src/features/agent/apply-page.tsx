import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { validateAgentApplication } from '@app/shared';
import { useUser } from '../../api/get-user';
import { FormCard, InputRow } from '../../components/form-card';
import { PageLoading } from '../../components/page-loading';
import { FormSubmit, PrimaryButton } from '../../components/primary-button';
import { submitForm } from '../../lib/submit-form';
import { useGo } from '../../lib/use-go';
import { useApplyStatus } from './api/get-apply-status';
import { useApplyAgent } from './api/post-apply-agent';
import { ApplyStatusCard } from './components/apply-status-card';
import styles from './apply-page.module.css';

/** Room for the pattern's optional 86 or 17951 prefix before the 11 digits. */
const MOBILE_MAX = 16;
const REASON_MAX = 200;

/**
 * /apply, the agent application (spec 001 §2): real name from the profile (read-only), mobile and
 * reason, checked by the shared rule; the server's answer is the toast. An agent sees the agent
 * login instead of the form; a player with an application sees where it stands (a refused one may
 * apply again).
 */
export default function ApplyPage() {
  const { data: user } = useUser();
  const apply = useApplyAgent();
  const status = useApplyStatus();
  const [again, setAgain] = useState(false);
  const go = useGo();
  // null until edited: the mobile starts as the profile's, which loads with it.
  const [mobile, setMobile] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const phone = mobile ?? user?.mobile ?? '';

  const submit = async () => {
    const form = { mobile: phone.trim(), apply_info: reason.trim() };
    if (await submitForm(validateAgentApplication(form), () => apply.mutateAsync(form))) {
      setReason('');
      setAgain(false);
    }
  };

  const intro = (
    <div className={styles.intro}>
      <span className={styles.introIcon}>
        <TeamOutline />
      </span>
      <div>
        <div className={styles.introTitle}>成为金沙合营代理</div>
        <div className={styles.introText}>请填写真实有效的信息，以便我们尽快审核通过您的申请。</div>
      </div>
    </div>
  );

  if (Number(user?.isagent) === 1) {
    return (
      <div className={styles.page}>
        {intro}
        <div className={styles.agent}>
          <div className={styles.agentTitle}>您已经是代理</div>
          <p className={styles.agentText}>可通过代理登录查看您的下线会员。</p>
          <PrimaryButton onClick={() => go('/gamePage?dailiD=1')}>代理登录</PrimaryButton>
        </div>
      </div>
    );
  }

  const state = status.data?.state ?? 0;
  if (status.isPending || (status.data && (state === 1 || (state === 3 && !again)))) {
    return (
      <div className={styles.page}>
        {intro}
        {status.data ? (
          <ApplyStatusCard status={status.data} onApplyAgain={() => setAgain(true)} />
        ) : (
          <PageLoading />
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {intro}
      <FormCard title="申请资料">
        <InputRow
          label="真实姓名"
          name="realname"
          value={user?.realname ?? ''}
          readOnly
          placeholder="未填写"
        />
        <InputRow
          label="手机号码"
          name="mobile"
          type="tel"
          inputMode="numeric"
          placeholder="请输入手机号码"
          value={phone}
          maxLength={MOBILE_MAX}
          onChange={setMobile}
        />
      </FormCard>
      <section className={styles.reasonCard}>
        <div className={styles.reasonTitle}>申请理由</div>
        <TextArea
          className={styles.reason}
          name="apply_info"
          placeholder="请简单介绍您的推广渠道、经验与资源"
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          rows={5}
          showCount
        />
      </section>
      <FormSubmit
        loading={apply.isPending}
        onClick={submit}
        note="提交后请耐心等待审核，审核结果将通过站内消息通知您。"
      >
        提交申请
      </FormSubmit>
    </div>
  );
}
