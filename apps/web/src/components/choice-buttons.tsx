import type { ReactNode } from 'react';

export interface Choice<K> {
  key: K;
  label: ReactNode;
}

interface Props<K> {
  choices: readonly Choice<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The group's accessible name. */
  label: string;
  /** Tabs (role tab, aria-selected) or a one-of filter (role radio, aria-checked). */
  kind?: 'tabs' | 'radios';
  as?: 'div' | 'nav';
  className?: string;
  /** Each button's class, and the one added to the chosen button. */
  itemClassName?: string;
  activeClassName?: string;
}

/**
 * A row of plain buttons of which one is chosen (wallet tabs, activity categories, game platforms,
 * date filters, record types): each screen brings its own look.
 */
export function ChoiceButtons<K extends string | number>({
  choices,
  value,
  onChange,
  label,
  kind = 'tabs',
  as: Group = 'div',
  className,
  itemClassName,
  activeClassName,
}: Props<K>) {
  const tabs = kind === 'tabs';
  return (
    <Group className={className} role={tabs ? 'tablist' : 'radiogroup'} aria-label={label}>
      {choices.map((choice) => {
        const chosen = choice.key === value;
        const state = tabs
          ? { role: 'tab', 'aria-selected': chosen }
          : { role: 'radio', 'aria-checked': chosen };
        const className = chosen ? `${itemClassName} ${activeClassName}` : itemClassName;
        return (
          <button
            key={choice.key}
            type="button"
            {...state}
            className={className}
            onClick={() => onChange(choice.key)}
          >
            {choice.label}
          </button>
        );
      })}
    </Group>
  );
}
