import type { ReactNode } from 'react';
import { CrownIcon } from '../../../components/crown-icon';
import { DepositIcon, TransferIcon, WithdrawIcon } from '../../../components/line-icons';
import styles from './home-sections.module.css';

const SHORTCUTS: { label: string; to: string; icon: ReactNode }[] = [
  { label: '存款', to: '/wallet', icon: <DepositIcon /> },
  { label: '取款', to: '/withdraw', icon: <WithdrawIcon /> },
  { label: '转账', to: '/transfer', icon: <TransferIcon /> },
  { label: 'VIP', to: '/vip', icon: <CrownIcon /> },
];

export function ShortcutGrid({ onGo }: { onGo: (to: string) => void }) {
  return (
    <nav className={styles.shortcuts} aria-label="快捷入口">
      {SHORTCUTS.map((item) => (
        <button key={item.to} type="button" className={styles.shortcut} onClick={() => onGo(item.to)}>
          <span className={styles.shortcutIcon}>{item.icon}</span>
          {item.label}
        </button>
      ))}
    </nav>
  );
}
