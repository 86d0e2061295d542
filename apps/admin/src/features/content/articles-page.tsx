import { Tabs } from 'antd';
import { Page } from '../../components/page';
import { ArticleEditor } from './article-editor';
import { ARTICLES } from './article-types';

export function ArticlesPage() {
  return (
    <Page
      title="文章管理"
      description="关于我们、条款、帮助等固定页面。保存时由服务器净化内容，右侧显示会员端实际看到的版本。"
    >
      <Tabs
        destroyOnHidden
        items={ARTICLES.map(({ type, label }) => ({
          key: String(type),
          label,
          children: <ArticleEditor type={type} label={label} />,
        }))}
      />
    </Page>
  );
}
