import { LeftOutline } from 'antd-mobile-icons';
import styles from './game-bar.module.css';

export const GAME_BAR_HEIGHT = 44;

/** The thin bar above a game or external page, with the way back home. */
export function GameBar({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.back} onClick={onBack}>
        <LeftOutline />
        返回首页
      </button>
      <div className={styles.title}>{title}</div>
    </div>
  );
}
