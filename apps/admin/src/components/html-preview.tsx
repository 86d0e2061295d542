import { Empty } from 'antd';
import { sanitizeRichHtml } from '@app/shared/rich-html-dom';
import styles from './rich-content.module.css';

/** Server-sanitised rich content as players will see it. */
export function HtmlPreview({ html, testId }: { html: string; testId?: string }) {
  if (!html.trim()) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />;
  return (
    <div
      className={styles.content}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}
