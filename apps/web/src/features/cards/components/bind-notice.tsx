import type { ReactNode } from 'react';
import { CheckShieldOutline } from 'antd-mobile-icons';
import styles from './bind-notice.module.css';

/** The reassurance strip on top of each bind screen. */
export function BindNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice}>
      <CheckShieldOutline className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}
