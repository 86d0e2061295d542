import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface Props {
  title: string;
  description?: ReactNode;
  /** 'error' draws a broken link instead of an empty box. */
  tone?: 'empty' | 'error';
  children?: ReactNode;
}

/** Empty and error states in the house palette (antd-mobile's ErrorBlock art is blue). */
export function EmptyState({ title, description, tone = 'empty', children }: Props) {
  return (
    <div className={styles.box}>
      <svg className={styles.art} viewBox="0 0 96 80" fill="none" aria-hidden="true">
        <ellipse cx="48" cy="72" rx="34" ry="5" fill="#efe6da" />
        {tone === 'empty' ? (
          <>
            <path d="M18 34 48 22l30 12v30L48 76 18 64Z" fill="#f8e3b0" />
            <path d="M18 34 48 46l30-12M48 46v30" stroke="#c9963e" strokeWidth="2" strokeLinejoin="round" />
            <path
              d="M18 34 8 44l30 12 10-10M78 34l10 10-30 12-10-10"
              fill="#fff7e6"
              stroke="#c9963e"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <path
              d="M40 10c2 4 6 6 8 12M58 8c-2 5-6 8-8 14"
              stroke="#b5162d"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </>
        ) : (
          <>
            <circle cx="48" cy="38" r="26" fill="#fff7e6" stroke="#c9963e" strokeWidth="2" />
            <path d="M38 30 58 46M58 30 38 46" stroke="#b5162d" strokeWidth="3" strokeLinecap="round" />
          </>
        )}
      </svg>
      <div className={styles.title}>{title}</div>
      {description && <div className={styles.description}>{description}</div>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
