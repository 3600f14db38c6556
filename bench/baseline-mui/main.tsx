// The smallest honest MUI page: what any Vite + React + MUI client pays before its own code.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({ palette: { primary: { main: '#8c231d' }, secondary: { main: '#333d40' } } });
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Typography variant="h4">Baseline</Typography>
      <Button variant="contained">Weiter</Button>
    </ThemeProvider>
  </StrictMode>,
);
