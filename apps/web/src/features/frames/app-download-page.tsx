import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, NavBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useAppInfo } from '../../api/get-app-info';
import { AddToHomeScreen } from '../../pwa/add-to-home-screen';
import { HOME_SCREEN_STEPS, INSTALLED_TEXT, type InstallWay } from '../../pwa/home-screen-steps';
import { isIos, useInstallWay } from '../../pwa/install-prompt';
import { PACKAGE_GUIDE, WEB_APP_GUIDE } from './components/install-guides';
import styles from './app-download-page.module.css';

/** The hidden frame starts the iOS install; it is removed after 2 s (spec 000 §2 /app). */
const FRAME_LIFETIME_MS = 2000;

/** The web app onto the home screen: Chromium's dialog, or the steps this browser needs. */
async function installWebApp(way: InstallWay, install: () => Promise<boolean>): Promise<void> {
  if (way === 'installed') {
    Toast.show({ content: INSTALLED_TEXT });
  } else if (way === 'prompt') {
    if (await install()) Toast.show({ icon: 'success', content: '已添加到主屏幕' });
  } else {
    await Dialog.alert({
      title: '添加到主屏幕',
      content: (
        <ol className={styles.dialogSteps}>
          {HOME_SCREEN_STEPS[way].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ),
      confirmText: '我知道了',
    });
  }
}

/**
 * /app: the native package for this device when one is configured (iOS through the spec's hidden
 * frame, Android as a download), the web app beside it; with none, 立即下载 installs the web app.
 */
export default function AppDownloadPage() {
  const navigate = useNavigate();
  const { data: appInfo } = useAppInfo();
  const { way, install } = useInstallWay();
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const ios = isIos();
  const packageUrl = (ios ? appInfo?.ios_download_url : appInfo?.android_download_url) ?? '';
  const native = packageUrl ? PACKAGE_GUIDE[ios ? 'ios' : 'android'] : null;
  const steps = native?.steps ?? HOME_SCREEN_STEPS[way === 'installed' ? 'menu' : way];

  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);

  const download = () => {
    if (!packageUrl) return void installWebApp(way, install);
    if (!ios) return void window.open(packageUrl, '_self');
    setFrameUrl(packageUrl);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFrameUrl(null), FRAME_LIFETIME_MS);
  };

  return (
    <div className={styles.page}>
      <NavBar onBack={() => void navigate('/')}>APP下载</NavBar>
      <section className={styles.hero}>
        <img className={styles.icon} src="./img/app-icon.svg" alt="" />
        <h1 className={styles.name}>{native?.name ?? WEB_APP_GUIDE.name}</h1>
        <p className={styles.desc}>{native ? '安全稳定 · 极速存取 · 随时随地畅玩' : WEB_APP_GUIDE.tagline}</p>
        <Button
          className={styles.download}
          loading={frameUrl !== null}
          loadingText="下载中"
          onClick={download}
        >
          立即下载
        </Button>
      </section>

      {native && <AddToHomeScreen />}

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>安装教程</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>温馨提示</h2>
        <ul className={styles.notes}>
          {(native?.notes ?? WEB_APP_GUIDE.notes).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      {frameUrl && <iframe className={styles.hidden} src={frameUrl} title="下载" />}
    </div>
  );
}
