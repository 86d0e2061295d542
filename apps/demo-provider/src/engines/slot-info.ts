import { slotRtp } from './slot-rtp.js';
import { SLOT_TITLES } from './slot-titles/index.js';

const published = new Map<string, number>();

/**
 * What a slot title's page shows of it: its name, lines, paytable and reel strips (the reels spin
 * past their own symbols), and its return to player, computed exactly from the strips once.
 */
export function slotInfo(code: string) {
  const title = SLOT_TITLES[code];
  if (!title) return null;
  if (!published.has(code)) published.set(code, slotRtp(title).total);
  return {
    name: title.name,
    lines: title.lines,
    wild: title.wild,
    symbols: title.symbols,
    scatter: title.scatter ?? null,
    reels: title.reels,
    /** Return to player in hundredths of a percent (9612 = 96.12%). */
    rtp_bp: Math.round(published.get(code)! * 10_000),
  };
}

export type SlotInfo = NonNullable<ReturnType<typeof slotInfo>>;
