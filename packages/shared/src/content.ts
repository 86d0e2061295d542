/** Article types and support messages: a module without zod, so pages importing them stay small. */

/** Article types (spec 001 §9 asks for 1, 2, 3, 4, 5, 7, 8). /about shows 1–4, /customer's FAQ 5. */
export const ARTICLE_TYPE = {
  about: 1,
  terms: 2,
  privacy: 3,
  responsibility: 4,
  faq: 5,
  guide: 6,
  depositHelp: 7,
  withdrawHelp: 8,
} as const;

export const SUPPORT_MSG = {
  empty: '请输入您要咨询的内容',
  tooLong: '内容不能超过500字',
  sent: '发送成功，客服会尽快回复您',
} as const;
