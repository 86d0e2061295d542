import { DatePicker, Input } from 'antd';

/** Searches by the player's account name; an empty search clears the filter. */
export function UsernameSearch({
  width,
  onSearch,
}: {
  width: number;
  onSearch: (username: string | undefined) => void;
}) {
  return (
    <Input.Search
      allowClear
      placeholder="会员账号"
      style={{ width }}
      onSearch={(v) => onSearch(v.trim() || undefined)}
    />
  );
}

/** Beijing days 'YYYY-MM-DD' from and to; a cleared picker clears both. */
export function DayRangeFilter({ onChange }: { onChange: (range: { from?: string; to?: string }) => void }) {
  return (
    <DatePicker.RangePicker
      onChange={(_, [from, to]) => onChange({ from: from || undefined, to: to || undefined })}
    />
  );
}
