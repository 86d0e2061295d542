import { ARTICLE_TYPE } from '@app/shared';

/** The site's fixed articles, by the type number the player site asks for. */
export const ARTICLES = [
  { type: ARTICLE_TYPE.about, label: '关于我们' },
  { type: ARTICLE_TYPE.terms, label: '规则与条款' },
  { type: ARTICLE_TYPE.privacy, label: '隐私政策' },
  { type: ARTICLE_TYPE.responsibility, label: '博彩责任' },
  { type: ARTICLE_TYPE.faq, label: '常见问题' },
  { type: ARTICLE_TYPE.guide, label: '新手指南' },
  { type: ARTICLE_TYPE.depositHelp, label: '存款帮助' },
  { type: ARTICLE_TYPE.withdrawHelp, label: '取款帮助' },
] as const;
