import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useHomeNotice } from '../api/get-home-notice';
import styles from './home-sections.module.css';

/** The scrolling notice line under the carousel. */
export function NoticeMarquee() {
  const { data, isPending } = useHomeNotice();
  const lines = (data ?? []).filter(Boolean);
  // While the lines are on their way the bar's place is kept (an empty bar of its size), so the
  // account card and the lobby under it do not move down when they land.
  if (isPending) {
    return (
      <div className={styles.notice}>
        <div className={styles.noticePending} role="status" aria-label="公告加载中" />
      </div>
    );
  }
  if (lines.length === 0) return null;
  return (
    <div className={styles.notice}>
      <NoticeBar
        className={styles.noticeBar}
        content={lines.join('　　　　')}
        icon={<SoundOutline />}
        speed={40}
        delay={1500}
        shape="rounded"
      />
    </div>
  );
}
