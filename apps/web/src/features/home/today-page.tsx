import { useDeferredValue, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Project } from '@vendoc/contract/projects';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useProjectPage } from '../../entities/project/get-projects';
import { useMe } from '../../entities/user/get-me';
import { formatDate } from '../../lib/format/format';
import { siteNavigationFor } from '../../lib/navigation/site-mode';
import { ProjectCard } from './components/project-card';
import { useRecentProjects } from './recent-projects';
import { useTodayTranslation } from './today-i18n';

const MINE_LIMIT = 50;
const SEARCH_LIMIT = 20;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Cards({ projects, section }: { projects: readonly Project[]; section: string }) {
  return (
    <Stack spacing={1.5}>
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          id={project.id}
          number={project.number}
          name={project.name}
          client={project.client.name}
          section={section}
        />
      ))}
    </Stack>
  );
}

/** Loading, failure with retry, or `children` once the projects are there. */
function Loaded({
  query,
  empty,
  children,
}: {
  query: ReturnType<typeof useProjectPage>;
  empty: string;
  children: (projects: readonly Project[]) => ReactNode;
}) {
  const { t } = useTodayTranslation();
  if (query.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
        <CircularProgress size={22} />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  if (query.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return children(query.data);
}

/**
 * "Heute": home in the site layout. The user's projects, those recently opened on this device and a project search,
 * each project with its one-tap actions (note, photo, diary, survey); then what else the site navigation offers.
 */
export function TodayPage() {
  const { t } = useTodayTranslation();
  const { t: tApp } = useTranslation('app');
  const me = useMe({ passive: true }).data;
  const mine = useProjectPage({ mine: true, limit: MINE_LIMIT });
  const recent = useRecentProjects(me?.user.id);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useProjectPage({ q, limit: SEARCH_LIMIT }, { enabled: q.length > 0, keepPrevious: true });
  const mineIds = new Set(mine.data?.map((project) => project.id));
  const recentOthers = recent.filter((project) => !mineIds.has(project.id));
  const more = siteNavigationFor(me?.user.role).filter((entry) => !entry.bottom);

  return (
    <Stack spacing={3} sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{formatDate(new Date())}</Typography>
      </Box>
      <Section id="today-mine" title={t('mine')}>
        <Loaded query={mine} empty={t('mineEmpty')}>
          {(projects) => <Cards projects={projects} section="today-mine" />}
        </Loaded>
      </Section>
      <Section id="today-recent" title={t('recent')}>
        {recentOthers.length === 0 ? (
          <Typography color="text.secondary">{t('recentEmpty')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            {recentOthers.map((project) => (
              <ProjectCard key={project.id} {...project} section="today-recent" />
            ))}
          </Stack>
        )}
      </Section>
      <Section id="today-search" title={t('search')}>
        <TextField
          type="search"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('searchPlaceholder')}
          slotProps={{ htmlInput: { 'aria-labelledby': 'today-search', enterKeyHint: 'search' } }}
          sx={{ mb: 1.5 }}
        />
        {q ? (
          <Loaded query={found} empty={t('searchEmpty')}>
            {(projects) => <Cards projects={projects} section="today-found" />}
          </Loaded>
        ) : null}
      </Section>
      {more.length > 0 ? (
        <Section id="today-more" title={t('more')}>
          <List disablePadding>
            {more.map((entry) => (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton component={Link} to={entry.path} sx={{ minHeight: 56, borderRadius: 1 }}>
                  <ListItemIcon>
                    <MdiIcon path={entry.icon} />
                  </ListItemIcon>
                  <ListItemText primary={tApp(entry.titleKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Section>
      ) : null}
    </Stack>
  );
}
