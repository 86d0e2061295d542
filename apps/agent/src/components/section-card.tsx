import type { ReactNode } from 'react';
import styles from './section-card.module.css';

/** A white card with a heading and an optional note on the right (a date range, a count). */
export function SectionCard(props: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <header className={styles.head}>
        <h2 className={styles.title}>{props.title}</h2>
        {props.extra && <span className={styles.extra}>{props.extra}</span>}
      </header>
      {props.children}
    </section>
  );
}
