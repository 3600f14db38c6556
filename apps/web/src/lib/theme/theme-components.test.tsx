import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ThemeProvider, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, type ThemeMode } from './theme';

/** The contrast of an element's text colour with the theme's surface. */
function contrastOnSurface(element: HTMLElement, mode: ThemeMode): number {
  const { color } = getComputedStyle(element);
  expect(color, `${element.textContent} has a colour`).toMatch(/\S/);
  return getContrastRatio(color, createAppTheme(mode).palette.background.paper);
}

function renderIn(mode: ThemeMode, children: React.ReactNode) {
  return render(<ThemeProvider theme={createAppTheme(mode)}>{children}</ThemeProvider>);
}

// Issue 12: components writing in a palette colour on the surface reach WCAG AA (4.5:1), see decision 0017.
describe('text in palette colours', () => {
  it('light: warning text (prop and palette path) and an outlined warning chip', () => {
    renderIn(
      'light',
      <>
        <Typography color="warning">Hinweis A</Typography>
        <Typography color="warning.main">Hinweis B</Typography>
        <Chip variant="outlined" color="warning" label="Hinweis C" />
      </>,
    );
    for (const text of ['Hinweis A', 'Hinweis B', 'Hinweis C']) {
      expect(contrastOnSurface(screen.getByText(text), 'light'), text).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dark: a link and the selected tab in the primary red', () => {
    renderIn(
      'dark',
      <>
        <Link href="/">Zur Liste</Link>
        <Tabs value={0}>
          <Tab label="Blatt 1" />
        </Tabs>
      </>,
    );
    expect(contrastOnSurface(screen.getByText('Zur Liste'), 'dark')).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnSurface(screen.getByRole('tab', { name: 'Blatt 1' }), 'dark')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('light: an outlined confirm button and a text eye-catcher button', () => {
    renderIn(
      'light',
      <>
        <Button variant="outlined" color="confirm">
          Bestätigen
        </Button>
        <Button variant="text" color="eyeCatcher">
          Hervorheben
        </Button>
      </>,
    );
    for (const name of ['Bestätigen', 'Hervorheben']) {
      expect(contrastOnSurface(screen.getByRole('button', { name }), 'light'), name).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
