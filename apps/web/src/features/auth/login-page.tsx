import { useEffect } from 'react';
import { Tabs } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { ServiceIcon } from '../../components/service-icon';
import { storage } from '../../lib/storage';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { safeRedirect } from './hooks/safe-redirect';
import styles from './login-page.module.css';

type Panel = 'login' | 'register';

/** /login?type=0 logs in, ?type=1 registers; `redirect` is where to go after, `pid` the referrer. */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const panel: Panel = params.get('type') === '1' ? 'register' : 'login';
  const queryPid = params.get('pid');
  const pid = queryPid ?? storage.getPid();

  useEffect(() => {
    if (queryPid) storage.setPid(queryPid);
  }, [queryPid]);

  const switchPanel = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('type', key === 'register' ? '1' : '0');
    setParams(next, { replace: true });
  };

  const finishLogin = () => void navigate(safeRedirect(params.get('redirect')), { replace: true });
  const finishRegister = () => void navigate('/', { replace: true });

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <button
          type="button"
          className={styles.close}
          aria-label="返回首页"
          onClick={() => void navigate('/')}
        >
          <CloseOutline />
        </button>
        <img className={styles.logo} src="./img/logo.svg" alt="" />
        <h1 className={styles.brand}>金沙娱乐</h1>
        <p className={styles.slogan}>品牌信誉 · 资金安全 · 极速出款</p>
      </header>

      <section className={styles.card}>
        <Tabs activeKey={panel} onChange={switchPanel} className={styles.tabs}>
          <Tabs.Tab title="登录" key="login">
            <LoginForm onDone={finishLogin} onLink={(to) => void navigate(to)} />
          </Tabs.Tab>
          <Tabs.Tab title="注册" key="register">
            <RegisterForm pid={pid} onDone={finishRegister} />
          </Tabs.Tab>
        </Tabs>
      </section>

      <button type="button" className={styles.service} onClick={() => void navigate('/kefu')}>
        <ServiceIcon size={18} />
        联系客服
      </button>
      <p className={styles.secure}>256位SSL加密保护 · 18+ 理性投注</p>
    </div>
  );
}
