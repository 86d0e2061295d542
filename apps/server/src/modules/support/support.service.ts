import type { Kysely } from 'kysely';
import { CODE, SUPPORT_MSG, type SupportMessage } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { escapeHtml, stripTags } from '../../lib/sanitize.js';
import { inTransaction } from '../../db/database.js';
import { inbox } from '../messages/messages.public.js';
import { players } from '../user/user.public.js';
import { supportRepository } from './support.repository.js';

const MAX_CHARS = 500;

/**
 * Our own support desk, used when no live-chat provider is configured: one conversation per
 * player, plain text only; an operator's reply also lands in the player's inbox.
 */
export function createSupportService(db: Kysely<DB>, clock: Clock) {
  const clean = (content: string) => {
    const text = stripTags(content);
    if (!text) throw new AppError(SUPPORT_MSG.empty);
    if ([...text].length > MAX_CHARS) throw new AppError(SUPPORT_MSG.tooLong);
    return text;
  };

  return {
    async thread(userId: number): Promise<SupportMessage[]> {
      const rows = await supportRepository.latest(db, userId);
      return rows.reverse().map((m) => ({
        id: m.id,
        author: m.author,
        content: m.content,
        created_at: formatBeijing(new Date(Number(m.created_at))),
      }));
    },

    async post(userId: number, content: string): Promise<void> {
      await supportRepository.insert(db, {
        user_id: userId,
        author: 'player',
        operator_id: null,
        content: clean(content),
        created_at: clock.now().getTime(),
      });
    },

    /** Operators: the latest conversations, newest activity first, each with the player's username. */
    async inboxForOperators() {
      const rows = await supportRepository.conversations(db);
      const ids = rows.map((r) => Number(r.user_id));
      const names = await players.namesByIds(db, ids);
      return rows.map((r) => ({
        user_id: r.user_id,
        username: names.get(Number(r.user_id)) ?? '',
        last_id: r.last_id,
      }));
    },

    async reply(operatorId: number, userId: number, content: string): Promise<void> {
      const text = clean(content);
      if (!(await players.exists(db, userId))) throw new AppError('会员不存在', CODE.notFound);
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        await supportRepository.insert(trx, {
          user_id: userId,
          author: 'operator',
          operator_id: operatorId,
          content: text,
          created_at: now,
        });
        await inbox.send(trx, userId, { kind: 'support', title: '客服回复', content: escapeHtml(text) }, now);
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
