import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import styles from './primary-button.module.css';

interface Props {
  children: ReactNode;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The house's main action: crimson with gold text, full width. */
export function PrimaryButton({ children, onClick, loading, disabled, className }: Props) {
  return (
    <Button
      block
      className={className ? `${styles.button} ${className}` : styles.button}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A form's main action under its card, with a line of small print under the button. */
export function FormSubmit({ children, onClick, loading, note }: Props & { note: ReactNode }) {
  return (
    <>
      <div className={styles.formActions}>
        <PrimaryButton loading={loading} onClick={onClick}>
          {children}
        </PrimaryButton>
      </div>
      <p className={styles.formNote}>{note}</p>
    </>
  );
}
