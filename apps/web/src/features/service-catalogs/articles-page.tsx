import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleDialog } from './articles/components/article-dialog';
import { ArticleListView } from './articles/components/article-list-view';
import { ArticlePageLayout } from './articles/components/article-page-layout';
import { ArticlesEmptyState } from './articles/components/articles-empty-state';
import { articleSortOf, DEFAULT_ARTICLE_SORT } from './articles/model/article-columns';
import { useUrlState } from '../../lib/hooks/use-url-state';
import { useServiceCatalogsTranslation } from './catalogs/service-catalogs-i18n';
import { paths } from '../../lib/navigation/paths';

/**
 * /articles: one search over the articles of every catalog of the company, in the same table as the article
 * management plus the catalog (a link to its article management). Read-only: an article opens to be looked at,
 * and from there in its catalog to be changed. Search, sort and the open article live in the URL.
 */
export function ArticlesPage() {
  const { t } = useServiceCatalogsTranslation();
  const { t: tApp } = useTranslation('app');
  const [searchParams, updateParams] = useUrlState();
  const q = searchParams.get('q') ?? '';
  const sort = articleSortOf(searchParams.get('sort'));
  const openArticleId = searchParams.get('article');
  const title = tApp('routes.articles');

  return (
    <ArticlePageLayout
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: title }]}
      title={title}
      subtitle={t('articles.companyWide')}
    >
      <ArticleListView
        catalogId={null}
        q={q}
        sort={sort}
        onSearch={(value) => updateParams({ q: value.trim() || null })}
        onSortChange={(value) => updateParams({ sort: value === DEFAULT_ARTICLE_SORT ? null : value })}
        onOpen={(article) => updateParams({ article: article.id })}
        label={t('articles.companyTableLabel')}
        emptyState={
          <ArticlesEmptyState title={t('articles.emptyTitle')} text={t('articles.companyEmptyText')}>
            <Button variant="contained" component={Link} to={paths.serviceCatalogs()}>
              {t('articles.toCatalogs')}
            </Button>
          </ArticlesEmptyState>
        }
      />
      {openArticleId !== null ? (
        <ArticleDialog
          articleId={openArticleId}
          catalogId=""
          readOnly
          manageLink
          onClose={() => updateParams({ article: null })}
        />
      ) : null}
    </ArticlePageLayout>
  );
}
