import { NoticeBar } from 'antd-mobile';
import { Navigate, useNavigate } from 'react-router';
import { useSiteTitle } from '../../api/get-site-info';
import { getEndNotice, setToken, useToken } from '../../lib/session';
import { LoginForm } from './components/login-form';
import styles from './login-page.module.css';

/** The agent's sign-in with its site account; says why the last session ended, if it did. */
export default function LoginPage() {
  const token = useToken();
  const navigate = useNavigate();
  const title = useSiteTitle();
  const notice = getEndNotice();

  if (token) return <Navigate to="/" replace />;
  const signedIn = (next: string) => {
    setToken(next);
    void navigate('/', { replace: true });
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <img className={styles.logo} src="/img/logo.svg" alt="" />
        <h1 className={styles.brand}>{title ? `${title} · 代理中心` : '代理中心'}</h1>
        <p className={styles.slogan}>推广有礼 · 佣金透明 · 数据实时</p>
      </header>
      <section className={styles.card}>
        {notice && (
          <NoticeBar className={styles.notice} content={notice} color="alert" wrap aria-live="polite" />
        )}
        <h2 className={styles.cardTitle}>代理登录</h2>
        <LoginForm onSignedIn={signedIn} />
        <p className={styles.hint}>使用您在本站的会员账号登录；开启动态验证码后登录需输入6位动态码。</p>
      </section>
      <p className={styles.footer}>仅限已审核通过的代理使用 · 数据仅含您的直属团队</p>
    </div>
  );
}
