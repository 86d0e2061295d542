import type { Kysely } from 'kysely';
import { CODE, formatFen } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing } from '../../lib/clock.js';
import { players } from '../user/user.public.js';

export const PLAYER_MSG = {
  notFound: '会员不存在',
  reasonRequired: '请填写操作原因',
  alreadyBlack: '该会员已在黑名单中',
  notBlack: '该会员不在黑名单中',
  alreadyDisabled: '该会员已被禁用',
  alreadyActive: '该会员已是正常状态',
} as const;

/** The operator acting on a player, as the audit log records them. */
export interface Actor {
  operatorId: number;
  ip: string;
}

/** The player a back-office screen or action is about; an unknown id answers 会员不存在. */
export async function requireProfile(db: Kysely<DB>, id: number) {
  const p = await players.profile(db, id);
  if (!p) throw new AppError(PLAYER_MSG.notFound, CODE.notFound);
  return p;
}

/** Times as operators read them (Beijing), null when there is none. */
export function time(ms: number | string): string;
export function time(ms: number | string | null | undefined): string | null;
export function time(ms: number | string | null | undefined): string | null {
  return ms === null || ms === undefined ? null : formatBeijing(new Date(Number(ms)));
}

/** Fen as yuan with two decimals; none reads 0.00. */
export const yuan = (fen: number | string | null | undefined) => formatFen(Number(fen ?? 0));
