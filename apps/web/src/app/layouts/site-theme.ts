import type { Theme } from '@mui/material/styles';

import { TOUCH_TARGET } from '../../lib/theme/touch';

export { TOUCH_TARGET };

const atLeast = { minHeight: TOUCH_TARGET } as const;
const square = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } as const;

type Components = NonNullable<Theme['components']>;

/** `extra`'s style overrides beside the theme's own (which stay: they are keyed by other slots or merged here). */
function withOverrides<K extends keyof Components>(
  components: Components,
  name: K,
  extra: Record<string, object>,
): Components[K] {
  const own = components[name] as { styleOverrides?: Record<string, unknown> } | undefined;
  return { ...own, styleOverrides: { ...own?.styleOverrides, ...extra } } as Components[K];
}

/**
 * The app's theme for the site layout: buttons, icon buttons, list and menu entries, toggles and check boxes are
 * at least 48 px, in the page and in the dialogs and menus it opens (they are portalled out of the layout's box,
 * but not out of its theme).
 */
export function siteTheme(outer: Theme): Theme {
  const components = outer.components ?? {};
  return {
    ...outer,
    components: {
      ...components,
      MuiButton: withOverrides(components, 'MuiButton', {
        sizeSmall: atLeast,
        sizeMedium: atLeast,
        sizeLarge: atLeast,
      }),
      MuiIconButton: withOverrides(components, 'MuiIconButton', { root: square }),
      MuiListItemButton: withOverrides(components, 'MuiListItemButton', { root: atLeast }),
      MuiMenuItem: withOverrides(components, 'MuiMenuItem', { root: atLeast }),
      MuiToggleButton: withOverrides(components, 'MuiToggleButton', { root: square }),
      MuiCheckbox: withOverrides(components, 'MuiCheckbox', { root: { padding: 12 } }),
      MuiRadio: withOverrides(components, 'MuiRadio', { root: { padding: 12 } }),
      MuiFab: withOverrides(components, 'MuiFab', { sizeSmall: square }),
      MuiTabs: withOverrides(components, 'MuiTabs', { root: atLeast }),
      MuiTab: withOverrides(components, 'MuiTab', { root: atLeast }),
      // Links that stand alone (breadcrumbs, a project's client) are tapped like buttons.
      MuiLink: withOverrides(components, 'MuiLink', {
        root: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET },
      }),
      MuiBreadcrumbs: withOverrides(components, 'MuiBreadcrumbs', {
        li: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET },
      }),
      // Small fields (filters, searches) grow from 40 to 48 px.
      // (MUI 9 styles a small input through its root's class: there is no inputSizeSmall slot any more)
      MuiOutlinedInput: withOverrides(components, 'MuiOutlinedInput', {
        root: {
          '&.MuiInputBase-sizeSmall:not(.MuiInputBase-multiline) .MuiInputBase-input': {
            paddingTop: 12.5,
            paddingBottom: 12.5,
          },
        },
      }),
      // A small search box (positions, articles): the input itself is the 48 px target, the box around it no taller.
      MuiAutocomplete: withOverrides(components, 'MuiAutocomplete', {
        root: {
          '& .MuiOutlinedInput-root.MuiInputBase-sizeSmall': {
            paddingTop: 0,
            paddingBottom: 0,
            '& .MuiAutocomplete-input': { paddingTop: 12.5, paddingBottom: 12.5 },
          },
        },
      }),
    },
  };
}
