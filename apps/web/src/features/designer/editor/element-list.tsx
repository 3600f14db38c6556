import { memo, type Dispatch } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import { useDesignerTranslation } from '../designer-i18n';
import type { TemplateEditorAction } from './editor-state';

interface ElementListProps {
  elements: readonly TemplateElement[];
  selectedIds: readonly string[];
  labelOf: (element: TemplateElement) => string;
  dispatch: Dispatch<TemplateEditorAction>;
}

/** Whether two lists show the same: a drag changes positions only, so the list does not render again. */
function sameList(before: ElementListProps, after: ElementListProps): boolean {
  const shown = (element: TemplateElement) =>
    `${element.id}\u0000${element.name}\u0000${element.kind}\u0000${element.locked}`;
  return (
    before.labelOf === after.labelOf &&
    before.dispatch === after.dispatch &&
    before.selectedIds.join('\u0000') === after.selectedIds.join('\u0000') &&
    before.elements.length === after.elements.length &&
    before.elements.every((element, index) => {
      const other = after.elements[index];
      return other !== undefined && (element === other || shown(element) === shown(other));
    })
  );
}

/** The region's elements, front first: a click (Shift-click adds) or Enter selects — the keyboard's way in. */
export const ElementList = memo(function ElementList({
  elements,
  selectedIds,
  labelOf,
  dispatch,
}: ElementListProps) {
  const { t } = useDesignerTranslation();
  return (
    <section aria-label={t('editor.elements')}>
      <Typography component="h2" variant="subtitle2">
        {t('editor.elements')}
      </Typography>
      <List dense aria-label={t('editor.elements')} sx={{ maxHeight: 220, overflowY: 'auto' }}>
        {[...elements].reverse().map((element) => (
          <ListItem key={element.id} disablePadding>
            <ListItemButton
              selected={selectedIds.includes(element.id)}
              aria-pressed={selectedIds.includes(element.id)}
              onClick={(event) => dispatch({ type: 'select', id: element.id, add: event.shiftKey })}
            >
              <ListItemText
                primary={labelOf(element)}
                secondary={element.locked ? t('editor.locked') : undefined}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}, sameList);
