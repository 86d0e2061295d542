import { useEffect, useRef } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useMessageNum } from '../../../api/get-message-num';
import { toastError } from '../../../lib/toast-error';
import { useInbox } from '../api/get-inbox';
import { useReadMessage } from '../api/post-read-message';
import { Feed, useOpenItem } from './feed';
import styles from './panels.module.css';

/**
 * 我的消息: the first message opens when the tab is shown (spec 000 §2); opening an unread
 * message marks it read, and 全部已读 marks them all.
 */
export function InboxPanel() {
  const inbox = useInbox();
  const { data: unread = 0 } = useMessageNum();
  const { mutate: markRead } = useReadMessage();
  const readAll = useReadMessage();
  const asked = useRef(new Set<number>());

  const items = inbox.data ?? [];
  const open = useOpenItem(items);
  const { current } = open;
  const unreadShown = items.some((m) => m.is_read !== 1);

  // A message counts as read once its content is on screen, whether tapped open or opened first.
  const toRead = current && current.is_read !== 1 ? current.id : null;
  useEffect(() => {
    if (toRead === null || asked.current.has(toRead)) return;
    asked.current.add(toRead);
    markRead(toRead, {
      onError: (error) => {
        asked.current.delete(toRead);
        toastError(error);
      },
    });
  }, [toRead, markRead]);

  const markAll = () =>
    readAll.mutate('all', {
      onSuccess: () => Toast.show({ icon: 'success', content: '已全部标记为已读' }),
      onError: (error) => toastError(error),
    });

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.summary} data-testid="unread-summary">
          {unread > 0 ? (
            <>
              未读消息 <b>{unread}</b> 条
            </>
          ) : (
            '暂无未读消息'
          )}
        </span>
        <Button
          size="mini"
          className={styles.readAll}
          disabled={unread === 0 && !unreadShown}
          loading={readAll.isPending}
          onClick={markAll}
        >
          全部已读
        </Button>
      </div>
      <Feed
        label="我的消息"
        emptyTitle="暂无消息"
        query={inbox}
        open={open}
        unread={(m) => m.is_read !== 1}
      />
    </>
  );
}
