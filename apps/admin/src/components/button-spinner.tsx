import styles from './button-spinner.module.css';

/**
 * The busy mark of every antd Button (ConfigProvider `button.loadingIcon`). antd's default one
 * collapses with a CSS transition and is removed only on `transitionend`; when an answer comes
 * back within a frame of the click that event never fires, and an invisible spinner labelled
 * "loading" stays in the button for good, so its accessible name becomes "loading 登录". This
 * one is a plain element: it goes the moment loading ends.
 */
export function ButtonSpinner() {
  return (
    <svg className={styles.spinner} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M8 1.5A6.5 6.5 0 1 1 1.5 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
