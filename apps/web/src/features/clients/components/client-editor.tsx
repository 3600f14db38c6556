import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client } from '@vendoc/contract/clients';
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { SaveAlerts } from '../../../components/form/save-alerts';
import { useVersionedSave } from '../../../lib/forms/use-versioned-save';
import { toast } from '../../../lib/toast/toast-service';
import { clientKeys } from '../../../entities/client/client-keys';
import { useCreateClient } from '../../../entities/client/create-client';
import { useUpdateClient } from '../api/update-client';
import { useClientsTranslation } from '../clients-i18n';
import {
  clientFormSchema,
  clientToFormValues,
  EMPTY_CLIENT_FORM,
  germanZodErrors,
  type ClientFormValues,
} from '../client-form';
import { ClientAddressesFields } from './client-addresses-fields';
import { ClientContactsFields } from './client-contacts-fields';
import { ClientGeneralFields } from './client-general-fields';
import { ClientPaymentFields } from './client-payment-fields';

export interface ClientEditorProps {
  /** The client as loaded; null creates a new one. */
  client: Client | null;
  /** Without the right to change clients the form only shows the record. */
  readOnly: boolean;
  titleId: string;
  onClose(): void;
  onSaved?(client: Client): void;
  /** Extra actions at the start of the button row (delete). */
  extraActions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** The client form inside the dialog: validation at the fields, save, version conflicts with "Neu laden". */
export function ClientEditor({
  client,
  readOnly,
  titleId,
  onClose,
  onSaved,
  extraActions,
}: ClientEditorProps) {
  const { t } = useClientsTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(() => clientFormSchema((key) => t(key)), [t]);
  const form = useForm<ClientFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema, { error: germanZodErrors }),
    defaultValues: client ? clientToFormValues(client) : EMPTY_CLIENT_FORM,
  });
  const create = useCreateClient();
  const update = useUpdateClient();
  const { submit, conflict, alerts } = useVersionedSave({
    form,
    initialVersion: client?.version ?? 0,
    save: (body, version) =>
      client ? update.mutateAsync({ id: client.id, body: { ...body, version } }) : create.mutateAsync(body),
    onSaved: (saved) => {
      toast.success(t(client ? 'dialog.saved' : 'dialog.created', { number: saved.number }));
      onSaved?.(saved);
      onClose();
    },
    readCurrent: (value) => clientSchema.safeParse(value).data,
    onReload: (current) => {
      form.reset(clientToFormValues(current));
      queryClient.setQueryData(clientKeys.detail(current.id), current);
    },
    texts: {
      fixErrors: t('dialog.fixErrors'),
      saveFailed: t('dialog.saveFailed'),
      conflictTitle: t('conflict.title'),
      conflictText: t('conflict.text'),
      reload: t('conflict.reload'),
      reloaded: t('conflict.reloaded'),
    },
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {client ? t('dialog.editTitle', { number: client.number }) : t('dialog.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <SaveAlerts {...alerts} sx={{ mb: 2 }} />
          <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <div style={{ display: 'grid', gap: 24 }}>
              <Section title={t('dialog.general')}>
                <ClientGeneralFields />
              </Section>
              <Section title={t('dialog.payment')}>
                <ClientPaymentFields />
              </Section>
              <Section title={t('dialog.contacts')}>
                <ClientContactsFields />
              </Section>
              <Section title={t('dialog.addresses')}>
                <ClientAddressesFields />
              </Section>
            </div>
          </fieldset>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
          {extraActions}
          <span style={{ flex: 1 }} />
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" variant="contained" color="confirm" disabled={busy || conflict !== null}>
              {client ? t('dialog.save') : t('dialog.create')}
            </Button>
          )}
        </DialogActions>
      </form>
    </FormProvider>
  );
}
