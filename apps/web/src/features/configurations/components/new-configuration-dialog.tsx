import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CatalogChoiceField } from '../../../components/catalog-choice/catalog-choice-field';
import { useCatalogChoice } from '../../../entities/service-catalog/use-catalog-choice';
import { PositionSearchListbox } from '../../../components/search-listbox/position-search-listbox';
import { useCreateConfiguration } from '../../../entities/configuration/change-configurations';
import type { ConfigurationOwner } from '../../../entities/configuration/configuration-keys';
import { usePosition } from '../../../entities/service-catalog/get-position';
import { useCatalogPositionSearchBox } from '../../../entities/service-catalog/search-positions';
import { formatCurrency } from '../../../lib/format/decimal-format';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { useConfigurationsTranslation } from '../configurations-i18n';

export interface NewConfigurationDialogProps {
  readonly projectId: string;
  readonly owner: ConfigurationOwner;
  readonly ownerName: string;
  configurationPath(id: string): string;
  onClose(): void;
}

/**
 * "Neue Konfiguration": a service catalog, one of its positions with parameters or variants (checked when picked)
 * and a name; creates the configuration at the position's defaults and opens its screen. Full screen on a phone.
 */
export function NewConfigurationDialog({
  projectId,
  owner,
  ownerName,
  configurationPath,
  onClose,
}: NewConfigurationDialogProps) {
  const { t } = useConfigurationsTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const catalogChoice = useCatalogChoice();
  const { catalogId } = catalogChoice;
  const [positionId, setPositionId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const position = usePosition(catalogId ?? '', catalogId === null ? null : positionId);
  const detail = position.data;
  const configurable = detail ? detail.parameters.length > 0 || detail.variants.groups.length > 0 : false;
  const create = useCreateConfiguration(projectId);
  const search = useCatalogPositionSearchBox(catalogId);

  const submit = async () => {
    setError(null);
    if (catalogId === null || !detail || !configurable) {
      setError(t('list.positionMissing'));
      return;
    }
    try {
      const created = await create.mutateAsync({
        constructionId: owner.constructionId ?? null,
        smartNoteId: owner.smartNoteId ?? null,
        catalogId,
        positionId: detail.id,
        name: name.trim() || detail.shortText.slice(0, 200),
      });
      onClose();
      void navigate(configurationPath(created.id));
    } catch (failure) {
      if (isReportedByHttpLayer(failure)) return;
      const problem = apiProblemOf(failure);
      setError(
        problem?.fieldErrors.map((fieldError) => fieldError.message).join(' ') ||
          problem?.detail ||
          t('list.createFailed'),
      );
    }
  };

  let positionNote = null;
  if (positionId !== null && position.isPending) {
    positionNote = (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('list.checking')}
      </Typography>
    );
  } else if (detail && !configurable) {
    positionNote = <Alert severity="info">{t('list.notConfigurable')}</Alert>;
  } else if (detail) {
    positionNote = (
      <Typography variant="body2" color="text.secondary">
        {`${detail.number} · ${detail.shortText} – ${t('list.configurable', {
          parameters: detail.parameters.length,
          groups: detail.variants.groups.length,
        })}`}
      </Typography>
    );
  }

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <form
        noValidate
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('list.dialogTitleFor', { name: ownerName })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <CatalogChoiceField
            {...catalogChoice}
            onChange={(id) => {
              catalogChoice.pick(id);
              setPositionId(null);
              search.setText('');
            }}
          />
          <PositionSearchListbox
            labels={{
              field: t('list.search'),
              placeholder: t('list.searchPlaceholder'),
              results: t('list.results'),
              searching: t('list.searching'),
              failed: t('list.searchFailed'),
              retry: t('list.retry'),
              none: (q) => t('list.none', { q }),
              emptyCatalog: t('list.emptyCatalog'),
              more: (shown, total) => t('list.more', { shown, total }),
            }}
            text={search.text}
            onTextChange={search.setText}
            query={search.query}
            search={search.search}
            onPick={(found) => {
              setPositionId(found.id);
              setError(null);
            }}
            chosenId={positionId}
            height={{ xs: 220, sm: 240 }}
            renderPrice={(found) => (found.unitPrice === null ? '' : formatCurrency(found.unitPrice))}
          />
          {positionNote}
          <TextField
            label={t('list.name')}
            value={name}
            placeholder={detail?.shortText ?? t('list.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 }, inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('list.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="confirm"
            disabled={create.isPending || !configurable}
          >
            {t('list.start')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
