import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiAccountPlus, mdiDelete } from '@mdi/js';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useClientsTranslation } from '../clients-i18n';
import type { ClientFormValues } from '../client-form';
import { ClientTextField } from './client-text-field';

/** Contact persons: rows of name, role, phone and email that can be added and removed. */
export function ClientContactsFields() {
  const { t } = useClientsTranslation();
  const { control } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('contacts.none')}
        </Typography>
      ) : null}
      {fields.map((contact, index) => (
        <Paper
          key={contact.id}
          variant="outlined"
          role="group"
          aria-label={t('contacts.item', { index: index + 1 })}
          sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <ClientTextField
              name={`contacts.${index}.name`}
              label={t('fields.contactName')}
              size="small"
              required
            />
            <ClientTextField name={`contacts.${index}.role`} label={t('fields.contactRole')} size="small" />
            <ClientTextField
              name={`contacts.${index}.phone`}
              label={t('fields.contactPhone')}
              size="small"
              type="tel"
            />
            <ClientTextField
              name={`contacts.${index}.email`}
              label={t('fields.contactEmail')}
              size="small"
              type="email"
            />
          </Box>
          <IconButton aria-label={t('contacts.remove', { index: index + 1 })} onClick={() => remove(index)}>
            <MdiIcon path={mdiDelete} />
          </IconButton>
        </Paper>
      ))}
      <Box>
        <Button
          startIcon={<MdiIcon path={mdiAccountPlus} />}
          onClick={() => append({ name: '', role: '', phone: '', email: '' })}
        >
          {t('contacts.add')}
        </Button>
      </Box>
    </Box>
  );
}
