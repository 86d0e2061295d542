import { DAY_MS } from '@app/shared';
import { beijingDateCode, beijingMidnight } from '../../lib/clock.js';

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
  /** Minutes after Beijing midnight (the settings' redpacket_draw_start ... redpacket_count_end). */
  s: { drawStart: number; drawEnd: number; countStart: number; countEnd: number },
): CampaignWindows {
  const midnight = beijingMidnight(now);
  const at = (minutes: number) => midnight + minutes * 60_000;
  const drawFrom = at(s.drawStart);
  const drawTo = at(s.drawEnd);
  const countTo = at(s.countEnd);
  let countFrom = at(s.countStart);
  if (countFrom >= countTo) countFrom -= DAY_MS;
  return { day: beijingDateCode(midnight), drawFrom, drawTo, countFrom, countTo };
}
