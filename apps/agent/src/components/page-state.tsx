import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { refusalText } from '@app/shared/client';
import styles from './page-state.module.css';

export function PageLoading({ label = '加载中' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <DotLoading color="primary" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load: the server's refusal, or "check the network", and a way to try again. */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ErrorBlock
      className={styles.block}
      status="default"
      title="加载失败"
      description={refusalText(error) ?? '网络异常，请检查网络后重试'}
    >
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        重新加载
      </Button>
    </ErrorBlock>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return <ErrorBlock className={styles.block} status="empty" title={title} description={hint ?? ''} />;
}
