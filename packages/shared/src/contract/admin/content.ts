import { z } from 'zod';
import { multiline, text } from '../input.js';

/**
 * The articles players read (about us, terms and the like), written in the back office. The
 * console reads an article through the players' POST /api/article.
 */

/** The article's type, 1 to 8. */
export const articleTypeParams = z.strictObject({ type: z.coerce.number().int().min(1).max(8) });
export const articleSaveBody = z.strictObject({
  title: text(64).trim().min(1, '请填写标题'),
  /** HTML; the server sanitises it before storing. */
  content: multiline(200_000),
});
export type ArticleInput = z.input<typeof articleSaveBody>;
