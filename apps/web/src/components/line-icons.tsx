import type { ReactNode } from 'react';

/**
 * Small line icons drawn here for the first screen: the icon package costs more than a kilobyte
 * per glyph, and home must stay inside its size budget.
 */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <LineIcon>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5h13V9" />
    <path d="M9.8 19.5v-5.2h4.4v5.2" />
  </LineIcon>
);

export const GiftIcon = () => (
  <LineIcon>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5" />
    <path d="M12 8C10.5 4.5 6.5 4.5 7 6.8 7.3 8 10 8 12 8Zm0 0c1.5-3.5 5.5-3.5 5-1.2C16.7 8 14 8 12 8Z" />
  </LineIcon>
);

export const WalletIcon = () => (
  <LineIcon>
    <path
      d={
        'M19 7.5V5.8A1.8 1.8 0 0 0 17.2 4H5.5A2 2 0 0 0 3.5 6v12a2 2 0 0 0 2 2h13' +
        'a2 2 0 0 0 2-2V9.5a2 2 0 0 0-2-2H5.5'
      }
    />
    <circle cx="16.3" cy="13.8" r="1.2" fill="currentColor" stroke="none" />
  </LineIcon>
);

export const UserIcon = () => (
  <LineIcon>
    <circle cx="12" cy="8.2" r="4" />
    <path d="M4.5 20.5c.8-4 3.8-6.3 7.5-6.3s6.7 2.3 7.5 6.3" />
  </LineIcon>
);

export const RefreshIcon = ({ className }: { className?: string }) => (
  <span className={className} style={{ display: 'inline-flex' }}>
    <LineIcon>
      <path d="M20 12a8 8 0 1 1-2.4-5.7" />
      <path d="M20 4v4.5h-4.5" />
    </LineIcon>
  </span>
);

export const DepositIcon = () => (
  <LineIcon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M12 12.5v4M10 14.5h4" />
  </LineIcon>
);

export const WithdrawIcon = () => (
  <LineIcon>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M3 9h18M7 13.5h3M12 19.5v-4M10 17.5l2 2 2-2" />
  </LineIcon>
);

export const TransferIcon = () => (
  <LineIcon>
    <path d="M4 8.5h14.5L15 5M20 15.5H5.5L9 19" />
  </LineIcon>
);
