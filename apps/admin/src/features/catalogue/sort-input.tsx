import { useState } from 'react';
import { InputNumber } from 'antd';

/** An order value edited in place: saved on Enter or when the field loses focus, if it changed. */
export function SortInput({
  value,
  disabled,
  label,
  onSave,
}: {
  value: number;
  disabled?: boolean;
  label: string;
  onSave: (next: number) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (draft === null || draft === value) return setDraft(null);
    setSaving(true);
    try {
      await onSave(draft);
    } finally {
      setSaving(false);
      setDraft(null);
    }
  };
  return (
    <InputNumber
      aria-label={label}
      size="small"
      min={0}
      max={9999}
      precision={0}
      style={{ width: 84 }}
      disabled={disabled || saving}
      value={draft ?? value}
      onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
      onPressEnter={() => void save()}
      onBlur={() => void save()}
    />
  );
}
