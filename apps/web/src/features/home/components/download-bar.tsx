import { useState } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { sessionFlags } from '../../../lib/storage';
import styles from './download-bar.module.css';

const DISMISSED = 'downloadBarClosed';

/** "Get the app" strip at the top of home; closing it holds for this session. */
export function DownloadBar({ onOpen }: { onOpen: () => void }) {
  const [open, setOpen] = useState(() => !sessionFlags.has(DISMISSED));
  if (!open) return null;

  const close = () => {
    sessionFlags.set(DISMISSED);
    setOpen(false);
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.close} aria-label="关闭" onClick={close}>
        <CloseOutline />
      </button>
      <img className={styles.icon} src="./img/app-icon.svg" alt="" />
      <div className={styles.text}>
        <div className={styles.title}>下载金沙娱乐APP</div>
        <div className={styles.sub}>随时随地 · 畅玩无忧 · 极速存取</div>
      </div>
      <button type="button" className={styles.button} onClick={onOpen}>
        立即下载
      </button>
    </div>
  );
}
