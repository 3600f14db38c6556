import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiDelete } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useDesigner } from '../../lib/designer/designer-context';
import { isLabelledElement } from './sample-elements';

/** The template's elements in order; a click selects, the bin removes. */
export function DesignerElementList() {
  const { t } = useTranslation('app');
  const { elements, selected, selectElement, removeElement } = useDesigner();
  return (
    <Paper variant="outlined">
      {elements.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('designer.empty')}
        </Typography>
      ) : (
        <List aria-label={t('designer.elements')} disablePadding>
          {elements.map((element, index) => (
            <ListItem
              key={element.id}
              disablePadding
              divider={index < elements.length - 1}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('designer.removeElement', { name: labelOf(element) })}
                  onClick={() => removeElement(element.id)}
                >
                  <MdiIcon path={mdiDelete} />
                </IconButton>
              }
            >
              <ListItemButton
                selected={selected?.id === element.id}
                aria-pressed={selected?.id === element.id}
                onClick={() => selectElement(selected?.id === element.id ? null : element.id)}
              >
                <ListItemText
                  primary={`${index + 1}. ${labelOf(element)}`}
                  secondary={isLabelledElement(element) ? t(`designer.kinds.${element.kind}`) : element.id}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

function labelOf(element: Parameters<typeof isLabelledElement>[0]): string {
  return isLabelledElement(element) ? element.label : element.id;
}
