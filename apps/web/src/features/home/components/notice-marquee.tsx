import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useHomeNotice } from '../api/get-home-notice';
import styles from './home-sections.module.css';

/** The scrolling notice line under the carousel. */
export function NoticeMarquee() {
  const { data } = useHomeNotice();
  const lines = (data ?? []).filter(Boolean);
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
