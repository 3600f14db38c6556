import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConstructionNoteStatus } from '@vendoc/contract/construction-notes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useConstructionNotes,
  type ConstructionNoteFilters,
} from '../../entities/construction-note/get-construction-notes';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';
import { ListFilters } from './components/list-filters';
import { MissingToday } from './components/missing-today';
import { NoteSummaryList } from './components/note-summary-list';
import { useConstructionNotesTranslation } from './construction-notes-i18n';
import { localIsoDate } from './model/calendar';

const FILTER_NAMES = ['projectId', 'from', 'to', 'authorId', 'status'] as const;

/** All construction notes (site diary) across projects, filtered; what is missing today above them. */
export function ConstructionNotesPage() {
  const { t: tApp } = useTranslation('app');
  const { t } = useConstructionNotesTranslation();
  const [search, setSearch] = useSearchParams();
  const filters: ConstructionNoteFilters = {
    projectId: search.get('projectId') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    authorId: search.get('authorId') ?? undefined,
    status: (search.get('status') as ConstructionNoteStatus | null) ?? undefined,
  };
  const notes = useConstructionNotes(filters);
  // The server's days with those started or changed on this device over them.
  const items = notes.items;
  const changeFilters = (next: ConstructionNoteFilters) => {
    const params = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = next[name];
      if (value) params.set(name, value);
    }
    setSearch(params, { replace: true });
  };

  return (
    <PageFrame
      title={t('title.all')}
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: t('title.all') }]}
    >
      <Stack spacing={3}>
        <MissingToday today={localIsoDate()} />
        <ListFilters filters={filters} onChange={changeFilters} />
        {notes.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void notes.refetch()}>{t('list.retry')}</Button>}
          >
            {t('list.loadFailed')}
          </Alert>
        ) : null}
        {(notes.isSuccess || notes.fetchStatus === 'paused') && items.length === 0 ? (
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        ) : (
          <NoteSummaryList items={items} showProject label={t('title.all')} />
        )}
        {notes.hasNextPage ? (
          <Button
            onClick={() => void notes.fetchNextPage()}
            disabled={notes.isFetchingNextPage}
            sx={{ minHeight: 48 }}
          >
            {t('list.loadMore')}
          </Button>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
