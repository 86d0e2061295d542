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
