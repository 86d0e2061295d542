import { LineIcon } from './line-icons';

/** A crown for VIP marks (the icon set has none). */
export function CrownIcon() {
  return (
    <LineIcon>
      <path d="M3.5 8 7.8 12 12 5l4.2 7 4.3-4-1.8 10H5.3L3.5 8Z" />
      <path d="M6 20.5h12" />
    </LineIcon>
  );
}
