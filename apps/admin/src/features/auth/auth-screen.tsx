import type { ReactNode } from 'react';
import { Typography } from 'antd';
import styles from './auth-screen.module.css';

/** The frame of the screens before the console: login and the first-login password change. */
export function AuthScreen({
  title,
  hint,
  children,
}: {
  title: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.screen}>
      <aside className={styles.brand}>
        <div className={styles.logo}>
          <span className={styles.mark}>金</span>
          金沙娱乐 · 运营后台
        </div>
        <div>
          <h1 className={styles.headline}>安全、可审计的运营工作台</h1>
          <p className={styles.tagline}>
            存取款审核、活动与内容、客服与会员服务。每一项操作按角色授权，并记入审计日志。
          </p>
        </div>
        <div className={styles.footnote}>仅限授权人员使用 · 请勿在公共电脑上保存登录状态</div>
      </aside>
      <section className={styles.panel}>
        <div className={styles.card}>
          <Typography.Title level={3} className={styles.cardTitle}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary" className={styles.cardHint}>
            {hint}
          </Typography.Text>
          {children}
        </div>
      </section>
    </main>
  );
}
