import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { fillHelpFigures, HELP_FIGURES, type HelpFigures } from '@app/shared';
import { useHelpFigures } from './api/get-help-figures';
import { ARTICLE } from './components/article-types';
import { useGo } from '../../lib/use-go';
import { ArticleView } from './components/article-view';
import { ContactPanel } from './components/contact-panel';
import { GUIDE_STRAPLINE } from './components/guide-items';
import { GuideList } from './components/guide-list';
import styles from './components/help.module.css';

/** What a figure reads while the live ones are on their way (the answers start folded). */
const PENDING = Object.fromEntries(Object.keys(HELP_FIGURES).map((k) => [k, '…'])) as HelpFigures;

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
  const figures = useHelpFigures().data;

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
            <span className={styles.bannerText}>{figures && fillHelpFigures(GUIDE_STRAPLINE, figures)}</span>
          </div>
          <GuideList figures={figures ?? PENDING} />
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
