import { z } from 'zod';

export const articleBody = z.strictObject({ type: z.coerce.number().int().min(1).max(8) });

export interface Article {
  type: number;
  title: string;
  content: string;
}

export const messageListBody = z.strictObject({ page: z.coerce.number().int().min(1).max(100000).default(1) });
export const messageReadBody = z.strictObject({ id: z.union([z.coerce.number().int().positive().max(2 ** 31), z.literal('all')]) });

/** An inbox message (spec 000 §3: title, created_at, content as HTML). */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  created_at: string;
  is_read: 0 | 1;
}

export const supportPostBody = z.strictObject({ content: z.string().max(2000) });

export interface SupportMessage {
  id: number;
  author: 'player' | 'operator';
  content: string;
  created_at: string;
}



export const updateUserInfoBody = z.strictObject({
  email: z.string().max(254).optional(),
  mobile: z.string().max(20).optional(),
  birthday: z.string().max(10).optional(),
});

export const agentApplyBody = z.strictObject({
  mobile: z.string().max(20).default(''),
  apply_info: z.string().max(2000).default(''),
});
