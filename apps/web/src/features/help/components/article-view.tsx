import { HtmlContent } from '../../../components/html-content';
import { PageError } from '../../../components/page-error';
import { PageLoading } from '../../../components/page-loading';
import { errorText } from '../../../lib/errors';
import { useArticle } from '../api/get-article';
import styles from './article-view.module.css';

interface Props {
  type: number;
  /** Show the article's own title above its text (the FAQ tab's title is the tab itself). */
  showTitle?: boolean;
}

/** One server article in a white card: operator HTML, sanitised again before it is drawn. */
export function ArticleView({ type, showTitle = true }: Props) {
  const { data: article, isPending, error, refetch } = useArticle(type);

  if (isPending) return <PageLoading />;
  if (error) return <PageError description={errorText(error)} onRetry={() => void refetch()} />;
  return (
    <article className={styles.card} data-article={type}>
      {showTitle && article.title && <h2 className={styles.title}>{article.title}</h2>}
      <HtmlContent className={styles.rich} html={article.content} />
    </article>
  );
}
