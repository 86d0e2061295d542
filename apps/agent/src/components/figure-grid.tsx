import type { ReactNode } from 'react';
import styles from './figure-grid.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
  /** The value as text, when it is an element: how long it reads decides its size. */
  text?: string;
}

/** Characters a quarter of a phone's width holds at the figures' size ("10,000.00" fits). */
const FITS = 9;

/**
 * Labelled figures in a grid of `columns`: the overview's cards and a statement's summary. A figure
 * never breaks inside its digits; a longer one ("105,100.00") is set smaller instead.
 */
export function FigureGrid({ figures, columns = 4 }: { figures: Figure[]; columns?: 2 | 3 | 4 }) {
  return (
    <dl className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {figures.map(({ label, value, text }) => (
        <div key={label} className={styles.cell}>
          <dt>{label}</dt>
          <dd
            className={
              (text ?? (typeof value === 'object' ? '' : String(value))).length > FITS
                ? styles.long
                : undefined
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
