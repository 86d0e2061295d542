/** Article type codes (shared; a module without zod, so importing them costs these screens nothing). */
export { ARTICLE_TYPE as ARTICLE } from '@app/shared';
