import { z } from 'zod';

export const REDPACKET_MSG = {
  closed: '红包活动已关闭',
  notStarted: '活动还没开始，请静待活动开始。',
  ended: '请静待下次活动。',
  notEligible: '您暂未达到领取条件，快去完成吧！',
  noneLeft: '您的剩余次数不足！',
  won: (yuan: string) => `恭喜您 抢到 ${yuan} 元`,
} as const;

/** Campaign state today: 0 before the draw window, 1 inside it, 2 after it. */
export const REDPACKET_STATUS = { notStarted: 0, running: 1, ended: 2 } as const;

export interface RedpacketRule {
  start_time: string;
  end_time: string;
  /** Deposit range in yuan (flow_money 0: no upper bound). */
  day_flow: string;
  flow_money: string;
  /** Draws granted. */
  recharge: number;
}

export interface RedpacketInfo {
  sendnums: number;
  acquirednum: number;
  max_times: number;
  status: number;
  deposit: string;
  rules: RedpacketRule[];
}

export const redpacketListBody = z.strictObject({ page: z.coerce.number().int().min(1).max(100000).default(1) });

/** Welfare list item (spec 001 §3): the counted deposit, when, and the packet won. */
export interface RedpacketRecord {
  money: string;
  created_at: string;
  redpacketmoney: string;
}
