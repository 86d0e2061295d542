import { z } from 'zod';
import { multiline, pageNumber, rowId, text } from './input.js';

export const articleBody = z.strictObject({ type: z.coerce.number().int().min(1).max(8) });

export interface Article {
  type: number;
  title: string;
  content: string;
}

export const messageListBody = z.strictObject({ page: pageNumber.default(1) });
export const messageReadBody = z.strictObject({ id: z.union([rowId, z.literal('all')]) });

/** An inbox message (spec 000 §3: title, created_at, content as HTML). */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  created_at: string;
  is_read: 0 | 1;
}

export const supportPostBody = z.strictObject({ content: multiline(2000) });

export interface SupportMessage {
  id: number;
  author: 'player' | 'operator';
  content: string;
  created_at: string;
}

export const updateUserInfoBody = z.strictObject({
  email: text(254).optional(),
  mobile: text(20).optional(),
  birthday: text(10).optional(),
});

export const agentApplyBody = z.strictObject({
  mobile: text(20).default(''),
  apply_info: multiline(2000).default(''),
});
/** What a client sends to /api/applyagentdo. */
export type AgentApplyBody = z.input<typeof agentApplyBody>;

/** The player's latest agent application (our addition, for /apply): 0 none, 1 待审核, 2 通过, 3 拒绝. */
export interface AgentApplyStatus {
  state: 0 | 1 | 2 | 3;
  /** Why it was refused; '' otherwise. */
  reason: string;
  created_at: string | null;
  reviewed_at: string | null;
}
