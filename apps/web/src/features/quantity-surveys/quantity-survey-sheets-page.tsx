import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiFileImportOutline, mdiPrinter } from '@mdi/js';
import { quantitySurveyStatusSchema, type QuantitySurveyStatus } from '@vendoc/contract/quantity-surveys';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { usePermission } from '../../entities/user/get-me';
import { useConstructions } from '../../entities/construction/get-constructions';
import { useProject } from '../../entities/project/get-project';
import { useProjectSheets, type ProjectSheetFilters } from './api/get-project-sheets';
import { NO_CONSTRUCTION, useProjectSurveys } from '../../entities/quantity-survey/get-surveys';
import { paths } from '../../lib/navigation/paths';
import { useQuantitySurveysTranslation } from './quantity-surveys-i18n';
import { SheetFilters, type SheetFilterKey } from './sheets/components/sheet-filters';
import { SheetTable } from './sheets/components/sheet-table';
import { sheetPdfJobs } from './pdf/sheet-jobs';
import { SurveyPdfStatus } from './pdf/survey-pdf-status';
import { useSurveyPdf } from './pdf/use-survey-pdf';
import { X31ImportDialog } from './sheets/components/x31-import-dialog';
import { useUrlState } from '../../lib/hooks/use-url-state';
import { sheetEditorPath } from './sheets/model/sheet-editor-path';

function statusOf(value: string | null): QuantitySurveyStatus | undefined {
  return quantitySurveyStatusSchema.safeParse(value).data;
}

/**
 * /projects/{projectId}/quantitySurveySheets: every sheet of the project's surveys, filtered by the URL's query
 * (q, surveyId, constructionId, status, oz); a row opens the editor on that sheet; checked sheets (or all shown)
 * print as PDF (one per survey, with the company's survey sheet template).
 */
export function QuantitySurveySheetsPage() {
  const { t } = useQuantitySurveysTranslation();
  const { t: tApp } = useTranslation('app');
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const [params, updateParams] = useUrlState();
  const filters: ProjectSheetFilters = useMemo(
    () => ({
      q: params.get('q') ?? undefined,
      surveyId: params.get('surveyId') ?? undefined,
      constructionId: params.get('constructionId') ?? undefined,
      status: statusOf(params.get('status')),
      oz: params.get('oz') ?? undefined,
    }),
    [params],
  );
  const project = useProject(projectId);
  const sheets = useProjectSheets(projectId, filters);
  const surveys = useProjectSurveys(projectId);
  const constructions = useConstructions(projectId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pdf = useSurveyPdf();
  const canWrite = usePermission('surveys:write');
  const [importing, setImporting] = useState(false);

  const shown = sheets.data ?? [];
  const chosen = shown.filter((sheet) => selected.has(sheet.id));
  const toPrint = chosen.length > 0 ? chosen : shown;
  const projectName = project.data?.name ?? '';
  const title = tApp('routes.quantitySurveySheets');

  const changeFilters = (changes: Partial<Record<SheetFilterKey, string | null>>) =>
    updateParams(changes as Record<string, string | null>);

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: projectName || tApp('routes.project'), to: paths.project(projectId) },
        { label: title },
      ]}
      actions={
        <>
          {canWrite ? (
            <Button
              variant="outlined"
              startIcon={<MdiIcon path={mdiFileImportOutline} />}
              onClick={() => setImporting(true)}
            >
              {t('x31Import.open')}
            </Button>
          ) : null}
          <Button
            variant="contained"
            startIcon={
              pdf.pending ? <CircularProgress size={18} color="inherit" /> : <MdiIcon path={mdiPrinter} />
            }
            disabled={toPrint.length === 0 || pdf.pending}
            onClick={() => void pdf.print(sheetPdfJobs(toPrint))}
          >
            {chosen.length > 0 ? t('sheets.printSelected', { count: chosen.length }) : t('sheets.printAll')}
          </Button>
        </>
      }
    >
      <SheetFilters
        filters={filters}
        onChange={changeFilters}
        surveys={surveys.data ?? []}
        constructions={constructions.data ?? []}
      />
      <SurveyPdfStatus pending={pdf.pending} links={pdf.links} />
      {sheets.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sheets.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {t('sheets.loadFailed')}
        </Alert>
      ) : sheets.isPending ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('sheets.loading')}</Typography>
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          {Object.values(filters).some(Boolean) ? t('sheets.noMatch') : t('sheets.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <SheetTable
            sheets={shown}
            selected={selected}
            onSelectedChange={setSelected}
            editorPath={(sheet) => sheetEditorPath(projectId, sheet)}
            onOpen={(sheet) => void navigate(sheetEditorPath(projectId, sheet))}
          />
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
            {t('sheets.total', { count: shown.length })}
          </Typography>
        </Paper>
      )}
      {importing ? (
        <X31ImportDialog
          projectId={projectId}
          initialConstructionId={
            filters.constructionId && filters.constructionId !== NO_CONSTRUCTION
              ? filters.constructionId
              : null
          }
          onClose={() => setImporting(false)}
        />
      ) : null}
    </PageFrame>
  );
}
