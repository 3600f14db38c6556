import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { mdiChevronRight, mdiFolderHome } from '@mdi/js';
import type { Folder } from '@vendoc/contract/files';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useFilesTranslation } from '../project-files-i18n';
import { textColor } from '../../../lib/theme/theme';

export interface FolderTrailProps {
  /** From the top level down to the open folder; empty at the top level. */
  readonly path: readonly Folder[];
  readonly onOpen: (folderId: string | null) => void;
}

/** Where in the project's folders the list is: "Alle Dateien › Pläne › Erdgeschoss", each step a way back. */
export function FolderTrail({ path, onOpen }: FolderTrailProps) {
  const { t } = useFilesTranslation();
  const steps = [
    { id: null, name: t('folders.root') },
    ...path.map((folder) => ({ id: folder.id, name: folder.name })),
  ];
  return (
    <Box component="nav" aria-label={t('folders.trail')}>
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0 }}
      >
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            <Box component="li" key={step.id ?? 'root'} sx={{ display: 'flex', alignItems: 'center' }}>
              {index > 0 ? (
                <MdiIcon path={mdiChevronRight} color="action" fontSize="small" aria-hidden />
              ) : null}
              {last ? (
                <Box
                  component="span"
                  aria-current="location"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    px: 1,
                    minHeight: 40,
                    fontWeight: 600,
                  }}
                >
                  {index === 0 ? <MdiIcon path={mdiFolderHome} fontSize="small" aria-hidden /> : null}
                  {step.name}
                </Box>
              ) : (
                <ButtonBase
                  onClick={() => onOpen(step.id)}
                  sx={{
                    display: 'flex',
                    gap: 0.5,
                    px: 1,
                    minHeight: 40,
                    borderRadius: 1,
                    color: (theme) => textColor(theme, 'primary'),
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {index === 0 ? <MdiIcon path={mdiFolderHome} fontSize="small" aria-hidden /> : null}
                  {step.name}
                </ButtonBase>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
