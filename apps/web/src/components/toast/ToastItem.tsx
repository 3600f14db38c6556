import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, type ToastMessage } from '../../lib/toast/toast-service';

// The bar empties in exactly the toast's lifetime; a CSS animation needs no timer of its own.
const drain = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/** One toast: title, optional text and a draining progress bar; deliberately no button. */
export function ToastItem({ message }: { message: ToastMessage }) {
  const { t } = useTranslation('shell');
  return (
    <Paper elevation={6} sx={{ overflow: 'hidden', width: { xs: 'calc(100vw - 32px)', sm: 360 } }}>
      <Alert
        severity={message.kind}
        variant="filled"
        role={message.kind === 'error' ? 'alert' : 'status'}
        sx={{ borderRadius: 0 }}
      >
        <AlertTitle sx={{ mb: message.text ? 0.5 : 0 }}>{message.title}</AlertTitle>
        {message.text}
      </Alert>
      <LinearProgress
        variant="determinate"
        value={100}
        color={message.kind}
        aria-label={t('toast.remaining')}
        sx={{
          '& .MuiLinearProgress-bar': {
            transition: 'none',
            animation: `${drain} ${TOAST_DURATION_MS}ms linear forwards`,
          },
        }}
      />
    </Paper>
  );
}
