import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiDeleteOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import type { Company, WageRate } from '@vendoc/contract/company';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { toast } from '../../../lib/toast/toast-service';
import { useDeleteWageRate } from '../api/delete-wage-rate';
import { useSettingsTranslation } from '../company-settings-i18n';
import { problemMessage } from '../../../lib/http/api-problems';
import { formatHourlyRate } from '../utils/wage-rate-form';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { WageRateDialog } from './wage-rate-dialog';

/** Lohnsätze: the company's wage rates with add, edit and delete. */
export function WageRatesSection({ company }: { company: Company }) {
  const { t } = useSettingsTranslation();
  const remove = useDeleteWageRate();
  // undefined: no dialog; null: a new rate; a rate: editing it.
  const [editing, setEditing] = useState<WageRate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<WageRate | null>(null);

  const confirmDelete = async (rate: WageRate) => {
    try {
      await remove.mutateAsync(rate.id);
      toast.success(t('wageRates.deleted'));
    } catch (error) {
      toast.error(t('wageRates.deleteFailed'), problemMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('wageRates.text')}</Typography>
      <Box>
        <Button variant="contained" startIcon={<MdiIcon path={mdiPlus} />} onClick={() => setEditing(null)}>
          {t('wageRates.add')}
        </Button>
      </Box>
      {company.wageRates.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('wageRates.empty')}
        </Typography>
      ) : (
        <Table aria-label={t('sections.wageRates')} sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('wageRates.name')}</TableCell>
              <TableCell align="right">{t('wageRates.hourlyRate')}</TableCell>
              <TableCell align="right" sx={{ width: 112 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {company.wageRates.map((rate) => (
              <TableRow key={rate.id} hover>
                <TableCell sx={{ fontWeight: 500 }}>{rate.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('wageRates.perHour', { amount: formatHourlyRate(rate.hourlyRate) })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                  <IconButton
                    aria-label={t('wageRates.editNamed', { name: rate.name })}
                    onClick={() => setEditing(rate)}
                  >
                    <MdiIcon path={mdiPencilOutline} />
                  </IconButton>
                  <IconButton
                    aria-label={t('wageRates.deleteNamed', { name: rate.name })}
                    onClick={() => setDeleting(rate)}
                  >
                    <MdiIcon path={mdiDeleteOutline} />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing !== undefined ? <WageRateDialog rate={editing} onClose={() => setEditing(undefined)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('wageRates.deleteTitle')}
          text={t('wageRates.deleteText', { name: deleting.name })}
          confirmLabel={t('common.delete')}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Stack>
  );
}
