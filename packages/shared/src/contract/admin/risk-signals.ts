import { z } from 'zod';
import { adminPaging, listPageOf } from './paging.js';

/** The events whose client risk control keeps, as the console names them. */
export const RISK_EVENT_LABEL = {
  register: '注册',
  login: '登录',
  deposit: '存款下单',
  withdraw: '提款申请',
  bind: '绑定银行卡/地址',
  apply: '申请活动',
  redpacket: '领取红包',
} as const;
export type RiskEventName = keyof typeof RISK_EVENT_LABEL;

/** GET /admin/api/players/:id/signals: newest first. */
export const playerSignalsQuery = z.strictObject({ ...adminPaging });

export const playerSignalRow = z.object({
  id: z.number(),
  event: z.enum(Object.keys(RISK_EVENT_LABEL) as [RiskEventName, ...RiskEventName[]]),
  ip: z.string(),
  /** '' when the client sent no (or a malformed) device id. */
  device_id: z.string(),
  /** Beijing time, "YYYY-MM-DD HH:mm:ss". */
  created_at: z.string(),
});
export type PlayerSignalRow = z.output<typeof playerSignalRow>;
export const playerSignalsPage = listPageOf(playerSignalRow);

/**
 * The player search's risk keys: an address exactly, or its /24 written `203.0.113.*`; what the
 * console sends is checked here and again by the server.
 */
export const IP_SEARCH_PATTERN = /^(?:[0-9a-fA-F:.]{2,64}|\d{1,3}\.\d{1,3}\.\d{1,3}\.\*)$/;
export const SEARCH_IP_MSG = 'IP 格式不正确：请输入完整地址，或用 * 表示整个网段，如 203.0.113.*';
export const SEARCH_DEVICE_MSG = '设备号格式不正确';
export const SEARCH_CARD_MSG = '请输入银行卡号或钱包地址（不含空格以外的符号）';
export const RISK_SEARCH_DENIED = '按 IP 或设备号查找会员需要风控权限';
