import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { mdiFileImportOutline, mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { usePermission } from '../../entities/user/get-me';
import { httpStatusOf } from '../../lib/http/api-problems';
import { useServiceCatalog } from '../../entities/service-catalog/get-catalog';
import { ArticleDialog } from './articles/components/article-dialog';
import { ArticleListView } from './articles/components/article-list-view';
import { ArticlePageLayout } from './articles/components/article-page-layout';
import { ArticlesEmptyState } from './articles/components/articles-empty-state';
import { DatanormImportDialog } from './articles/components/datanorm-import-dialog';
import { articleSortOf, DEFAULT_ARTICLE_SORT } from './articles/model/article-columns';
import { useUrlState } from '../../lib/hooks/use-url-state';
import { useServiceCatalogsTranslation } from './catalogs/service-catalogs-i18n';
import { paths } from '../../lib/navigation/paths';

/**
 * /serviceCatalogs/{id}/articleManagement: the catalog's articles in a table that stays fast with 100,000 of them
 * (server-side search and sort, cursor pages as it scrolls, virtualized rows); create, edit with price history,
 * delete, DATANORM import. Search, sort and the open article live in the URL (`?q=&sort=&article=`).
 */
export function ArticleManagementPage() {
  const { t } = useServiceCatalogsTranslation();
  const { t: tApp } = useTranslation('app');
  const { serviceCatalogId = '' } = useParams();
  const [searchParams, updateParams] = useUrlState();
  const catalog = useServiceCatalog(serviceCatalogId);
  const canWrite = usePermission('catalogs:write');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  const q = searchParams.get('q') ?? '';
  const sort = articleSortOf(searchParams.get('sort'));
  const openArticleId = searchParams.get('article');

  const name = catalog.data?.name;
  const missing = httpStatusOf(catalog.error) === 404;
  const writeActions =
    canWrite && !missing ? (
      <>
        <Button variant="contained" startIcon={<MdiIcon path={mdiPlus} />} onClick={() => setCreating(true)}>
          {t('articles.new')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiFileImportOutline} />}
          onClick={() => setImporting(true)}
        >
          {t('datanorm.button')}
        </Button>
      </>
    ) : null;

  return (
    <ArticlePageLayout
      breadcrumbs={[
        { label: tApp('routes.serviceCatalogs'), to: paths.serviceCatalogs() },
        { label: name ?? tApp('ids.serviceCatalog') },
        { label: t('pages.articles') },
      ]}
      title={name ?? (catalog.isError ? tApp('ids.serviceCatalog') : <Skeleton width={280} />)}
      subtitle={[catalog.data?.trade, tApp('routes.articleManagement')].filter(Boolean).join(' · ')}
      actions={writeActions}
    >
      {missing ? (
        <ArticlesEmptyState title={t('articles.catalogMissingTitle')} text={t('articles.catalogMissingText')}>
          <Button variant="contained" component={Link} to={paths.serviceCatalogs()}>
            {t('articles.toCatalogs')}
          </Button>
        </ArticlesEmptyState>
      ) : (
        <ArticleListView
          catalogId={serviceCatalogId}
          q={q}
          sort={sort}
          onSearch={(value) => updateParams({ q: value.trim() || null })}
          onSortChange={(value) => updateParams({ sort: value === DEFAULT_ARTICLE_SORT ? null : value })}
          onOpen={(article) => updateParams({ article: article.id })}
          label={t('articles.tableLabel', { name: name ?? '' })}
          emptyState={
            <ArticlesEmptyState
              title={t('articles.emptyTitle')}
              text={canWrite ? t('articles.emptyText') : t('articles.emptyReadOnly')}
            >
              {writeActions}
            </ArticlesEmptyState>
          }
        />
      )}
      {creating || openArticleId !== null ? (
        <ArticleDialog
          articleId={creating ? null : openArticleId}
          catalogId={serviceCatalogId}
          readOnly={!canWrite}
          onClose={() => {
            setCreating(false);
            if (openArticleId) updateParams({ article: null });
          }}
        />
      ) : null}
      {importing ? (
        <DatanormImportDialog
          catalogId={serviceCatalogId}
          catalogName={name ?? ''}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </ArticlePageLayout>
  );
}
