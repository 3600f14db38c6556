import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiContentSave, mdiUndo } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';

/** What both editors say when fields are wrong or a save met someone else's change (useVersionedSave's texts). */
export function editorSaveTexts(t: TFunction, saveFailed: string) {
  return {
    fixErrors: t('editor.fixErrors'),
    saveFailed,
    conflictTitle: t('editor.conflictTitle'),
    conflictText: t('editor.conflictText'),
    reload: t('editor.reload'),
    reloaded: t('editor.reloaded'),
  };
}

export interface EditorFormProps {
  /** Names the form, e.g. "Position 01.0010 bearbeiten". */
  readonly label: string;
  /** Small line above the title, e.g. "Position 01.0010". */
  readonly overline: string;
  readonly title: string;
  readonly canWrite: boolean;
  readonly dirty: boolean;
  readonly submitting: boolean;
  readonly onSubmit: (event?: FormEvent) => void;
  readonly onDiscard: () => void;
  /** Further actions between "Verwerfen" and "Speichern" (e.g. deleting). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame of the position and variant editors: a header that stays in view with the title, "Verwerfen" and
 * "Speichern" (or "Nur lesen"), then the fields. Ctrl+S saves; Enter in a one-line field does not submit the
 * whole form by accident (the components table uses Enter to add a line).
 */
export function EditorForm({
  label,
  overline,
  title,
  canWrite,
  dirty,
  submitting,
  onSubmit,
  onDiscard,
  actions,
  children,
}: EditorFormProps) {
  const { t } = useCatalogPositionsTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      onSubmit();
    } else if (
      event.key === 'Enter' &&
      event.target instanceof HTMLInputElement &&
      event.target.type !== 'checkbox'
    ) {
      event.preventDefault();
    }
  };

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: 2,
          py: 1.25,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
            {overline}
          </Typography>
          <Typography component="h2" variant="h6" noWrap sx={{ fontWeight: 600 }} title={title}>
            {title}
          </Typography>
        </Box>
        {canWrite ? (
          <Stack direction="row" spacing={1}>
            <Button
              type="button"
              startIcon={<MdiIcon path={mdiUndo} />}
              onClick={onDiscard}
              disabled={!dirty || submitting}
            >
              {t('editor.discard')}
            </Button>
            {actions}
            <Button
              type="submit"
              variant="contained"
              startIcon={<MdiIcon path={mdiContentSave} />}
              disabled={!dirty || submitting}
              title={t('editor.saveShortcut')}
            >
              {t('editor.save')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('editor.readOnly')}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
