import styles from './home-sections.module.css';

/** Responsible-gaming line at the end of home. */
export function HomeFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.adult}>
        <span className={styles.adultBadge}>18+</span>
        18+ 理性投注 · 未满18周岁禁止参与
      </div>
      <div>博彩有风险，请量力而行，切勿沉迷</div>
      <div>© 金沙娱乐 版权所有</div>
    </footer>
  );
}
