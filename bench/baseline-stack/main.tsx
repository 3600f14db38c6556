// The floor of the start-up JavaScript (decision 0045): the least the client stack of ARCHITECTURE.md and the shell
// of SPEC.md sections 2-4 put on the first screen, each library really used so that tree-shaking keeps it: React 19,
// a React Router data router with one lazy route, MUI (theme, app bar, drawer, list, dialog, text fields, buttons:
// the login prompt), TanStack Query with one query, one persisted zustand store, i18next with one namespace and one
// axios instance with an interceptor.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useSession } from './session';

const theme = createTheme({ palette: { primary: { main: '#8c231d' }, secondary: { main: '#333d40' } } });
const queryClient = new QueryClient();

function Shell() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(true);
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <IconButton color="inherit" aria-label={t('menu')} onClick={() => setDrawerOpen((open) => !open)}>
            ≡
          </IconButton>
          <Typography variant="h6">VenDoc</Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="persistent" open={drawerOpen}>
        <List>
          <ListItemButton selected>
            <ListItemText primary={t('home')} />
          </ListItemButton>
        </List>
      </Drawer>
      <Outlet />
      <LoginPrompt />
    </>
  );
}

/** The login prompt of SPEC.md section 2. */
function LoginPrompt() {
  const { t } = useTranslation('shell');
  const signIn = useSession((state) => state.signIn);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Dialog open aria-label={t('login')}>
      <DialogContent>
        <TextField
          placeholder={t('userName')}
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
        />
        <TextField
          type="password"
          placeholder={t('password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => signIn(`${userName}:${password}`)}>
          {t('login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, lazy: () => import('./home-page').then((module) => ({ Component: module.HomePage })) },
    ],
  },
]);

const stringsReady = i18next.use(initReactI18next).init({
  lng: 'de',
  ns: ['shell'],
  defaultNS: 'shell',
  resources: {
    de: {
      shell: {
        menu: 'Menü',
        home: 'Startseite',
        login: 'Anmelden',
        userName: 'Benutzername',
        password: 'Passwort',
      },
    },
  },
  interpolation: { escapeValue: false },
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

void stringsReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
