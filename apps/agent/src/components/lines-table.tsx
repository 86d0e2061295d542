import type { ReactNode } from 'react';
import styles from './lines-table.module.css';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Figures align right so their digits line up. */
  numeric?: boolean;
}

/** A small table that scrolls sideways on a phone; an empty one says so in a row of its own. */
export function LinesTable<T>(props: { caption: string; columns: Column<T>[]; rows: T[]; empty: string }) {
  const { caption, columns, rows, empty } = props;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.label} className={column.numeric ? styles.numeric : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
