import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mdiDelete, mdiOpenInApp } from '@mdi/js';
import type { ArticleDetail } from '@vendoc/contract/service-catalogs';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { apiProblemOf, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import { useDeleteArticle } from '../api/delete-article';
import { useArticle } from '../../../../entities/article/get-article';
import { ArticleEditor } from './article-editor';
import { paths } from '../../../../lib/navigation/paths';

export interface ArticleDialogProps {
  /** The article to show or edit (loaded fresh); null creates a new one in `catalogId`. */
  readonly articleId: string | null;
  /** The catalog a new article goes into (unused when an article is opened). */
  readonly catalogId: string;
  /** Only shows the article; may be combined with `manageLink` to edit it in its catalog. */
  readonly readOnly: boolean;
  /** Offers "In der Artikelverwaltung öffnen" (the company-wide list, which does not edit). */
  readonly manageLink?: boolean;
  readonly onClose: () => void;
}

/** Create, edit or look at an article in a dialog (full screen on phones); delete from inside it. */
export function ArticleDialog({ articleId, catalogId, readOnly, manageLink, onClose }: ArticleDialogProps) {
  const { t } = useServiceCatalogsTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const loaded = useArticle(articleId);
  const remove = useDeleteArticle();
  const [deleting, setDeleting] = useState<ArticleDetail | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Edit what the server has now, not a cached copy from earlier: wait for this opening's own fetch.
  const fresh = loaded.data !== undefined && (loaded.isFetchedAfterMount || loaded.isError);
  const waiting = articleId !== null && !fresh;
  const article = articleId !== null ? (loaded.data ?? null) : null;

  const confirmDelete = async (target: ArticleDetail) => {
    try {
      await remove.mutateAsync(target);
      toast.success(t('deleteArticle.deleted', { number: target.number }));
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
      // A refusal names the positions that use the article: it stays in the dialog, where the user decides.
      if (problem?.status === 409) {
        setRefusal(problem.detail ?? t('deleteArticle.refusedDefault'));
        return;
      }
      if (!isReportedByHttpLayer(error)) toast.error(t('deleteArticle.failed'), problem?.detail);
      throw error;
    }
  };

  const actions = (
    <>
      {!readOnly && article ? (
        <Button
          color="error"
          startIcon={<MdiIcon path={mdiDelete} />}
          onClick={() => {
            setRefusal(null);
            setDeleting(article);
          }}
        >
          {t('actions.delete')}
        </Button>
      ) : null}
      {manageLink && article ? (
        <Button
          component={Link}
          to={paths.articleManagement(article.catalogId, { article: article.id })}
          startIcon={<MdiIcon path={mdiOpenInApp} />}
        >
          {t('articleDialog.openInCatalog')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      {waiting ? (
        <Box sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 2 }} role="status">
          {loaded.isError && !loaded.data ? (
            <>
              <Typography id={titleId}>{t('articleDialog.loadFailed')}</Typography>
              <Button onClick={onClose}>{t('actions.close')}</Button>
            </>
          ) : (
            <>
              <CircularProgress />
              <Typography id={titleId}>{t('articleDialog.loading')}</Typography>
            </>
          )}
        </Box>
      ) : (
        <ArticleEditor
          key={article?.id ?? 'new'}
          article={article}
          catalogId={catalogId}
          readOnly={readOnly}
          titleId={titleId}
          onClose={onClose}
          extraActions={actions}
          notice={
            refusal ? (
              <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
                <AlertTitle>{t('deleteArticle.refused')}</AlertTitle>
                {refusal}
              </Alert>
            ) : null
          }
        />
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('deleteArticle.title')}
          text={t('deleteArticle.text', { number: deleting.number, shortText: deleting.shortText })}
          confirmLabel={t('actions.delete')}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Dialog>
  );
}
