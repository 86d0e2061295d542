import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import styles from './page.module.css';

interface PageProps {
  title: string;
  description?: ReactNode;
  /** Buttons and filters on the right of the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/** Every console screen: a title with its purpose, actions on the right, then the content. */
export function Page({ title, description, extra, children }: PageProps) {
  return (
    <section>
      <div className={styles.header}>
        <div>
          <Typography.Title level={4} className={styles.title}>
            {title}
          </Typography.Title>
          {description && (
            <Typography.Text type="secondary" className={styles.description}>
              {description}
            </Typography.Text>
          )}
        </div>
        {extra && <Space wrap>{extra}</Space>}
      </div>
      {children}
    </section>
  );
}
