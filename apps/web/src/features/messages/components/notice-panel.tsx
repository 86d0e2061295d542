import { useNotices } from '../api/get-notices';
import { Feed, useOpenItem } from './feed';
import styles from './panels.module.css';

/** 系统公告: the site's announcements, the first one open when the tab is shown (spec 000 §2). */
export function NoticePanel() {
  const notices = useNotices();
  const open = useOpenItem(notices.data ?? []);

  return (
    <div className={styles.notices}>
      <Feed label="系统公告" emptyTitle="暂无公告" query={notices} open={open} />
    </div>
  );
}
