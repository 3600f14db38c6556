import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiMapMarkerRight } from '@mdi/js';
import { contractTypeSchema, type Project } from '@vendoc/contract/projects';
import { Controller, useFormContext } from 'react-hook-form';
import { AddressField } from '../../../components/address-field/AddressField';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useProjectsTranslation } from '../projects-i18n';
import type { ProjectFormValues } from '../project-form';
import { PROJECT_STATUSES } from '../project-status';
import { ClientPicker, type ClientOption } from './client-picker';
import { fieldErrorText } from '../../../lib/forms/field-error-text';
import { ProjectTextField } from './project-text-field';
import { ResponsibleUserSelect } from './responsible-user-select';
import { TeamSelect } from './team-select';

export interface ProjectFormFieldsProps {
  client: ClientOption | null;
  onClientChange(client: ClientOption | null): void;
  onCreateClient?: () => void;
  /** The project being edited (null when creating), for its current responsible user. */
  project: Project | null;
}

/** Name, client, site address, status, contract type, dates, responsible user, team and description. */
export function ProjectFormFields({
  client,
  onClientChange,
  onCreateClient,
  project,
}: ProjectFormFieldsProps) {
  const { t } = useProjectsTranslation();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();

  const errorText = (name: string) => fieldErrorText(errors, name);
  const dateLabel = { inputLabel: { shrink: true } };
  const clientAddress =
    client?.addresses?.find((address) => address.kind === 'billing') ?? client?.addresses?.[0] ?? null;

  const selectField = (
    name: 'status' | 'contractType',
    label: string,
    options: readonly string[],
    ns: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`${ns}.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <ProjectTextField name="name" label={t('form.name')} required autoFocus sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ClientPicker
          value={client}
          onChange={(chosen) => {
            onClientChange(chosen);
            setValue('clientId', chosen?.id ?? '', { shouldValidate: errors.clientId !== undefined });
          }}
          onCreateClient={onCreateClient}
          error={errorText('clientId')}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('form.siteAddress')}
        </Typography>
        {clientAddress ? (
          <Button
            size="small"
            startIcon={<MdiIcon path={mdiMapMarkerRight} />}
            onClick={() =>
              setValue(
                'siteAddress',
                {
                  street: clientAddress.street,
                  postalCode: clientAddress.postalCode,
                  city: clientAddress.city,
                  country: clientAddress.country,
                },
                { shouldDirty: true },
              )
            }
          >
            {t('form.useClientAddress')}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="siteAddress.street"
          render={({ field }) => (
            <AddressField
              label={t('form.street')}
              value={field.value}
              onChange={field.onChange}
              error={errorText('siteAddress.street') !== undefined}
              helperText={errorText('siteAddress.street')}
            />
          )}
        />
      </Box>
      <ProjectTextField
        name="siteAddress.postalCode"
        label={t('form.postalCode')}
        autoComplete="postal-code"
      />
      <ProjectTextField name="siteAddress.city" label={t('form.city')} autoComplete="address-level2" />
      {selectField('status', t('form.status'), PROJECT_STATUSES, 'status')}
      {selectField('contractType', t('form.contractType'), contractTypeSchema.options, 'contractType')}
      <ProjectTextField name="startDate" label={t('form.startDate')} type="date" slotProps={dateLabel} />
      <ProjectTextField name="endDate" label={t('form.endDate')} type="date" slotProps={dateLabel} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="responsibleUserId"
          render={({ field }) => (
            <ResponsibleUserSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              current={project?.responsibleUser ?? null}
              error={errorText('responsibleUserId')}
            />
          )}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="memberIds"
          render={({ field }) => (
            <TeamSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText('memberIds')}
            />
          )}
        />
      </Box>
      <ProjectTextField
        name="description"
        label={t('form.description')}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
