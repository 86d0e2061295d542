import styles from './level-badge.module.css';

/** "2级代理" as a small gold badge: the header's agent and each sub-agent. */
export function LevelBadge({ level }: { level: number }) {
  return <span className={styles.badge}>{level}级代理</span>;
}
