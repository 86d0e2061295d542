import { LineIcon } from '../../../components/line-icons';

/** A shield with a tick, for the captcha field. */
export function SafetyIcon() {
  return (
    <LineIcon>
      <path d="M12 3 4.5 6v5.5c0 4.4 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5.1 7.5-9.5V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" strokeLinejoin="miter" />
    </LineIcon>
  );
}
