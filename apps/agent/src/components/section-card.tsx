import { useId, type ReactNode } from 'react';
import styles from './section-card.module.css';

/**
 * A white card with a heading and an optional note on the right (a date range, a count), named by
 * its heading so a screen reader lists it as a region.
 */
export function SectionCard(props: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          {props.title}
        </h2>
        {props.extra && <span className={styles.extra}>{props.extra}</span>}
      </header>
      {props.children}
    </section>
  );
}
