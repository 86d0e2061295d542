import { DotLoading } from 'antd-mobile';
import styles from './page-loading.module.css';

export function PageLoading({ text = '加载中...' }: { text?: string }) {
  return (
    <div className={styles.center} role="status">
      <DotLoading color="primary" className={styles.dot} />
      <span>{text}</span>
    </div>
  );
}
