import type { ReactNode } from 'react';
import { Input, List, type InputProps } from 'antd-mobile';
import styles from './form-card.module.css';

/** A white card of labelled rows: the bind, deposit and withdraw forms share this look. */
export function FormCard({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.card}>
      {(title || extra) && (
        <div className={styles.head}>
          <span className={styles.title}>{title}</span>
          {extra}
        </div>
      )}
      <List className={styles.list}>{children}</List>
    </section>
  );
}

interface RowProps {
  label: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
  /** A row that opens a picker: tappable, with an arrow. */
  onClick?: () => void;
  description?: ReactNode;
}

export function FormRow({ label, children, extra, onClick, description }: RowProps) {
  return (
    <List.Item
      className={styles.row}
      prefix={<span className={styles.label}>{label}</span>}
      extra={extra}
      onClick={onClick}
      arrowIcon={onClick ? true : false}
      description={description}
    >
      {children}
    </List.Item>
  );
}

/** A labelled row of one text input, clearable unless said otherwise (a read-only one never is). */
export function InputRow({ label, extra, ...input }: InputProps & { label: ReactNode; extra?: ReactNode }) {
  return (
    <FormRow label={label} extra={extra}>
      <Input clearable {...input} />
    </FormRow>
  );
}

/** The placeholder-looking text of a picker row before a choice is made. */
export function PickerValue({ value, placeholder }: { value?: string | null; placeholder: string }) {
  return value ? (
    <span className={styles.value}>{value}</span>
  ) : (
    <span className={styles.placeholder}>{placeholder}</span>
  );
}
