import { LineIcon } from '../../../components/line-icons';

/** A key, for the withdrawal-password field. */
export function KeyIcon() {
  return (
    <LineIcon>
      <circle cx="8" cy="14" r="4.2" />
      <path d="m11 11 8-8m-3 3 2.5 2.5M14 8l2 2" />
    </LineIcon>
  );
}
