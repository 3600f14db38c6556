import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { httpStatusOf } from '../../lib/http/api-problems';
import { NO_CONSTRUCTION_SEGMENT, paths } from '../../lib/navigation/paths';
import { surveyDetailQueryOptions } from './editor/api/survey-detail';
import { useSurveyEditorTranslation } from './editor/quantity-survey-editor-i18n';
import { SurveyEditor } from './editor/survey-editor';

/**
 * A quantity survey of one construction (element) of a project, or of none ("none" in the URL). A URL whose
 * project or construction is not the survey's is replaced by the survey's own. `?sheet=<number>` opens a sheet.
 */
export function ConstructionQuantitySurveyPage() {
  const { t } = useSurveyEditorTranslation();
  const { projectId = '', constructionId = '', quantitySurveyId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useQuery(surveyDetailQueryOptions(quantitySurveyId));
  const survey = query.data;

  useEffect(() => {
    if (!survey) return;
    const canonicalConstruction = survey.construction?.id ?? NO_CONSTRUCTION_SEGMENT;
    if (survey.projectId === projectId && canonicalConstruction === constructionId) return;
    const search = searchParams.toString();
    const path = paths.quantitySurvey(survey.projectId, survey.construction?.id ?? null, survey.id);
    void navigate(search ? `${path}?${search}` : path, { replace: true });
  }, [survey, projectId, constructionId, searchParams, navigate]);

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('page.loading')}</Typography>
      </Box>
    );
  }
  if (!survey && httpStatusOf(query.error) === 404) {
    // Deleted, never existed, or another company's: nothing to retry.
    return (
      <Box sx={{ p: 4, maxWidth: 720 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('page.notFoundTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('page.notFound')}</Typography>
        <Button component={RouterLink} to={paths.project(projectId)} variant="outlined">
          {t('page.backToProject')}
        </Button>
      </Box>
    );
  }
  if (!survey) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.loadFailed')}
        </Alert>
      </Box>
    );
  }

  const sheetParam = Number(searchParams.get('sheet'));
  return (
    <SurveyEditor
      survey={survey}
      sheetNumber={Number.isInteger(sheetParam) && sheetParam > 0 ? sheetParam : null}
      onSheetChange={(sheet) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('sheet', String(sheet.number));
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
