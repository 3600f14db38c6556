import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import { mdiDeleteOutline } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { visuallyHidden } from '../../../../lib/theme/visually-hidden';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';

/** The header of an editable table's last column: named for assistive technology only. */
export function ActionsHeaderCell() {
  const { t } = useCatalogPositionsTranslation();
  return (
    <TableCell sx={{ width: 44 }}>
      <Box component="span" sx={visuallyHidden}>
        {t('sheet.columns.actions')}
      </Box>
    </TableCell>
  );
}

/** The remove button of a line, a parameter or a rule; `label` names what goes ("Zeile 2 entfernen"). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <IconButton size="small" aria-label={label} onClick={onRemove}>
      <MdiIcon path={mdiDeleteOutline} fontSize="small" />
    </IconButton>
  );
}
