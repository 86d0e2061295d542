import type { ReactNode } from 'react';

interface Props<T extends string> {
  /** What a screen reader calls the row. */
  label: string;
  className: string;
  value: T | undefined;
  items: { value: T; content: ReactNode }[];
  onChange: (value: T) => void;
}

/** A row of tabs (盘口, 运动, 注单状态): the chosen one marked `on` and aria-selected. */
export function TabBar<T extends string>({ label, className, value, items, onChange }: Props<T>) {
  return (
    <nav className={className} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          className={item.value === value ? 'on' : ''}
          onClick={() => onChange(item.value)}
        >
          {item.content}
        </button>
      ))}
    </nav>
  );
}
