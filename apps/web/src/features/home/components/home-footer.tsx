import type { Ref } from 'react';
import styles from './home-sections.module.css';

interface Props {
  onOpenProtection: () => void;
  /** The floating badge keeps clear of the footer (the 18+ line) by it. */
  ref?: Ref<HTMLElement>;
}

/** Responsible-gaming line at the end of home, with the way to the protection tools. */
export function HomeFooter({ onOpenProtection, ref }: Props) {
  return (
    <footer className={styles.footer} ref={ref}>
      <div className={styles.adult}>
        <span className={styles.adultBadge}>18+</span>
        18+ 理性投注 · 未满18周岁禁止参与
      </div>
      <div>博彩有风险，请量力而行，切勿沉迷</div>
      <button type="button" className={styles.rgLink} onClick={onOpenProtection}>
        负责任博彩：存款限额 · 冷静期 · 自我排除
      </button>
      <div>© 金沙娱乐 版权所有</div>
    </footer>
  );
}
