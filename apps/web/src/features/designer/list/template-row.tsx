import { useState } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { mdiDotsVertical } from '@mdi/js';
import { Link } from 'react-router';
import type { DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { paths } from '../../../lib/navigation/paths';
import { useDesignerTranslation } from '../designer-i18n';
import { TemplateThumbnail } from './template-thumbnail';

export type TemplateAction = 'rename' | 'duplicate' | 'setDefault' | 'delete';

interface TemplateRowProps {
  readonly template: DocumentTemplateSummary;
  readonly canWrite: boolean;
  readonly onAction: (action: TemplateAction, template: DocumentTemplateSummary) => void;
}

/**
 * One template of the list with a thumbnail of its first page: opens the editor; the menu renames, duplicates, makes
 * it the default, deletes.
 */
export function TemplateRow({ template, canWrite, onAction }: TemplateRowProps) {
  const { t } = useDesignerTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: TemplateAction) => {
    setAnchor(null);
    onAction(action, template);
  };
  return (
    <ListItem
      disablePadding
      secondaryAction={
        canWrite ? (
          <IconButton
            edge="end"
            aria-label={t('list.actions', { name: template.name })}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MdiIcon path={mdiDotsVertical} />
          </IconButton>
        ) : null
      }
    >
      <ListItemButton component={Link} to={paths.designerLoading({ template: template.id })}>
        {template.layoutProblem ? null : <TemplateThumbnail templateId={template.id} />}
        <ListItemText
          primary={template.name}
          secondary={
            template.layoutProblem ??
            t('list.updated', { date: new Date(template.updatedAt).toLocaleString('de-DE') })
          }
          slotProps={{ secondary: { color: template.layoutProblem ? 'error' : 'text.secondary' } }}
        />
        {template.isDefault ? <Chip size="small" color="primary" label={t('list.default')} /> : null}
      </ListItemButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('rename')}>{t('list.rename')}</MenuItem>
        <MenuItem onClick={() => choose('duplicate')}>{t('list.duplicate')}</MenuItem>
        <MenuItem disabled={template.isDefault} onClick={() => choose('setDefault')}>
          {t('list.setDefault')}
        </MenuItem>
        <MenuItem onClick={() => choose('delete')}>{t('list.delete')}</MenuItem>
      </Menu>
    </ListItem>
  );
}
