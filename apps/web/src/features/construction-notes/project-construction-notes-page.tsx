import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProjectConstructionNotes } from '../../entities/construction-note/get-construction-notes';
import { useProject } from '../../entities/project/get-project';
import { usePermission } from '../../entities/user/get-me';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';
import { ChainState } from './components/chain-state';
import { MonthCalendar } from './components/month-calendar';
import { NoteSummaryList } from './components/note-summary-list';
import { useConstructionNotesTranslation } from './construction-notes-i18n';
import { useCreateDay } from './hooks/use-create-day';
import { addMonths, localIsoDate, monthOf, monthRange, weekOf } from './model/calendar';
import { useDiaryPdf } from './hooks/use-diary-pdf';
import { PdfStatus } from '../../components/pdf-status/pdf-status';

const monthName = (month: string, language: string) =>
  new Date(`${month}-01T12:00:00`).toLocaleDateString(language === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
  });

/** The construction notes of one project: a month calendar (days without an entry visible) and the list. */
export function ProjectConstructionNotesPage() {
  const { t: tApp } = useTranslation('app');
  const { t, i18n } = useConstructionNotesTranslation();
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const today = localIsoDate();
  const [month, setMonth] = useState(monthOf(today));
  const { from, to } = monthRange(month);
  const project = useProject(projectId);
  const diary = useProjectConstructionNotes(projectId, from, to);
  const canWrite = usePermission('constructionNotes:write');
  const { createDay, creating } = useCreateDay();
  const pdf = useDiaryPdf();
  const label = monthName(month, i18n.language);
  const projectLabel = project.data ? `${project.data.number} ${project.data.name}` : '';
  const dayProject = {
    id: projectId,
    number: project.data?.number ?? '',
    name: project.data?.name ?? '',
  };

  return (
    <PageFrame
      title={t('title.project', { project: projectLabel })}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: projectLabel || tApp('routes.project'), to: paths.project(projectId) },
        { label: t('title.all') },
      ]}
      actions={
        canWrite ? (
          <Button
            variant="contained"
            disabled={creating || diary.data?.items.some((item) => item.date === today)}
            onClick={() => void createDay(dayProject, today)}
            sx={{ minHeight: 48 }}
          >
            {t('list.createToday')}
          </Button>
        ) : null
      }
    >
      <Stack spacing={3}>
        {diary.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void diary.refetch()}>{t('list.retry')}</Button>}
          >
            {t('list.loadFailed')}
          </Alert>
        ) : null}
        {diary.data ? <ChainState chain={diary.data.chain} /> : null}
        <Box sx={{ display: 'flex', gap: 4, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box sx={{ flex: '1 1 360px' }}>
            <MonthCalendar
              month={month}
              monthLabel={label}
              today={today}
              entries={diary.data?.items ?? []}
              onMonth={(step) => setMonth(addMonths(month, step))}
              canCreate={canWrite && !creating}
              onDay={(date, entry) =>
                entry ? void navigate(paths.constructionNote(entry.id)) : void createDay(dayProject, date)
              }
            />
          </Box>
          <Box sx={{ flex: '1 1 360px' }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('calendar.listTitle', { month: label })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
              <Button
                variant="outlined"
                disabled={pdf.pending || !diary.data?.items.length}
                onClick={() => void pdf.printPeriod(projectId, { from, to })}
                sx={{ minHeight: 48 }}
              >
                {t('pdf.month')}
              </Button>
              <Button
                variant="outlined"
                disabled={pdf.pending}
                onClick={() => void pdf.printPeriod(projectId, weekOf(today))}
                sx={{ minHeight: 48 }}
              >
                {t('pdf.week')}
              </Button>
            </Stack>
            <PdfStatus pending={pdf.pending} links={pdf.links} labels={pdf.statusLabels} />
            {diary.data && diary.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('calendar.emptyMonth')}</Typography>
            ) : (
              <NoteSummaryList
                items={[...(diary.data?.items ?? [])].reverse()}
                showProject={false}
                label={t('calendar.listTitle', { month: label })}
              />
            )}
          </Box>
        </Box>
      </Stack>
    </PageFrame>
  );
}
