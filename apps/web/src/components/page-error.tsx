import { Button } from 'antd-mobile';
import { EmptyState } from './empty-state';

export function PageError({ description, onRetry }: { description?: string; onRetry?: () => void }) {
  return (
    <EmptyState tone="error" title="加载失败" description={description ?? '请检查网络后重试'}>
      {onRetry && (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          重新加载
        </Button>
      )}
    </EmptyState>
  );
}
