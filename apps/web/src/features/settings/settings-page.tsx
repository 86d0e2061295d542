import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { LogoutDialog } from './components/logout-dialog';
import { useLogout } from './hooks/use-logout';
import styles from './settings-page.module.css';

/** /setting (spec 001 §2): the language, fixed to Simplified Chinese, and logout. */
export default function SettingsPage() {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();

  return (
    <div className={styles.page}>
      <div className={styles.group}>
        <List className={styles.list}>
          <List.Item
            prefix={
              <span className={styles.icon}>
                <GlobalOutline />
              </span>
            }
            extra={<span className={styles.value}>简体中文</span>}
            arrowIcon={false}
          >
            语言
          </List.Item>
        </List>
      </div>
      <Button block className={styles.logout} onClick={() => setAsking(true)}>
        退出登录
      </Button>
      <LogoutDialog visible={asking} onClose={() => setAsking(false)} onConfirm={logout} />
    </div>
  );
}
