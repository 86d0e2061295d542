import { useEffect, useState } from 'react';
import { Modal } from 'antd-mobile';
import { HtmlContent } from '../../../components/html-content';
import { sessionFlags } from '../../../lib/storage';
import { useNoticeList } from '../api/get-notice-list';
import styles from './home-popups.module.css';

const WELCOME_SHOWN = 'indexModalShown';
const NOTICE_DISMISSED = 'noticePopupDismissed';

interface Props {
  /** False while home is hidden or about to redirect: nothing pops up then. */
  active: boolean;
  /** undefined while site settings are still loading. */
  welcomeHtml: string | undefined;
  /** Told once neither modal is left to show, so home's next prompts wait their turn. */
  onSettled: () => void;
}

/**
 * Welcome modal (once per session), then the announcements popup unless dismissed this session:
 * one at a time, and home's own prompts (the deposit-limit offer, the promotion badge) after them.
 */
export default function HomePopups({ active, welcomeHtml, onSettled }: Props) {
  const [welcomeClosed, setWelcomeClosed] = useState(() => sessionFlags.has(WELCOME_SHOWN));
  const [noticeDone, setNoticeDone] = useState(() => sessionFlags.has(NOTICE_DISMISSED));
  const notices = useNoticeList(!noticeDone);
  const announcements = notices.data?.data ?? [];

  const hasWelcome = Boolean(welcomeHtml?.trim());
  const welcomeDone = welcomeHtml !== undefined && (welcomeClosed || !hasWelcome);

  const noticesShown = !noticeDone && announcements.length > 0;
  const settled = welcomeDone && (noticeDone || notices.isError || (notices.isSuccess && !noticesShown));
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  const closeWelcome = () => {
    sessionFlags.set(WELCOME_SHOWN);
    setWelcomeClosed(true);
  };
  const closeNotices = () => {
    sessionFlags.set(NOTICE_DISMISSED);
    setNoticeDone(true);
  };

  return (
    <>
      <Modal
        className={styles.modal}
        visible={active && hasWelcome && !welcomeClosed}
        title={<div className={styles.header}>欢迎光临</div>}
        content={<HtmlContent className={styles.body} html={welcomeHtml ?? ''} />}
        actions={[{ key: 'ok', text: '我知道了', primary: true }]}
        closeOnAction
        showCloseButton
        onClose={closeWelcome}
      />
      <Modal
        className={styles.modal}
        visible={active && welcomeDone && noticesShown}
        title={<div className={styles.header}>平台公告</div>}
        content={
          <div className={styles.body}>
            {announcements.map((notice) => (
              <article key={notice.id} className={styles.item}>
                <div className={styles.itemTitle}>{notice.title}</div>
                <div className={styles.itemDate}>{notice.created_at}</div>
                <HtmlContent html={notice.content} />
              </article>
            ))}
          </div>
        }
        actions={[{ key: 'ok', text: '今日不再提示', primary: true }]}
        closeOnAction
        showCloseButton
        onClose={closeNotices}
      />
    </>
  );
}
