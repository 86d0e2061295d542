import { DownOutline } from 'antd-mobile-icons';
import { HtmlContent } from '../../../components/html-content';
import styles from './message-item.module.css';

interface Props {
  id: number;
  title: string;
  createdAt: string;
  content: string;
  open: boolean;
  /** Announcements have no read state. */
  unread?: boolean;
  onToggle: () => void;
}

/** A message or announcement: its title line opens and closes its content, one at a time. */
export function MessageItem({ id, title, createdAt, content, open, unread = false, onToggle }: Props) {
  const panel = `message-${id}`;
  return (
    <li
      className={open ? `${styles.item} ${styles.open}` : styles.item}
      data-testid="message"
      data-unread={unread ? '1' : '0'}
    >
      <button
        type="button"
        className={styles.head}
        aria-expanded={open}
        aria-controls={panel}
        onClick={onToggle}
      >
        <span className={styles.icon} aria-hidden="true">
          {unread && <span className={styles.dot} />}
        </span>
        <span className={styles.text}>
          <span className={unread ? `${styles.title} ${styles.unread}` : styles.title}>
            {unread && <span className={styles.srOnly}>未读</span>}
            {title}
          </span>
          <span className={styles.date}>{createdAt}</span>
        </span>
        <DownOutline className={styles.arrow} />
      </button>
      {open && (
        <div id={panel} className={styles.body}>
          <HtmlContent html={content} />
        </div>
      )}
    </li>
  );
}
