import type { RiskEvent } from '../../db/schema.js';

/**
 * What a refused player reads, decided here once. The words say where to turn (customer service)
 * and never why: a player must not learn which list, cap or link refused them.
 */

/** The events a blocklist refuses (activity applications and red-packet draws are not refused by one). */
export type BlockedEvent = Extract<RiskEvent, 'register' | 'login' | 'deposit' | 'bind' | 'withdraw'>;

export const BLOCKED_MESSAGES: Record<BlockedEvent, string> = {
  register: '当前网络环境暂不支持注册，请联系客服',
  login: '当前网络环境暂不支持登录，请联系在线客服',
  deposit: '暂时无法充值，请联系在线客服',
  bind: '暂时无法绑定，请联系在线客服',
  withdraw: '暂时无法提现，请联系在线客服',
};

export const isBlockedEvent = (event: RiskEvent): event is BlockedEvent => event in BLOCKED_MESSAGES;

/** A registration over the day's cap for the client's address or device. */
export const REGISTER_CAP_MESSAGES = {
  ip: '当前网络今日注册账号已达上限，请明日再试或联系客服',
  device: '当前设备今日注册账号已达上限，请明日再试或联系客服',
} as const;
