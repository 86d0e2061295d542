/** The page's pictures, drawn here (the page fetches nothing from elsewhere). */
type P = { className?: string };
const svg = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

export const BackIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} aria-hidden="true">
    <path d="M15 5l-7 7 7 7" strokeLinejoin="round" />
  </svg>
);

export const RefreshIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} aria-hidden="true">
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
    <path d="M20 4v5h-5" strokeLinejoin="round" />
  </svg>
);

export const LockIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
    <rect x="5" y="10.5" width="14" height="10" rx="2" fill="currentColor" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const ChevronIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} aria-hidden="true">
    <path d="M6 9l6 6 6-6" strokeLinejoin="round" />
  </svg>
);

export const CloseIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const CheckIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} strokeWidth={3} aria-hidden="true">
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinejoin="round" />
  </svg>
);

export const FootballIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4z" fill="currentColor" />
    <path
      d="M12 7.5V3M16 10.4l4.2-1.4M14.5 15.1l2.7 3.7M9.5 15.1l-2.7 3.7M8 10.4L3.8 9"
      {...svg}
      strokeWidth={1.4}
    />
  </svg>
);

export const BasketballIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} strokeWidth={1.8} aria-hidden="true">
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5v19M5.2 5.4c3 2.6 3 10.6 0 13.2M18.8 5.4c-3 2.6-3 10.6 0 13.2" />
  </svg>
);

const PAD =
  'M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.6 2.6 0 0 1-4.5 1.2L14.5 16h-5l-2.1 2.2' +
  'A2.6 2.6 0 0 1 2.9 17l-.8-4A5 5 0 0 1 7 7z';

export const EsportsIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
    <path d={PAD} fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M7.5 10v4M5.5 12h4" {...svg} strokeWidth={1.8} />
    <circle cx="16" cy="11" r="1.2" fill="currentColor" />
    <circle cx="18" cy="13.4" r="1.2" fill="currentColor" />
  </svg>
);

export const SlipIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} strokeWidth={1.8} aria-hidden="true">
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" strokeLinejoin="round" />
    <path d="M9 8h6M9 12h6" />
  </svg>
);

export const ListIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} strokeWidth={1.8} aria-hidden="true">
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </svg>
);

export const TrophyIcon = ({ className }: P) => (
  <svg className={className} viewBox="0 0 24 24" {...svg} strokeWidth={1.8} aria-hidden="true">
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" strokeLinejoin="round" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
  </svg>
);

/** The empty lists' picture: a pitch with no ball. */
export const EmptyPicture = ({ className }: P) => (
  <svg className={className} viewBox="0 0 120 80" aria-hidden="true">
    <rect x="6" y="8" width="108" height="64" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M60 8v64" stroke="currentColor" strokeWidth="2" />
    <circle cx="60" cy="40" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M6 26h14v28H6M114 26h-14v28h14" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export function SportIcon({ sport, className }: P & { sport: string }) {
  if (sport === 'basketball') return <BasketballIcon className={className} />;
  if (sport === 'esports') return <EsportsIcon className={className} />;
  return <FootballIcon className={className} />;
}
