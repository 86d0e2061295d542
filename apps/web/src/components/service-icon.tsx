/** A headset: the customer-service button in headers and links. */
export function ServiceIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <rect x="3" y="12.5" width="4.5" height="6.5" rx="1.6" stroke="currentColor" strokeWidth="1.8" />
      <rect x="16.5" y="12.5" width="4.5" height="6.5" rx="1.6" stroke="currentColor" strokeWidth="1.8" />
      <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
