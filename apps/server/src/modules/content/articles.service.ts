import type { Kysely } from 'kysely';
import { CODE, fillHelpFigures, type Article, type HelpFigures } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { escapeHtml, sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';
import { articlesRepository } from './articles.repository.js';

/**
 * Site articles: operator-edited rich content, sanitised when saved and again when served. Players
 * get the figures filled in (escaped, after sanitising: a figure is text, never markup); operators
 * edit the copy as written, placeholders and all.
 */
export function createArticlesService(
  db: Kysely<DB>,
  clock: Clock,
  figures: { current(): Promise<HelpFigures> },
) {
  async function written(type: number): Promise<Article> {
    const a = await articlesRepository.find(db, type);
    if (!a) throw new AppError('暂无内容', CODE.notFound);
    return { ...a, content: sanitizeRichHtml(a.content) };
  }

  return {
    async get(type: number): Promise<Article> {
      const [a, live] = await Promise.all([written(type), figures.current()]);
      return { ...a, content: fillHelpFigures(a.content, live, escapeHtml) };
    },

    /** The article as operators wrote it, for the editor. */
    written,

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
