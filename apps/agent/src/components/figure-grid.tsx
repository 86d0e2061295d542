import type { ReactNode } from 'react';
import styles from './figure-grid.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** Labelled figures in a grid of `columns`: the overview's cards and a statement's summary. */
export function FigureGrid({ figures, columns = 4 }: { figures: Figure[]; columns?: 2 | 3 | 4 }) {
  return (
    <dl className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {figures.map(({ label, value }) => (
        <div key={label} className={styles.cell}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
