import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

/** Rich text written by operators in the back office, with scripts and handlers stripped. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
