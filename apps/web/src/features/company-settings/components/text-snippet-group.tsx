import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiDeleteOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import type { SnippetPlacement, TextSnippet } from '@vendoc/contract/text-snippets';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useSettingsTranslation } from '../company-settings-i18n';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface TextSnippetGroupProps {
  readonly placement: SnippetPlacement;
  /** The snippets of the placement, by name. */
  readonly snippets: readonly TextSnippet[];
  readonly onAdd: () => void;
  readonly onEdit: (snippet: TextSnippet) => void;
  readonly onDelete: (snippet: TextSnippet) => void;
}

/** The snippets of one placement (Einleitung or Schluss): name, the kinds they serve, the default marked. */
export function TextSnippetGroup({ placement, snippets, onAdd, onEdit, onDelete }: TextSnippetGroupProps) {
  const { t } = useSettingsTranslation();
  const headingId = `text-snippets-${placement}`;
  const kindsOf = (snippet: TextSnippet) =>
    snippet.documentKinds.length === 0
      ? t('textSnippets.allKinds')
      : snippet.documentKinds.map((kind) => t(`textSnippets.kinds.${kind}`)).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t(`textSnippets.placements.${placement}`)}
        </Typography>
        <Button startIcon={<MdiIcon path={mdiPlus} />} onClick={onAdd} sx={{ minHeight: TOUCH_TARGET }}>
          {t(`textSnippets.add.${placement}`)}
        </Button>
      </Stack>
      {snippets.length === 0 ? (
        <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
          {t(`textSnippets.empty.${placement}`)}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} disablePadding>
          {snippets.map((snippet) => (
            <ListItem
              key={snippet.id}
              divider
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1, '&:last-of-type': { borderBottom: 0 } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{snippet.name}</Typography>
                  {snippet.isDefault ? (
                    <Chip size="small" color="primary" label={t('textSnippets.default')} />
                  ) : null}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {kindsOf(snippet)}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    mt: 0.5,
                    whiteSpace: 'pre-line',
                    overflowWrap: 'anywhere',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {snippet.text}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton
                  aria-label={t('textSnippets.editNamed', { name: snippet.name })}
                  onClick={() => onEdit(snippet)}
                >
                  <MdiIcon path={mdiPencilOutline} />
                </IconButton>
                <IconButton
                  aria-label={t('textSnippets.deleteNamed', { name: snippet.name })}
                  onClick={() => onDelete(snippet)}
                >
                  <MdiIcon path={mdiDeleteOutline} />
                </IconButton>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
