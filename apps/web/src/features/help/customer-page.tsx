import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { ARTICLE } from './components/article-types';
import { useGo } from '../../lib/use-go';
import { ArticleView } from './components/article-view';
import { ContactPanel } from './components/contact-panel';
import { GuideList } from './components/guide-list';
import styles from './components/help.module.css';

const TABS = [
  { key: 'guide', title: '新手指南' },
  { key: 'faq', title: '常见问题' },
  { key: 'contact', title: '联系我们' },
] as const;

/**
 * /customer, the help centre (spec 001 §2): the beginner guide, the FAQ article (type 5, followed
 * by the deposit and withdrawal help, types 7 and 8) and the 24-hour online service box.
 */
export default function CustomerPage() {
  const [tab, setTab] = useState<string>('guide');
  const go = useGo();

  return (
    <div className={styles.page}>
      <Tabs className={styles.tabs} activeKey={tab} onChange={setTab}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab === 'guide' && (
        <>
          <div className={styles.banner}>
            <span className={styles.bannerTitle}>新手上路</span>
            <span className={styles.bannerText}>存款1元起 · 取款0-3分钟到账 · 零手续费</span>
          </div>
          <GuideList />
        </>
      )}
      {tab === 'faq' && (
        <>
          <ArticleView type={ARTICLE.faq} showTitle={false} />
          <ArticleView type={ARTICLE.depositHelp} />
          <ArticleView type={ARTICLE.withdrawHelp} />
        </>
      )}
      {tab === 'contact' && <ContactPanel onOpen={() => go('/kefu')} />}
    </div>
  );
}
