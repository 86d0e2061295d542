import { useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons';

interface Props {
  /** The section's class; its title bar gets `<className>-head`. */
  className: string;
  title: string;
  /** What the title bar shows before its chevron. */
  head: ReactNode;
  children: ReactNode;
}

/** A panel whose title bar folds it away (a league in the lobby, a market on a match's page). */
export function Foldable({ className, title, head, children }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <section className={`${className} card`} aria-label={title}>
      <button
        type="button"
        className={`${className}-head card-head`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {head}
        <ChevronIcon className={open ? 'chevron' : 'chevron folded'} />
      </button>
      {open && children}
    </section>
  );
}
