import { settingKinds } from '@app/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';

/**
 * The checks site content (titles, notices) goes through before anything is written: the rules of
 * the shared settings schema's text kinds (no markup in plain text, no script in rich HTML),
 * refused whole with their message (the routes audit the refusal); rich HTML that passes is
 * still sanitised.
 */

type TextOptions = { max: number; required?: boolean };

function checked(kind: z.ZodType<string, string>, value: string): string {
  const result = kind.safeDecode(value);
  if (!result.success) throw new AppError(result.error.issues[0]!.message);
  return result.data;
}

/** Plain text (titles, the marquee): trimmed, no markup at all. */
export function plainText(value: string, label: string, opts: TextOptions): string {
  return checked(settingKinds.plainText(label, opts), value);
}

/** Rich HTML (announcements, the welcome modal): script refused, the rest sanitised. */
export function richHtml(value: string, label: string, opts: TextOptions): string {
  const html = sanitizeRichHtml(checked(settingKinds.richText(label, opts.max), value)).trim();
  if (opts.required && !stripTags(html) && !/<img\b/i.test(html)) throw new AppError(`请填写${label}`);
  return html;
}
