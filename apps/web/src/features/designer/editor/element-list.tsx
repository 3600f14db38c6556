import type { Dispatch } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import { useDesignerTranslation } from '../designer-i18n';
import type { TemplateEditorAction } from './editor-state';

/** The region's elements, front first: a click (Shift-click adds) or Enter selects — the keyboard's way in. */
export function ElementList({
  elements,
  selectedIds,
  labelOf,
  dispatch,
}: {
  elements: readonly TemplateElement[];
  selectedIds: readonly string[];
  labelOf: (element: TemplateElement) => string;
  dispatch: Dispatch<TemplateEditorAction>;
}) {
  const { t } = useDesignerTranslation();
  return (
    <section aria-label={t('editor.elements')}>
      <Typography component="h2" variant="subtitle2">
        {t('editor.elements')}
      </Typography>
      <List dense aria-label={t('editor.elements')} sx={{ maxHeight: 220, overflowY: 'auto' }}>
        {[...elements].reverse().map((element) => (
          <ListItemButton
            key={element.id}
            selected={selectedIds.includes(element.id)}
            aria-pressed={selectedIds.includes(element.id)}
            onClick={(event) => dispatch({ type: 'select', id: element.id, add: event.shiftKey })}
          >
            <ListItemText
              primary={labelOf(element)}
              secondary={element.locked ? t('editor.locked') : undefined}
            />
          </ListItemButton>
        ))}
      </List>
    </section>
  );
}
