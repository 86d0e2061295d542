import { AGENT_PERIOD_KINDS } from '@app/shared';
import type { AgentPeriodInfo } from '@app/shared/agent-contract';

const DAY_MS = 86_400_000;

/** "2026-12-01" from "2026-12-01 00:00:00", moved by `days`; calendar arithmetic on the date alone. */
function dateOf(stamp: string, days = 0): string {
  const [y, m, d] = stamp.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The period as an agent reads it: "月结 2026-11-01 至 2026-11-30" (the end is exclusive, so its
 * last day is the day before); a period shorter than a day (a fixed length, for tests and demos)
 * shows its times.
 */
export function periodLabel(period: AgentPeriodInfo): string {
  const lastDay = dateOf(period.end, -1);
  if (period.kind === 'fixed' || lastDay < dateOf(period.start)) {
    return `${period.start.slice(5, 16)} 至 ${period.end.slice(5, 16)}`;
  }
  return `${AGENT_PERIOD_KINDS[period.kind]} ${dateOf(period.start)} 至 ${lastDay}`;
}
