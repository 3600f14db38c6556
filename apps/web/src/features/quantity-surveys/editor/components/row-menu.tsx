import { memo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { mdiDotsVertical } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

/** The row's menu: delete the line (also Ctrl+Delete in any of its cells). */
export const RowMenu = memo(function RowMenu({
  address,
  onDelete,
}: {
  address: string;
  onDelete: () => void;
}) {
  const { t } = useSurveyEditorTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('grid.menu', { address })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          width: '40px',
          height: '40px',
          '@media (max-width: 899.95px)': { width: TOUCH_TARGET, height: TOUCH_TARGET },
        }}
      >
        <MdiIcon path={mdiDotsVertical} fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
        >
          <ListItemText>{t('grid.delete')}</ListItemText>
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: 2 }}>
            {t('grid.deleteShortcut')}
          </Typography>
        </MenuItem>
      </Menu>
    </>
  );
});
