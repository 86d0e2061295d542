export { formatYuan } from '@app/shared/client';

/** A card number in groups of four, easier to read out and compare when paying by hand. */
export function groupDigits(value: string): string {
  return /^\d{8,}$/.test(value) ? value.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}
