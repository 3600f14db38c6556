import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface CatalogChoiceFieldProps {
  /** The company's catalogs (entities/service-catalog `useCatalogChoice`). */
  readonly catalogs: readonly { readonly id: string; readonly name: string; readonly trade: string | null }[];
  readonly catalogId: string | null;
  readonly loadFailed: boolean;
  readonly loaded: boolean;
  readonly onChange: (catalogId: string) => void;
}

/**
 * "Leistungskatalog" wherever a catalog position is picked (configurations, order documents): a native select of
 * the company's catalogs ("Name (Gewerk)"), with a notice when there is none or they could not be loaded.
 */
export function CatalogChoiceField({
  catalogs,
  catalogId,
  loadFailed,
  loaded,
  onChange,
}: CatalogChoiceFieldProps) {
  const { t } = useTranslation('app');
  return (
    <>
      {loadFailed ? <Alert severity="error">{t('catalogChoice.failed')}</Alert> : null}
      {loaded && catalogs.length === 0 ? <Alert severity="info">{t('catalogChoice.none')}</Alert> : null}
      <TextField
        select
        size="small"
        label={t('catalogChoice.label')}
        value={catalogId ?? ''}
        onChange={(event) => onChange(event.target.value)}
        disabled={catalogs.length === 0}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1, maxWidth: { sm: 360 } }}
      >
        {catalogs.map((catalog) => (
          <option key={catalog.id} value={catalog.id}>
            {catalog.trade ? `${catalog.name} (${catalog.trade})` : catalog.name}
          </option>
        ))}
      </TextField>
    </>
  );
}
