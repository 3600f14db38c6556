import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProjectFile } from '@vendoc/contract/files';
import type { IncomingInvoice } from '@vendoc/contract/incoming-invoices';
import { formatCurrency, formatDecimal, formatPercent } from '../../../lib/format/decimal-format';
import { formatDate } from '../../../lib/format/format';
import { problemMessage } from '../../../lib/http/api-problems';
import { useEInvoice } from '../api/get-e-invoice';
import { useFilesTranslation } from '../project-files-i18n';

type Party = IncomingInvoice['seller'];

function PartyBlock({ label, party }: { label: string; party: Party }) {
  const { address, contact } = party;
  return (
    <Box sx={{ minWidth: 220, flex: 1 }}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      {address.street ? <Typography variant="body2">{address.street}</Typography> : null}
      <Typography variant="body2">
        {[address.countryCode, address.postalCode, address.city].filter(Boolean).join(' ')}
      </Typography>
      {party.vatId ? <Typography variant="body2">USt-IdNr. {party.vatId}</Typography> : null}
      {party.taxNumber ? <Typography variant="body2">St.-Nr. {party.taxNumber}</Typography> : null}
      {contact?.name || contact?.email || contact?.phone ? (
        <Typography variant="body2" color="text.secondary">
          {[contact.name, contact.phone, contact.email].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}

const money = (value: string | undefined, currency: string) =>
  value === undefined ? '' : formatCurrency(value, currency);

function Verdict({ invoice }: { invoice: IncomingInvoice }) {
  const { t } = useFilesTranslation();
  const { check } = invoice;
  if (check === null) return <Alert severity="info">{t('eInvoice.notChecked')}</Alert>;
  const rules = t(`eInvoice.profile.${check.profile}`);
  if (check.valid) return <Alert severity="success">{t('eInvoice.valid', { rules })}</Alert>;
  return (
    <Alert severity="error">
      <AlertTitle>{t('eInvoice.invalid', { rules, count: check.errors.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {check.errors.map((error, index) => (
          <li key={`${error.rule}-${index}`}>
            <strong>{error.rule}</strong>: {error.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function InvoiceView({ invoice }: { invoice: IncomingInvoice }) {
  const { t } = useFilesTranslation();
  const { currency, totals, payment } = invoice;
  const period = invoice.period?.start
    ? `${formatDate(invoice.period.start)} – ${invoice.period.end ? formatDate(invoice.period.end) : ''}`
    : invoice.deliveryDate
      ? formatDate(invoice.deliveryDate)
      : '';
  const summary: [string, string | undefined][] = [
    [t('eInvoice.number'), invoice.number],
    [t('eInvoice.date'), formatDate(invoice.issueDate)],
    [t('eInvoice.period'), period],
    [t('eInvoice.buyerReference'), invoice.buyerReference],
    [t('eInvoice.orderReference'), invoice.orderReference],
    [t('eInvoice.preceding'), invoice.precedingInvoices.join(', ')],
    [t('eInvoice.format'), `${invoice.syntax}${invoice.container === 'pdf' ? ' (ZUGFeRD-PDF)' : ''}`],
  ];
  const totalRows: [string, string | undefined, boolean?][] = [
    [t('eInvoice.lineSum'), totals.lineSum],
    [t('eInvoice.allowances'), totals.allowanceTotal],
    [t('eInvoice.charges'), totals.chargeTotal],
    [t('eInvoice.net'), totals.taxExclusive],
    ...invoice.vat.map((group): [string, string] => [
      t('eInvoice.vatAt', {
        rate: group.rate ? `${formatPercent(group.rate)} %` : group.category,
        base: money(group.taxable, currency),
      }),
      group.tax,
    ]),
    [t('eInvoice.gross'), totals.taxInclusive],
    [t('eInvoice.prepaid'), totals.prepaid],
    [t('eInvoice.payable'), totals.payable, true],
  ];
  return (
    <Stack spacing={2}>
      <Verdict invoice={invoice} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PartyBlock label={t('eInvoice.seller')} party={invoice.seller} />
        <PartyBlock label={t('eInvoice.buyer')} party={invoice.buyer} />
        <Box
          component="dl"
          sx={{
            m: 0,
            minWidth: 220,
            flex: 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
          }}
        >
          {summary
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
        </Box>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('eInvoice.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('eInvoice.position')}</TableCell>
              <TableCell>{t('eInvoice.description')}</TableCell>
              <TableCell align="right">{t('eInvoice.quantity')}</TableCell>
              <TableCell>{t('eInvoice.unit')}</TableCell>
              <TableCell align="right">{t('eInvoice.price')}</TableCell>
              <TableCell align="right">{t('eInvoice.vat')}</TableCell>
              <TableCell align="right">{t('eInvoice.lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((line, index) => (
              <TableRow key={`${line.id}-${index}`}>
                <TableCell>{line.id}</TableCell>
                <TableCell>
                  {line.name}
                  {line.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {line.description}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDecimal(line.quantity, 3)}
                </TableCell>
                <TableCell>{line.unit}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.netPrice, currency)}
                  {line.baseQuantity && line.baseQuantity !== '1' ? ` / ${line.baseQuantity}` : ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {line.vatRate ? `${formatPercent(line.vatRate)} %` : line.vatCategory}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.lineTotal, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {t('eInvoice.payment')}
          </Typography>
          {payment.iban ? <Typography variant="body2">IBAN {payment.iban}</Typography> : null}
          {payment.bic ? <Typography variant="body2">BIC {payment.bic}</Typography> : null}
          {payment.reference ? (
            <Typography variant="body2">
              {t('eInvoice.reference')}: {payment.reference}
            </Typography>
          ) : null}
          {payment.dueDate ? (
            <Typography variant="body2">
              {t('eInvoice.dueDate')}: {formatDate(payment.dueDate)}
            </Typography>
          ) : null}
          {payment.terms ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {payment.terms}
            </Typography>
          ) : null}
          {invoice.notes.map((note, index) => (
            <Typography
              key={index}
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', mt: 1 }}
            >
              {note}
            </Typography>
          ))}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, alignSelf: 'start' }}
        >
          {totalRows
            .filter(([, value]) => value !== undefined)
            .map(([label, value, strong]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : undefined }}>
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : undefined }}
                >
                  {money(value, currency)}
                </Typography>
              </Box>
            ))}
        </Box>
      </Stack>
    </Stack>
  );
}

/** An incoming e-invoice (XRechnung, ZUGFeRD) of the project, readable, with the verdict of the official rules. */
export function EInvoiceDialog({ file, onClose }: { file: ProjectFile; onClose: () => void }) {
  const { t } = useFilesTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const query = useEInvoice(file.id);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      aria-labelledby="e-invoice-title"
    >
      <DialogTitle id="e-invoice-title" sx={{ overflowWrap: 'anywhere' }}>
        {query.data
          ? t('eInvoice.title', { type: query.data.typeLabel, number: query.data.number })
          : t('eInvoice.loadingTitle', { name: file.name })}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
            <CircularProgress aria-label={t('eInvoice.loading')} />
          </Box>
        ) : query.isError ? (
          <Alert severity="error">{problemMessage(query.error) ?? t('eInvoice.failed')}</Alert>
        ) : (
          <InvoiceView invoice={query.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
