import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { decimal } from '@vendoc/money/decimal';
import { format } from 'date-fns';
import { useState } from 'react';
import { readGermanDecimal } from '../../../../lib/format/german-input';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import { apiProblemOf, problemMessage } from '../../../../lib/http/api-problems';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

const MONEY = { scale: 2, integerDigits: 12, signed: true } as const;

export interface PaymentDialogProps {
  /** The open amount, offered as the amount. */
  openAmount: string;
  onSubmit(payment: { date: string; amount: string; note: string }): Promise<unknown>;
  onClose(): void;
}

/** "Zahlung erfassen": date and amount in German notation (negative corrects an earlier entry), and a note. */
export function PaymentDialog({ openAmount, onSubmit, onClose }: PaymentDialogProps) {
  const { t } = useOrderDocumentsTranslation();
  const [date, setDate] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [amount, setAmount] = useState(() =>
    decimal(openAmount).isPositive() ? toGermanInput(openAmount, 2) : '',
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ date?: string; amount?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const reading = readGermanDecimal(amount, MONEY);
    const next: { date?: string; amount?: string } = {};
    if (!date) next.date = t('payments.dateMissing');
    if (!reading.ok) next.amount = t(`number.${reading.problem}`, { scale: MONEY.scale });
    else if (reading.value === null) next.amount = t('payments.amountMissing');
    else if (decimal(reading.value).isZero()) next.amount = t('payments.amountZero');
    setErrors(next);
    if (next.date || next.amount || !reading.ok || reading.value === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ date, amount: reading.value, note: note.trim() });
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
      const fields = Object.fromEntries(problem?.fieldErrors.map((each) => [each.path, each.message]) ?? []);
      setErrors({ date: fields.date, amount: fields.amount });
      setFailure(
        fields.date || fields.amount ? null : `${t('payments.failed')} ${problemMessage(error) ?? ''}`.trim(),
      );
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="payment-dialog-title">
      <DialogTitle id="payment-dialog-title">{t('payments.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            type="date"
            label={t('payments.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={errors.date !== undefined}
            helperText={errors.date}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            label={t('payments.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount !== undefined}
            helperText={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            required
          />
          <TextField
            label={t('payments.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payments.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('payments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
