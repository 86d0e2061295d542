/** A key, for the withdrawal-password field. */
export function KeyIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="8" cy="14" r="4.2" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="m11 11 8-8m-3 3 2.5 2.5M14 8l2 2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
