import { Switch, Typography } from 'antd';
import { monoClass } from '../../components/amount';
import type { CsvPart, ListColumn } from '../../components/csv-columns';
import { SortInput } from './sort-input';

/** A name in bold over its code in small monospace. */
export function NameCode({ name, code }: { name: string; code: string }) {
  return (
    <div>
      <Typography.Text strong>{name}</Typography.Text>
      <div className={monoClass} style={{ color: '#8c8c8c', fontSize: 12 }}>
        {code}
      </div>
    </div>
  );
}

interface SwitchSpec<T> {
  width: number;
  /** The switch's words on and off. */
  words: readonly [on: string, off: string];
  /** The row's name: the switch is labelled with it and the column's title. */
  name: (row: T) => string;
  canEdit: boolean;
  busy: (row: T) => boolean;
  flip: (row: T, on: boolean) => void;
  csv?: CsvPart<T>;
}

/** A 1/0 flag of the row, `title` over its `dataIndex`, switched in place (not without the permission). */
export function switchColumn<T>(title: string, dataIndex: keyof T & string, s: SwitchSpec<T>): ListColumn<T> {
  const render = (v: number, row: T) => (
    <Switch
      aria-label={`${s.name(row)}${title}`}
      checked={v === 1}
      checkedChildren={s.words[0]}
      unCheckedChildren={s.words[1]}
      disabled={!s.canEdit}
      loading={s.busy(row)}
      onChange={(on) => s.flip(row, on)}
    />
  );
  return { title, dataIndex, width: s.width, render, csv: s.csv };
}

const SORT = { title: '排序', dataIndex: 'sort', width: 110, csv: true } as const;

/** The row's order (higher first), edited in place and exported as it is. */
export function sortColumn<T extends { sort: number }>(
  name: (row: T) => string,
  canEdit: boolean,
  save: (row: T, sort: number) => Promise<unknown>,
): ListColumn<T> {
  const render = (v: number, row: T) => (
    <SortInput label={`${name(row)}排序`} value={v} disabled={!canEdit} onSave={(sort) => save(row, sort)} />
  );
  return { ...SORT, render };
}
