import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { articleSchema, type Article, type ArticleDetail } from '@vendoc/contract/service-catalogs';
import { FormProvider, useForm } from 'react-hook-form';
import { SaveAlerts } from '../../../../components/form/save-alerts';
import { formatNumber } from '../../../../lib/format/format';
import { useVersionedSave } from '../../../../lib/forms/use-versioned-save';
import { toast } from '../../../../lib/toast/toast-service';
import { invalidateArticle } from '../../../../entities/article/article-cache';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import { useCreateArticle, useUpdateArticle } from '../api/save-article';
import {
  articleChanges,
  articleFormSchema,
  articleToFormValues,
  EMPTY_ARTICLE_FORM,
  type ArticleFormOutput,
  type ArticleFormValues,
} from '../model/article-form';
import { ArticleFields } from './article-fields';
import { PriceHistory } from './price-history';

export interface ArticleEditorProps {
  /** The article as loaded (with price history and usage); null creates one in `catalogId`. */
  readonly article: ArticleDetail | null;
  readonly catalogId: string;
  /** Without the right to change articles (or on the company-wide list) the form only shows the record. */
  readonly readOnly: boolean;
  readonly titleId: string;
  readonly onClose: () => void;
  /** Above the form (e.g. why a delete was refused). */
  readonly notice?: ReactNode;
  /** At the start of the button row (delete, open in the catalog). */
  readonly extraActions?: ReactNode;
}

type TabId = 'data' | 'prices';

/**
 * The article form inside the dialog: German prices checked at the fields, only changed fields saved (an untouched
 * price writes no history entry), a stale save offers "Neu laden"; a second tab shows the price history.
 */
export function ArticleEditor({
  article,
  catalogId,
  readOnly,
  titleId,
  onClose,
  notice,
  extraActions,
}: ArticleEditorProps) {
  const { t } = useServiceCatalogsTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(() => articleFormSchema((key) => t(key)), [t]);
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: article ? articleToFormValues(article) : EMPTY_ARTICLE_FORM,
  });
  // What the changes are measured against: the loaded article, or the current one after "Neu laden".
  const [baseline, setBaseline] = useState<Article | null>(article);
  const [tab, setTab] = useState<TabId>('data');
  const create = useCreateArticle();
  const update = useUpdateArticle();

  const { submit, conflict, alerts } = useVersionedSave({
    form,
    initialVersion: article?.version ?? 0,
    save: async (output, version) => {
      if (!baseline) return create.mutateAsync({ catalogId, body: output });
      const changes = articleChanges(baseline, output);
      return Object.keys(changes).length === 0
        ? baseline
        : update.mutateAsync({ id: baseline.id, body: { ...changes, version } });
    },
    onSaved: (saved) => {
      toast.success(t(baseline ? 'articleDialog.saved' : 'articleDialog.created', { number: saved.number }));
      onClose();
    },
    readCurrent: (value) => articleSchema.safeParse(value).data,
    onReload: (current) => {
      form.reset(articleToFormValues(current));
      setBaseline(current);
      void invalidateArticle(queryClient, current.id);
    },
    texts: {
      fixErrors: t('form.fixErrors'),
      saveFailed: t('form.saveFailed'),
      conflictTitle: t('conflict.title'),
      conflictText: t('conflict.articleText'),
      reload: t('conflict.reload'),
      reloaded: t('conflict.reloaded'),
    },
  });

  const busy = form.formState.isSubmitting;
  const subtitle = article
    ? [
        article.catalogName,
        t('articleDialog.usedBy', {
          count: article.usedByPositions,
          formatted: formatNumber(article.usedByPositions, 0),
        }),
      ].join(' · ')
    : null;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // Field errors are on the data tab: show it.
          setTab('data');
          void submit(event);
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle id={titleId} sx={{ pb: article ? 0 : undefined }}>
          {article
            ? t('articleDialog.editTitle', { number: article.number })
            : t('articleDialog.createTitle')}
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {subtitle}
            </Typography>
          ) : null}
        </DialogTitle>
        {article ? (
          <Tabs
            value={tab}
            onChange={(_event, value: TabId) => setTab(value)}
            sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
            aria-label={t('articleDialog.tabs')}
          >
            <Tab value="data" label={t('articleDialog.tabData')} id={`${titleId}-tab-data`} />
            <Tab
              value="prices"
              label={t('articleDialog.tabPrices', { count: article.prices.length })}
              id={`${titleId}-tab-prices`}
            />
          </Tabs>
        ) : null}
        {/* One height for both tabs: switching does not make the dialog jump. */}
        <DialogContent dividers={!article} sx={{ height: { sm: 'min(560px, calc(100dvh - 260px))' } }}>
          {notice}
          <SaveAlerts {...alerts} sx={{ mb: 2 }} />
          {/* The form stays mounted on the history tab: what was typed survives a look at the prices. */}
          <Box
            role="tabpanel"
            hidden={tab !== 'data'}
            aria-labelledby={article ? `${titleId}-tab-data` : undefined}
          >
            <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <ArticleFields creating={article === null} cost={baseline} />
            </fieldset>
          </Box>
          {article && tab === 'prices' ? (
            <Box role="tabpanel" aria-labelledby={`${titleId}-tab-prices`}>
              <PriceHistory prices={article.prices} priceUnit={article.priceUnit} />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
          {extraActions}
          <span style={{ flex: 1 }} />
          <Button onClick={onClose} disabled={busy}>
            {readOnly ? t('actions.close') : t('actions.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" variant="contained" color="confirm" disabled={busy || conflict !== null}>
              {article ? t('actions.save') : t('actions.create')}
            </Button>
          )}
        </DialogActions>
      </form>
    </FormProvider>
  );
}
