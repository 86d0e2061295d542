import { useGo } from '../lib/use-go';
import styles from './wallet-tabs.module.css';

const TABS = [
  { path: '/wallet', label: '存款' },
  { path: '/withdraw', label: '取款' },
  { path: '/transfer', label: '转账' },
] as const;

/** The deposit / withdraw / transfer switch on top of the three wallet screens (spec 000 §2, 001 §2). */
export function WalletTabs({ active }: { active: (typeof TABS)[number]['path'] }) {
  const go = useGo();
  return (
    <nav className={styles.tabs} role="tablist" aria-label="钱包">
      {TABS.map((tab) => (
        <button
          key={tab.path}
          type="button"
          role="tab"
          aria-selected={tab.path === active}
          className={tab.path === active ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => go(tab.path)}
        >
          {tab.label}
        </button>
      ))}
    </nav>
  );
}
