import type { Kysely } from 'kysely';
import { CODE, type Article } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';
import { articlesRepository } from './articles.repository.js';

/** Site articles: operator-edited rich content, sanitised when saved and again when served. */
export function createArticlesService(db: Kysely<DB>, clock: Clock) {
  return {
    async get(type: number): Promise<Article> {
      const a = await articlesRepository.find(db, type);
      if (!a) throw new AppError('暂无内容', CODE.notFound);
      return { ...a, content: sanitizeRichHtml(a.content) };
    },

    async save(type: number, input: { title: string; content: string }): Promise<void> {
      const values = {
        title: stripTags(input.title),
        content: sanitizeRichHtml(input.content),
        updated_at: clock.now().getTime(),
      };
      await articlesRepository.save(db, type, values);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
