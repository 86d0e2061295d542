import { useCallback, useState } from 'react';
import { DatePicker, Input, Select, type SelectProps } from 'antd';

/** A list's filter and a setter that changes some of its fields. */
export function useFilter<F extends object>(initial = {} as F) {
  const [filter, setFilter] = useState<F>(initial);
  const set = useCallback((patch: Partial<F>) => setFilter((f) => ({ ...f, ...patch })), []);
  return [filter, set] as const;
}

/** A search box; its trimmed text, or undefined (no filter) when empty. */
export function TextSearch({
  placeholder,
  width,
  onSearch,
}: {
  placeholder: string;
  width: number;
  onSearch: (text: string | undefined) => void;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ width }}
      onSearch={(v) => onSearch(v.trim() || undefined)}
    />
  );
}

/** Searches by the player's account name; an empty search clears the filter. */
export function UsernameSearch(props: { width: number; onSearch: (username: string | undefined) => void }) {
  return <TextSearch placeholder="会员账号" {...props} />;
}

/** Beijing days 'YYYY-MM-DD' from and to; a cleared picker clears both. */
export function DayRangeFilter({ onChange }: { onChange: (range: { from?: string; to?: string }) => void }) {
  return (
    <DatePicker.RangePicker
      onChange={(_, [from, to]) => onChange({ from: from || undefined, to: to || undefined })}
    />
  );
}

interface FilterSelectProps<V extends string | number> extends Omit<
  SelectProps<V>,
  'options' | 'style' | 'onChange'
> {
  placeholder: string;
  width: number;
  /** What it offers: labels by value, or [value, label] pairs (where the values are numbers). */
  options: Readonly<Record<V & string, string>> | readonly (readonly [V, string])[];
  onChange?: (value: V | undefined) => void;
}

/** A clearable select of a list filter: cleared, it gives undefined, which drops the filter. */
export function FilterSelect<V extends string | number = string>({
  width,
  options,
  ...rest
}: FilterSelectProps<V>) {
  const pairs = Array.isArray(options) ? options : (Object.entries(options) as [V, string][]);
  return (
    <Select<V>
      allowClear
      style={{ width }}
      options={pairs.map(([value, label]) => ({ value: value as V, label }))}
      {...rest}
    />
  );
}
