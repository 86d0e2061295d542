import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { ARTICLE } from './components/article-types';
import { ArticleView } from './components/article-view';
import styles from './components/help.module.css';

const TABS = [
  { type: ARTICLE.about, title: '关于我们' },
  { type: ARTICLE.terms, title: '规则与条款' },
  { type: ARTICLE.privacy, title: '隐私政策' },
  { type: ARTICLE.responsibility, title: '博彩责任' },
];

/** /about (spec 001 §2): four tabs of operator-written articles, types 1 to 4. */
export default function AboutPage() {
  const [type, setType] = useState<number>(ARTICLE.about);

  return (
    <div className={styles.page}>
      <Tabs className={styles.tabs} activeKey={String(type)} onChange={(key) => setType(Number(key))}>
        {TABS.map((t) => (
          <Tabs.Tab key={String(t.type)} title={t.title} />
        ))}
      </Tabs>
      <ArticleView key={type} type={type} />
    </div>
  );
}
