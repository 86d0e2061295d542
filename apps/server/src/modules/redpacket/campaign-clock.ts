import { DAY_MS } from '@app/shared';
import { beijingDateCode, beijingMidnight } from '../../lib/clock.js';

/** "HH:mm" as minutes after midnight; null when malformed. */
function minutesOf(hm: string): number | null {
  const m = /^(\d\d):(\d\d)$/.exec(hm);
  if (!m || Number(m[1]) > 24 || Number(m[2]) > 59) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

export interface CampaignWindows {
  /** The campaign day, Beijing date as YYYYMMDD. */
  day: number;
  drawFrom: number;
  drawTo: number;
  /** Deposits credited in [countFrom, countTo) count toward today's draws. */
  countFrom: number;
  countTo: number;
}

/**
 * Today's windows in epoch ms, all in Beijing time (UTC+8 all year): the draw window on the day
 * `now` falls on, and the deposit counting window, which starts the day before (12:00 yesterday to
 * 10:00 today by default). A counting start later than its end on the clock means "the day before".
 */
export function campaignWindows(
  now: Date,
  s: { drawStart: string; drawEnd: string; countStart: string; countEnd: string },
): CampaignWindows {
  const midnight = beijingMidnight(now);
  const at = (hm: string, fallback: number) => midnight + (minutesOf(hm) ?? fallback) * 60_000;
  const drawFrom = at(s.drawStart, 600);
  const drawTo = at(s.drawEnd, 720);
  const countTo = at(s.countEnd, 600);
  let countFrom = at(s.countStart, 720);
  if (countFrom >= countTo) countFrom -= DAY_MS;
  return { day: beijingDateCode(midnight), drawFrom, drawTo, countFrom, countTo };
}
