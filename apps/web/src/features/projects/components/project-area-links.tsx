import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  mdiClipboardText,
  mdiCube,
  mdiExport,
  mdiFileTree,
  mdiFolderOpen,
  mdiFormatListNumbered,
  mdiNotebookEdit,
  mdiNoteTextOutline,
} from '@mdi/js';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { CONSTRUCTIONS_ANCHOR } from '../constructions/constructions-anchor';
import { useProjectsTranslation } from '../projects-i18n';
import { paths } from '../../../lib/navigation/paths';

interface ProjectArea {
  id: string;
  /** The route, or null while the area has no page of its own yet. */
  path: (projectId: string) => string | null;
  /** The id of a section of the project page itself (instead of a route). */
  anchor?: string;
  /** A key of the `app` namespace (route titles) or, with `own`, of this feature's namespace. */
  titleKey: string;
  own?: boolean;
  icon: string;
}

/**
 * Every project area of SPEC.md's route table. Constructions have routes only below a construction id
 * (configurations, quantity surveys): they are listed in a section of the project page, which the link jumps to.
 */
export const PROJECT_AREAS: readonly ProjectArea[] = [
  {
    id: 'positions',
    path: (id) => paths.projectPositions(id),
    titleKey: 'routes.projectPositions',
    icon: mdiFormatListNumbered,
  },
  {
    id: 'constructions',
    path: () => null,
    anchor: CONSTRUCTIONS_ANCHOR,
    titleKey: 'page.constructions',
    own: true,
    icon: mdiCube,
  },
  {
    id: 'quantitySurveySheets',
    path: (id) => paths.quantitySurveySheets(id),
    titleKey: 'routes.quantitySurveySheets',
    icon: mdiClipboardText,
  },
  {
    id: 'quantitySurveyTemplates',
    path: (id) => paths.quantitySurveyTemplates(id),
    titleKey: 'routes.quantitySurveyTemplates',
    icon: mdiFileTree,
  },
  {
    id: 'smartNotes',
    path: () => paths.smartNotes(),
    titleKey: 'page.smartNotes',
    own: true,
    icon: mdiNoteTextOutline,
  },
  {
    id: 'constructionNotes',
    path: (id) => paths.projectConstructionNotes(id),
    titleKey: 'routes.projectConstructionNotes',
    icon: mdiNotebookEdit,
  },
  {
    id: 'files',
    path: (id) => paths.projectFiles(id),
    titleKey: 'routes.projectFiles',
    icon: mdiFolderOpen,
  },
  { id: 'export', path: (id) => paths.projectExport(id), titleKey: 'routes.projectExport', icon: mdiExport },
];

/** The ways from a project to its areas, as a grid of large buttons. */
export function ProjectAreaLinks({ projectId }: { projectId: string }) {
  const { t } = useProjectsTranslation();
  const { t: tApp } = useTranslation('app');
  return (
    <Box component="nav" aria-label={t('page.areas')}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('page.areas')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {PROJECT_AREAS.map((area) => {
          const path = area.path(projectId);
          const title = area.own ? t(area.titleKey) : tApp(area.titleKey);
          const { anchor } = area;
          const common = {
            variant: 'outlined' as const,
            color: 'inherit' as const,
            startIcon: <MdiIcon path={area.icon} color={path || anchor ? 'primary' : 'disabled'} />,
            sx: { justifyContent: 'flex-start', py: 1.5, px: 2, borderColor: 'divider', minHeight: 56 },
          };
          if (anchor) {
            return (
              <Button
                key={area.id}
                component="a"
                href={`#${anchor}`}
                onClick={(event: MouseEvent) => {
                  // The page scrolls inside the layout's main area; jump there without a router navigation.
                  event.preventDefault();
                  document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
                {...common}
              >
                {title}
              </Button>
            );
          }
          return path ? (
            <Button key={area.id} component={Link} to={path} {...common}>
              {title}
            </Button>
          ) : (
            <Button key={area.id} disabled {...common}>
              {title} ({t('page.comingSoon')})
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
