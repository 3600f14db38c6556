import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useMissingConstructionNotes } from '../../../entities/construction-note/get-construction-notes';
import { usePermission } from '../../../entities/user/get-me';
import { paths } from '../../../lib/navigation/paths';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { useCreateDay } from '../hooks/use-create-day';

/** My running projects without an entry today, each with the button that starts it. */
export function MissingToday({ today }: { readonly today: string }) {
  const { t } = useConstructionNotesTranslation();
  const missing = useMissingConstructionNotes(today);
  const canWrite = usePermission('constructionNotes:write');
  const { createDay, creating } = useCreateDay();
  if (!missing.data) return null;
  return (
    <section aria-labelledby="missing-today">
      <Typography id="missing-today" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('list.missingTitle')}
      </Typography>
      {missing.data.length === 0 ? (
        <Alert severity="success">{t('list.missingNone')}</Alert>
      ) : (
        <Stack spacing={1}>
          {missing.data.map((project) => (
            <Paper
              key={project.projectId}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography sx={{ flex: '1 1 12rem', fontWeight: 600 }}>
                {`${project.projectNumber} ${project.projectName}`}
              </Typography>
              <Button
                component={Link}
                to={paths.projectConstructionNotes(project.projectId)}
                sx={{ minHeight: 48 }}
              >
                {t('list.openDiary')}
              </Button>
              {canWrite ? (
                <Button
                  variant="contained"
                  disabled={creating}
                  onClick={() =>
                    void createDay(
                      { id: project.projectId, number: project.projectNumber, name: project.projectName },
                      today,
                    )
                  }
                  sx={{ minHeight: 48 }}
                  aria-label={`${t('list.createToday')}: ${project.projectName}`}
                >
                  {t('list.createToday')}
                </Button>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
