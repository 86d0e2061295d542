import type { Kysely } from 'kysely';
import { CODE, type InboxMessage, type Paged } from '@app/shared';
import { notePlayerChanged } from '../../db/player-changes.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/paging.js';
import { sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';
import { players } from '../user/user.public.js';
import { inbox } from './inbox.js';
import { messagesRepository as repo } from './messages.repository.js';

/** A player's inbox: system messages and operators' messages, each read or unread, only their own. */
export function createMessagesService(db: Kysely<DB>, clock: Clock) {
  return {
    async list(userId: number, page: number): Promise<Paged<InboxMessage>> {
      const perPage = 10;
      const [rows, total] = await Promise.all([repo.list(db, userId, page, perPage), repo.count(db, userId)]);
      const data = rows.map(
        (m) =>
          ({
            id: m.id,
            title: m.title,
            content: sanitizeRichHtml(m.content),
            created_at: formatBeijing(new Date(Number(m.created_at))),
            is_read: m.read_at ? 1 : 0,
          }) as InboxMessage,
      );
      return pageOf(data, Number(total.n), page, perPage);
    },

    /** Marks one of the player's own messages read (or all of them); another player's id is not found. */
    async read(userId: number, id: number | 'all'): Promise<void> {
      const now = clock.now().getTime();
      if (id !== 'all' && !(await repo.own(db, userId, id))) throw new AppError('消息不存在', CODE.notFound);
      await repo.markRead(db, userId, now, id === 'all' ? undefined : id);
      notePlayerChanged(userId);
    },

    async unread(userId: number): Promise<number> {
      const row = await repo.countUnread(db, userId);
      return Number(row.n);
    },

    /** An operator's message to one player. */
    async send(userId: number, input: { title: string; content: string }): Promise<void> {
      if (!(await players.exists(db, userId))) throw new AppError('会员不存在', CODE.notFound);
      await inbox.send(
        db,
        userId,
        { kind: 'operator', title: stripTags(input.title), content: sanitizeRichHtml(input.content) },
        clock.now().getTime(),
      );
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
