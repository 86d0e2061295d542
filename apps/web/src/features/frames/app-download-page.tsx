import { useEffect, useRef, useState } from 'react';
import { Button, NavBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useAppInfo } from '../../api/get-app-info';
import { AddToHomeScreen } from '../../pwa/add-to-home-screen';
import styles from './app-download-page.module.css';

/** The hidden frame starts the iOS install; it is removed after 2 s (spec 000 §2 /app). */
const FRAME_LIFETIME_MS = 2000;

const STEPS = [
  '使用 Safari 浏览器打开本页面，点击上方「立即下载」按钮',
  '在弹出的提示框中点击「安装」，等待描述文件下载完成',
  '返回手机桌面，等待金沙娱乐APP图标安装完成',
  '打开手机「设置」→「通用」→「VPN与设备管理」',
  '在「企业级App」中找到金沙娱乐对应的开发者描述文件',
  '点击「信任」，并在弹窗中再次确认「信任」',
  '返回桌面，打开金沙娱乐APP，登录即可畅玩',
];

const NOTES = [
  '请使用 Safari 浏览器下载安装，其他浏览器可能无法完成安装。',
  '如已安装旧版本，请先删除旧版APP后再下载安装。',
  '下载安装过程中请保持在同一网络环境，切勿切换网络。',
];

export default function AppDownloadPage() {
  const navigate = useNavigate();
  const { data: appInfo } = useAppInfo();
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);

  const download = () => {
    const url = appInfo?.ios_download_url;
    if (!url) {
      Toast.show({ content: '暂未开放，敬请期待' });
      return;
    }
    setFrameUrl(url);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFrameUrl(null), FRAME_LIFETIME_MS);
  };

  return (
    <div className={styles.page}>
      <NavBar onBack={() => void navigate('/')}>APP下载</NavBar>
      <section className={styles.hero}>
        <img className={styles.icon} src="./img/app-icon.svg" alt="" />
        <h1 className={styles.name}>金沙娱乐 iOS版</h1>
        <p className={styles.desc}>安全稳定 · 极速存取 · 随时随地畅玩</p>
        <Button
          className={styles.download}
          loading={frameUrl !== null}
          loadingText="下载中"
          onClick={download}
        >
          立即下载
        </Button>
      </section>

      <AddToHomeScreen />

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>安装教程</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>温馨提示</h2>
        <ul className={styles.notes}>
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      {frameUrl && <iframe className={styles.hidden} src={frameUrl} title="下载" />}
    </div>
  );
}
