import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from './sub-page.module.css';

/** A full-screen page outside the tab bar (a statement, 安全中心): a red bar with its title and 返回. */
export function SubPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <NavBar className={styles.nav} onBack={() => void navigate(back)}>
        {title}
      </NavBar>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
