import { formatBeijing } from '@app/shared';

/** Epoch milliseconds (a number, or a string from PostgreSQL's BIGINT) as Beijing time. */
export function formatEpoch(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const ms = Number(value);
  if (Number.isNaN(new Date(ms).getTime())) return '—';
  return formatBeijing(ms);
}
