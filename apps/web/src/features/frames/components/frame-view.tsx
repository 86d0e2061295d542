import { Button } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import styles from './frame.module.css';

interface Props {
  url: string;
  height: number;
  title: string;
  onBack?: () => void;
}

/** A full-width frame for a third-party page, or a friendly note when there is nothing to show. */
export function FrameView({ url, height, title, onBack }: Props) {
  if (!url) {
    return (
      <div className={styles.empty}>
        <EmptyState title="暂未开放" description="该服务暂未开放，请稍后再试或联系客服">
          {onBack && (
            <Button color="primary" fill="outline" size="small" onClick={onBack}>
              返回首页
            </Button>
          )}
        </EmptyState>
      </div>
    );
  }
  return (
    <iframe
      className={styles.frame}
      src={url}
      title={title}
      style={{ height: Math.max(height, 200) }}
      allow="autoplay; fullscreen; clipboard-write"
    />
  );
}
