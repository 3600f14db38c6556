import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { Link } from 'react-router';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { formatDate } from '../../../../lib/format/format';
import { useProjectsTranslation } from '../../projects-i18n';
import { useConstructionSurveys } from '../../../../entities/quantity-survey/get-surveys';
import { SurveyStatusChip } from '../../../../components/survey-status/survey-status-chip';
import { paths } from '../../../../lib/navigation/paths';

export interface ConstructionSurveysProps {
  projectId: string;
  /** A construction id, or "none" for the surveys without construction. */
  constructionId: string;
  /** Offers "Neues Aufmaß" (surveys:write). */
  onNewSurvey?: () => void;
}

/** The quantity surveys under a construction, each a link to its editor, and "Neues Aufmaß". */
export function ConstructionSurveys({ projectId, constructionId, onNewSurvey }: ConstructionSurveysProps) {
  const { t } = useProjectsTranslation();
  const surveys = useConstructionSurveys(projectId, constructionId);
  const items = surveys.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ pl: { xs: 0, sm: 2 }, pb: 1 }}>
      {surveys.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void surveys.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('surveys.loadFailed')}
        </Alert>
      ) : surveys.isPending ? (
        <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
          {t('surveys.loading')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('surveys.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('surveys.listLabel')}>
          {items.map((survey) => (
            <ListItem key={survey.id} disablePadding>
              <ListItemButton
                component={Link}
                to={paths.quantitySurvey(projectId, survey.construction?.id ?? null, survey.id)}
                sx={{ gap: 2, borderRadius: 1, flexWrap: 'wrap' }}
              >
                <ListItemText
                  primary={survey.name}
                  secondary={t('surveys.summary', {
                    count: survey.sheetCount,
                    lines: survey.lineCount,
                    date: formatDate(survey.updatedAt),
                  })}
                />
                <SurveyStatusChip status={survey.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {surveys.hasNextPage ? (
          <Button
            size="small"
            onClick={() => void surveys.fetchNextPage()}
            disabled={surveys.isFetchingNextPage}
          >
            {t('list.loadMore')}
          </Button>
        ) : null}
        {onNewSurvey ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={onNewSurvey}
          >
            {t('surveys.new')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
