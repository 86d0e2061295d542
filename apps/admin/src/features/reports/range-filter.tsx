import { useState } from 'react';
import { DatePicker, Segmented } from 'antd';
import type { ReportRange } from './api/get-dashboard';
import { MAX_RANGE_DAYS, PRESETS, beijingToday, presetRange, type Preset } from './report-range';

interface RangeFilterProps {
  onChange: (range: ReportRange) => void;
}

/** Quick ranges, or any span of Beijing days up to a year (no future days). */
export function RangeFilter({ onChange }: RangeFilterProps) {
  const [preset, setPreset] = useState<Preset | null>('week');
  // A new key clears the custom picker when a quick range is chosen.
  const [pickerKey, setPickerKey] = useState(0);

  return (
    <>
      <Segmented<Preset>
        data-testid="report-presets"
        value={preset ?? undefined}
        options={Object.entries(PRESETS).map(([value, label]) => ({ value: value as Preset, label }))}
        onChange={(next) => {
          setPreset(next);
          setPickerKey((k) => k + 1);
          onChange(presetRange(next));
        }}
      />
      <DatePicker.RangePicker
        key={pickerKey}
        allowClear={false}
        placeholder={['开始日期', '结束日期']}
        disabledDate={(current, info) => {
          if (current.format('YYYY-MM-DD') > beijingToday()) return true;
          return Boolean(info?.from && Math.abs(current.diff(info.from, 'day')) >= MAX_RANGE_DAYS);
        }}
        onChange={(_, [from, to]) => {
          if (!from || !to) return;
          setPreset(null);
          onChange({ from, to });
        }}
      />
    </>
  );
}
