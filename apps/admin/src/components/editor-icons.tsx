import type { ReactNode } from 'react';

/** Toolbar glyphs for the rich-text editor: 16 px line drawings in the current colour. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      aria-hidden="true"
      style={{ display: 'block' }}
    >
      {children}
    </svg>
  );
}

export const OrderedListIcon = () => (
  <Icon>
    <path d="M6 4h8M6 8h8M6 12h8" />
    <text x="0.5" y="5.5" fontSize="5" fill="currentColor" stroke="none">
      1
    </text>
    <text x="0.5" y="9.5" fontSize="5" fill="currentColor" stroke="none">
      2
    </text>
    <text x="0.5" y="13.5" fontSize="5" fill="currentColor" stroke="none">
      3
    </text>
  </Icon>
);

export const BulletListIcon = () => (
  <Icon>
    <path d="M6 4h8M6 8h8M6 12h8" />
    <circle cx="2.5" cy="4" r="0.9" fill="currentColor" />
    <circle cx="2.5" cy="8" r="0.9" fill="currentColor" />
    <circle cx="2.5" cy="12" r="0.9" fill="currentColor" />
  </Icon>
);

export const AlignLeftIcon = () => (
  <Icon>
    <path d="M2 3h12M2 6.5h8M2 10h12M2 13.5h8" />
  </Icon>
);

export const AlignCenterIcon = () => (
  <Icon>
    <path d="M2 3h12M4 6.5h8M2 10h12M4 13.5h8" />
  </Icon>
);

export const AlignRightIcon = () => (
  <Icon>
    <path d="M2 3h12M6 6.5h8M2 10h12M6 13.5h8" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path
      d={
        'M6.5 9.5l3-3M7 4.5l1.2-1.2a2.6 2.6 0 013.7 3.7L10.7 8.2' +
        'M9 11.5l-1.2 1.2a2.6 2.6 0 01-3.7-3.7L5.3 7.8'
      }
    />
  </Icon>
);

export const ImageIcon = () => (
  <Icon>
    <rect x="1.8" y="2.8" width="12.4" height="10.4" rx="1.5" />
    <circle cx="5.5" cy="6.3" r="1.2" />
    <path d="M2.5 12l3.8-3.6 2.6 2.4 2-1.8 2.8 2.6" />
  </Icon>
);

export const ClearFormatIcon = () => (
  <Icon>
    <path d="M4 3h9M8.5 3l-3 10M3 13h5M10.5 9.5l3.5 3.5M14 9.5L10.5 13" />
  </Icon>
);
