import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleMapsApi, PlacePrediction } from '../../lib/maps/google-maps.types';
import { loadMaps } from '../../lib/maps/maps-loader';
import { getRuntimeConfig } from '../../lib/startup/runtime-config';

const SUGGEST_DELAY_MS = 250;
const MIN_INPUT_LENGTH = 3;

export interface AddressFieldProps {
  value: string;
  onChange(value: string): void;
  /** Called with the chosen suggestion when the user picks one. */
  onPlaceSelected?(prediction: PlacePrediction): void;
  label?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  /** The public maps key; the runtime configuration's by default. Without one, no suggestions. */
  mapsApiKey?: string | null;
  /** Loads the maps API; the app's memoised loader by default. */
  loadMapsApi?: (key: string | null) => Promise<GoogleMapsApi | null>;
}

/** An address input; with Google Maps available it suggests places as the user types (SPEC.md section 7). */
export function AddressField({
  value,
  onChange,
  onPlaceSelected,
  mapsApiKey = getRuntimeConfig().mapsApiKey,
  loadMapsApi = loadMaps,
  label,
  placeholder,
  required,
  disabled,
  error,
  helperText,
  fullWidth = true,
}: AddressFieldProps) {
  const { t } = useTranslation('shell');
  const [maps, setMaps] = useState<GoogleMapsApi | null>(null);
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const fieldLabel = label ?? t('address.label');

  useEffect(() => {
    if (!mapsApiKey) return;
    let active = true;
    loadMapsApi(mapsApiKey).then(
      (api) => active && setMaps(api),
      (loadError: unknown) => console.warn('Google Maps unavailable; address suggestions are off', loadError),
    );
    return () => {
      active = false;
    };
  }, [mapsApiKey, loadMapsApi]);

  const service = useMemo(() => (maps ? new maps.places.AutocompleteService() : null), [maps]);

  useEffect(() => {
    if (!service || value.trim().length < MIN_INPUT_LENGTH) return;
    let active = true;
    const timer = setTimeout(() => {
      service.getPlacePredictions({ input: value, language: 'de' }).then(
        (result) => active && setPredictions(result.predictions),
        () => active && setPredictions([]),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [service, value]);

  const common = { label: fieldLabel, placeholder, required, disabled, error, helperText, fullWidth };

  if (!service) {
    return <TextField {...common} value={value} onChange={(event) => onChange(event.target.value)} />;
  }

  const options = value.trim().length < MIN_INPUT_LENGTH ? [] : predictions;
  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      fullWidth={fullWidth}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.description)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.place_id)}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      onChange={(_event, chosen) => {
        if (chosen && typeof chosen !== 'string') onPlaceSelected?.(chosen);
      }}
      noOptionsText={t('address.noOptions')}
      renderInput={(params) => <TextField {...params} {...common} />}
    />
  );
}
