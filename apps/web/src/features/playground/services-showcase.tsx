import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { promptLogin, promptServerUrl } from '../../lib/dialogs/dialog-service';
import { toast } from '../../lib/toast/toast-service';
import { ShowcaseSection } from './showcase-section';

/** Triggers for the app-wide services: both toasts and both prompts (their answers are shown, never stored). */
export function ServicesShowcase() {
  const { t } = useTranslation('app');
  const [answer, setAnswer] = useState<string | null>(null);

  const askLogin = async () => {
    const result = await promptLogin();
    setAnswer(
      result ? t('playground.loginAnswer', { userName: result.userName }) : t('playground.cancelled'),
    );
  };
  const askServerUrl = async () => {
    const result = await promptServerUrl();
    setAnswer(result ?? t('playground.cancelled'));
  };

  return (
    <ShowcaseSection title={t('playground.services')}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="error"
          onClick={() => toast.error(t('playground.errorToast'), t('playground.errorToastText'))}
        >
          {t('playground.showErrorToast')}
        </Button>
        <Button
          variant="outlined"
          color="confirm"
          onClick={() => toast.success(t('playground.successToast'))}
        >
          {t('playground.showSuccessToast')}
        </Button>
        <Button variant="outlined" onClick={() => void askLogin()}>
          {t('playground.loginPrompt')}
        </Button>
        <Button variant="outlined" onClick={() => void askServerUrl()}>
          {t('playground.serverUrlPrompt')}
        </Button>
      </Stack>
      {answer ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {t('playground.answer')}: {answer}
        </Typography>
      ) : null}
    </ShowcaseSection>
  );
}
