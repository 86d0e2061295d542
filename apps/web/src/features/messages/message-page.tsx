import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageNum } from '../../api/get-message-num';
import { InboxPanel } from './components/inbox-panel';
import { NoticePanel } from './components/notice-panel';
import styles from './message-page.module.css';

/** /message?type=0 the player's inbox, ?type=1 the site's announcements (spec 000 §2). */
export default function MessagePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') === '1' ? '1' : '0';
  const { data: unread = 0 } = useMessageNum();

  return (
    <div className={styles.page}>
      <Tabs
        className={styles.tabs}
        activeKey={type}
        onChange={(key) => void navigate(`/message?type=${key}`, { replace: true })}
      >
        <Tabs.Tab
          key="0"
          title={
            <span className={styles.tabTitle}>
              我的消息
              {unread > 0 && (
                <span className={styles.count} aria-label={`${unread}条未读`}>
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </span>
          }
        />
        <Tabs.Tab key="1" title="系统公告" />
      </Tabs>
      {/* Each tab mounts afresh, so switching opens its first item again. */}
      <div role="tabpanel">{type === '0' ? <InboxPanel key="inbox" /> : <NoticePanel key="notices" />}</div>
    </div>
  );
}
