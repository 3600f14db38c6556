import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import type { AutocompletionRequest, GoogleMapsApi, PlacePrediction } from '../../lib/maps/google-maps.types';
import { WithAppTheme } from '../dialogs/test-theme';
import { AddressField, type AddressFieldProps } from './AddressField';

beforeAll(() => initTestI18n());

const HAUPTSTRASSE: PlacePrediction = { description: 'Hauptstraße 1, Berlin', place_id: 'p1' };

function fakeMaps(requests: AutocompletionRequest[]): GoogleMapsApi {
  return {
    places: {
      AutocompleteService: class {
        async getPlacePredictions(request: AutocompletionRequest) {
          requests.push(request);
          return { predictions: [HAUPTSTRASSE, { description: 'Hauptstraße 1, Hamburg', place_id: 'p2' }] };
        }
      },
    },
  };
}

function Controlled(
  props: Omit<AddressFieldProps, 'value' | 'onChange'> & { onValue?(value: string): void },
) {
  const [value, setValue] = useState('');
  return (
    <AddressField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

describe('AddressField', () => {
  it('is a plain text field without a maps key and loads nothing', async () => {
    const loadMapsApi = vi.fn(async () => null);
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Controlled mapsApiKey={null} loadMapsApi={loadMapsApi} onValue={onValue} />, {
      wrapper: WithAppTheme,
    });

    await user.type(screen.getByLabelText('Adresse'), 'Ring 5');

    expect(onValue).toHaveBeenLastCalledWith('Ring 5');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(loadMapsApi).not.toHaveBeenCalled();
  });

  it('suggests places once maps are loaded and reports the chosen one', async () => {
    const requests: AutocompletionRequest[] = [];
    const onPlaceSelected = vi.fn();
    const user = userEvent.setup();
    render(
      <Controlled
        mapsApiKey="pk"
        loadMapsApi={async () => fakeMaps(requests)}
        onPlaceSelected={onPlaceSelected}
      />,
      { wrapper: WithAppTheme },
    );

    const input = await screen.findByRole('combobox', { name: 'Adresse' });
    await user.type(input, 'Hauptstr');
    await user.click(await screen.findByRole('option', { name: 'Hauptstraße 1, Berlin' }));

    expect(requests.at(-1)).toMatchObject({ input: 'Hauptstr', language: 'de' });
    expect(onPlaceSelected).toHaveBeenCalledWith(HAUPTSTRASSE);
    expect(input).toHaveValue('Hauptstraße 1, Berlin');
  });
});
