import type { ReactNode } from 'react';
import type { Figure } from './figure-grid';
import styles from './row-card.module.css';

interface Props {
  /** The row's name for screen readers and tests: the account it is about. */
  label: string;
  head: ReactNode;
  figures: Figure[];
  children?: ReactNode;
}

/** One row of a list as a card: a heading line, a band of figures, then anything below (dates, actions). */
export function RowCard({ label, head, figures, children }: Props) {
  return (
    <article className={styles.card} aria-label={label}>
      <header className={styles.head}>{head}</header>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}
