import { Button, Dialog } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useMe } from '../../api/get-me';
import { PageLoading } from '../../components/page-state';
import { SectionCard } from '../../components/section-card';
import { SubPage } from '../../components/sub-page';
import { useLogout } from './api/post-logout';
import { TotpSetup } from './components/totp-setup';
import styles from './security-page.module.css';

/** 安全中心: the second factor (its state, or turning it on) and 退出登录. */
export default function SecurityPage() {
  const me = useMe().data;
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = async () => {
    const confirmed = await Dialog.confirm({ content: '确定退出代理中心吗？', confirmText: '退出登录' });
    if (!confirmed) return;
    await logout.mutateAsync().catch(() => undefined);
    void navigate('/login', { replace: true });
  };

  return (
    <SubPage title="安全中心" back="/">
      {!me ? (
        <PageLoading />
      ) : (
        <>
          <SectionCard title="动态验证码" extra={me.totp_enabled ? '已开启' : '未开启'}>
            {me.totp_enabled ? (
              <div className={styles.enabled} role="status">
                <CheckCircleFill className={styles.enabledIcon} />
                <div>
                  <strong>动态验证码已开启</strong>
                  <p>登录代理中心时，除密码外还需输入身份验证器中的6位动态码。</p>
                </div>
              </div>
            ) : (
              <>
                <p className={styles.intro}>
                  开启后，登录代理中心需同时输入密码和身份验证器 App 中的6位动态码，
                  即使密码泄露，他人也无法登录您的代理账号。
                </p>
                <TotpSetup />
              </>
            )}
          </SectionCard>
          <SectionCard title="账号">
            <p className={styles.intro}>
              当前登录：{me.username}（{me.level}级代理）。在公共设备上使用后请及时退出。
            </p>
            <Button block fill="outline" className={styles.logout} onClick={() => void signOut()}>
              退出登录
            </Button>
          </SectionCard>
        </>
      )}
    </SubPage>
  );
}
