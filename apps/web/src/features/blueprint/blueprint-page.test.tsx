import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { BlueprintPage } from './blueprint-page';
import { useBlueprintStore } from './blueprint-store';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => useBlueprintStore.getState().clear());

describe('blueprint page', () => {
  it('places pins (pointer or keyboard) and zooms within limits, in the blueprint store', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/blueprint', Component: BlueprintPage }], { initialEntries: ['/blueprint'] });
    const plan = screen.getByRole('button', { name: /Plan/ });

    await user.click(plan);
    plan.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByText('2 Markierungen')).toBeInTheDocument();
    expect(useBlueprintStore.getState().pins.map((pin) => pin.label)).toEqual([
      'Markierung 1',
      'Markierung 2',
    ]);
    expect(useBlueprintStore.getState().selectedPinId).toBe(useBlueprintStore.getState().pins[1]?.id);

    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    expect(screen.getByTestId('blueprint-zoom')).toHaveTextContent('125 %');
    for (let step = 0; step < 12; step += 1)
      await user.click(screen.getByRole('button', { name: 'Verkleinern' }));
    expect(screen.getByTestId('blueprint-zoom')).toHaveTextContent('25 %');
  });
});
