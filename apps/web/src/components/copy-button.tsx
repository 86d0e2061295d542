import { copyText } from '@app/shared/mobile';
import styles from './copy-button.module.css';

/** A small copy icon after a value (account number, address, order number). */
export function CopyButton({ text, label = '复制' }: { text: string; label?: string }) {
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={() => void copyText(text)}>
      <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2.2" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M15.5 5.8V5.5A1.5 1.5 0 0 0 14 4H5.5A1.5 1.5 0 0 0 4 5.5V14a1.5 1.5 0 0 0 1.5 1.5h.3"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
