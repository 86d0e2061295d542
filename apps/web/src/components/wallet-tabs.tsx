import { useGo } from '../lib/use-go';
import { ChoiceButtons } from './choice-buttons';
import styles from './wallet-tabs.module.css';

const TABS = [
  { key: '/wallet', label: '存款' },
  { key: '/withdraw', label: '取款' },
  { key: '/transfer', label: '转账' },
] as const;

/** The deposit / withdraw / transfer switch on top of the three wallet screens (spec 000 §2, 001 §2). */
export function WalletTabs({ active }: { active: (typeof TABS)[number]['key'] }) {
  const go = useGo();
  return (
    <ChoiceButtons
      as="nav"
      label="钱包"
      choices={TABS}
      value={active}
      onChange={(path) => go(path)}
      className={styles.tabs}
      itemClassName={styles.tab}
      activeClassName={styles.active}
    />
  );
}
