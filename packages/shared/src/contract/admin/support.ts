import { z } from 'zod';
import type { SupportMessage } from '../content.js';
import { multiline, text } from '../input.js';

/**
 * The support desk: players' conversations and the operators' replies, and messages sent to one
 * player's inbox (站内信). A thread reads as the player sees it.
 */

export type { SupportMessage };

/** A message in one player's inbox; the HTML is sanitised by the server. */
export const playerMessageBody = z.strictObject({
  title: text(128).trim().min(1, '请填写标题'),
  content: multiline(20_000).trim().min(1, '请填写内容'),
});
export type PlayerMessage = z.input<typeof playerMessageBody>;

/** Plain text; the reply also lands in the player's inbox. */
export const supportReplyBody = z.strictObject({ content: multiline(2000) });
export type SupportReply = z.input<typeof supportReplyBody>;

/** One of the 50 conversations with the newest messages. */
export interface SupportThread {
  user_id: number;
  username: string;
  /** Id of the newest message: the list is ordered by it. */
  last_id: number;
}
