import { useMemo } from 'react';
import { sanitizeRichHtml } from '@app/shared/rich-html-dom';

/**
 * Rich text written by operators in the back office, reduced to the shared HTML policy (DOMPurify)
 * before it reaches the page, although the server has already applied the same policy.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeRichHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
