import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { mdiTune } from '@mdi/js';
import type { Configuration } from '@vendoc/contract/configurations';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConfigurationOwner } from '../../../entities/configuration/configuration-keys';
import { useConfigurations } from '../../../entities/configuration/get-configurations';
import { formatCurrency, formatQuantity } from '../../../lib/format/decimal-format';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useConfigurationsTranslation } from '../configurations-i18n';
import { NewConfigurationDialog } from './new-configuration-dialog';

export interface OwnerConfigurationsProps {
  readonly projectId: string;
  readonly owner: ConfigurationOwner;
  /** The construction's name or the note's title, for the dialog's title. */
  readonly ownerName: string;
  /** The screen of one configuration. */
  configurationPath(id: string): string;
  /** Offers "Konfigurieren" (projects:write for constructions, smartNotes:write for notes). */
  readonly canCreate: boolean;
  /** A heading above the list (the smart note page has one; a construction's region is named already). */
  readonly heading?: boolean;
}

/**
 * The configurations of a construction or a smart note, each a link to its screen with quantity and total (and
 * "Im LV" once added), and "Konfigurieren": a catalog position with parameters or variants.
 */
export function OwnerConfigurations({
  projectId,
  owner,
  ownerName,
  configurationPath,
  canCreate,
  heading = false,
}: OwnerConfigurationsProps) {
  const { t } = useConfigurationsTranslation();
  const configurations = useConfigurations(projectId, owner);
  const [creating, setCreating] = useState(false);
  const items = configurations.data ?? [];
  const summary = (configuration: Configuration) =>
    configuration.configured
      ? t('list.summary', {
          quantity: formatQuantity(configuration.configured.quantity),
          unit: configuration.configured.unit,
          total: formatCurrency(configuration.configured.total),
        })
      : t('list.notPriced');

  return (
    <Box>
      {heading ? (
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('list.heading')}
        </Typography>
      ) : null}
      {configurations.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void configurations.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      ) : configurations.isPending ? (
        <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
          {t('list.loading')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('list.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('list.listLabel')}>
          {items.map((configuration) => (
            <ListItem key={configuration.id} disablePadding>
              <ListItemButton
                component={Link}
                to={configurationPath(configuration.id)}
                sx={{ gap: 2, borderRadius: 1, flexWrap: 'wrap', minHeight: 48 }}
              >
                <ListItemText
                  primary={configuration.name || configuration.configured?.shortText || t('list.unnamed')}
                  secondary={summary(configuration)}
                />
                {configuration.added ? (
                  <Chip size="small" color="success" variant="outlined" label={t('list.added')} />
                ) : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {canCreate ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MdiIcon path={mdiTune} />}
          onClick={() => setCreating(true)}
          sx={{ mt: 1, minHeight: 48 }}
        >
          {t('list.new')}
        </Button>
      ) : null}
      {creating ? (
        <NewConfigurationDialog
          projectId={projectId}
          owner={owner}
          ownerName={ownerName}
          configurationPath={configurationPath}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </Box>
  );
}
