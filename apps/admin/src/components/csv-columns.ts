import type { TableColumnType } from 'antd';
import type { CsvColumn, CsvValue } from '../lib/csv';

/** A CSV cell: the row's field of that name, or made from the row. */
type CsvCell<T> = (keyof T & string) | ((row: T) => CsvValue);

/**
 * What a table column puts in the CSV export, where it stands: `true`, its title over its
 * dataIndex field; a string, that CSV title over the field; a function, the cell under its title;
 * or CSV columns of their own by title (a column showing several fields). CSV titles are a contract.
 */
export type CsvPart<T> = true | string | ((row: T) => CsvValue) | Record<string, CsvCell<T>>;

/** A table column that may also be exported. */
export type ListColumn<T> = TableColumnType<T> & { csv?: CsvPart<T> };

const cellOf =
  <T>(cell: CsvCell<T>) =>
  (row: T): CsvValue =>
    typeof cell === 'function' ? cell(row) : (row[cell] as CsvValue);

/** The CSV columns the table's columns name, in their order. */
export function csvColumns<T>(columns: readonly ListColumn<T>[]): CsvColumn<T>[] {
  return columns.flatMap(({ csv, title, dataIndex }): CsvColumn<T>[] => {
    if (csv === undefined) return [];
    if (typeof csv === 'object') {
      return Object.entries(csv).map(([heading, cell]) => ({ title: heading, value: cellOf(cell) }));
    }
    if (typeof csv === 'function') return [{ title: String(title), value: csv }];
    const field = String(dataIndex) as keyof T & string;
    return [{ title: csv === true ? String(title) : csv, value: cellOf(field) }];
  });
}
