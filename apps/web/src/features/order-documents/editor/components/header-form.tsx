import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SnippetMenu } from './snippet-menu';
import Typography from '@mui/material/Typography';
import { isInvoiceKind, type OrderDocumentKind } from '@vendoc/contract/order-documents';
import type { ReactNode } from 'react';
import type { DraftFields } from '../model/draft-fields';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import { DecimalField } from './decimal-field';
import { IntegerField } from './integer-field';
import { LayoutSelect } from './layout-select';

const PERCENT = { scale: 2, integerDigits: 3, signed: false } as const;
const MONEY = { scale: 2, integerDigits: 12, signed: false } as const;
const EMPTY_ADDRESS = { street: '', postalCode: '', city: '', country: 'DE' };

export interface HeaderFormProps {
  kind: OrderDocumentKind;
  fields: DraftFields;
  change(update: (fields: DraftFields) => DraftFields): void;
  readOnly: boolean;
  /** The server's message for a field by dotted path. */
  problemAt(path: string): string | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
}

/** The document's header: recipient, site, dates, references, texts and terms; all fields of a draft save by themselves. */
export function HeaderForm({ kind, fields, change, readOnly, problemAt }: HeaderFormProps) {
  const { t } = useOrderDocumentsTranslation();
  const text = (
    label: string,
    path: string,
    value: string | null | undefined,
    set: (value: string) => (fields: DraftFields) => DraftFields,
    extra: Partial<TextFieldProps> = {},
  ) => (
    <TextField
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => change(set(event.target.value))}
      disabled={readOnly}
      error={problemAt(path) !== undefined}
      helperText={problemAt(path)}
      {...extra}
    />
  );
  const date = (
    label: string,
    key: 'documentDate' | 'performanceFrom' | 'performanceTo' | 'deliveryDate' | 'validUntil',
  ) =>
    text(
      label,
      key,
      fields[key],
      (value) => (f) => ({ ...f, [key]: value || (key === 'documentDate' ? f.documentDate : null) }),
      {
        type: 'date',
        slotProps: { inputLabel: { shrink: true } },
      },
    );
  const recipient = (key: 'name' | 'addition' | 'email' | 'vatId', label: string) =>
    text(label, `recipient.${key}`, fields.recipient[key], (value) => (f) => ({
      ...f,
      recipient: { ...f.recipient, [key]: value },
    }));
  const address = (key: 'street' | 'postalCode' | 'city' | 'country', label: string) =>
    text(label, `recipient.address.${key}`, fields.recipient.address[key], (value) => (f) => ({
      ...f,
      recipient: { ...f.recipient, address: { ...EMPTY_ADDRESS, ...f.recipient.address, [key]: value } },
    }));
  const site = (key: 'street' | 'postalCode' | 'city', label: string) =>
    text(label, `siteAddress.${key}`, fields.siteAddress?.[key], (value) => (f) => {
      const next = { ...EMPTY_ADDRESS, ...f.siteAddress, [key]: value };
      const empty = !next.street && !next.postalCode && !next.city;
      return { ...f, siteAddress: empty ? null : next };
    });
  const adjustmentType = fields.adjustment?.type ?? '';

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('header.section')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
        <Section title={t('header.recipient')}>
          {recipient('name', t('header.recipientName'))}
          {recipient('addition', t('header.recipientAddition'))}
          {address('street', t('header.street'))}
          {address('postalCode', t('header.postalCode'))}
          {address('city', t('header.city'))}
          {address('country', t('header.country'))}
          {recipient('email', t('header.email'))}
          {recipient('vatId', t('header.vatId'))}
        </Section>
        <Section title={t('header.dates')}>
          {text(t('header.title'), 'title', fields.title, (value) => (f) => ({ ...f, title: value }))}
          {date(t('header.documentDate'), 'documentDate')}
          {kind === 'offer' ? date(t('header.validUntil'), 'validUntil') : null}
          {kind !== 'offer' ? date(t('header.performanceFrom'), 'performanceFrom') : null}
          {kind !== 'offer' ? date(t('header.performanceTo'), 'performanceTo') : null}
          {kind !== 'offer' ? date(t('header.deliveryDate'), 'deliveryDate') : null}
          {text(t('header.orderReference'), 'orderReference', fields.orderReference, (value) => (f) => ({
            ...f,
            orderReference: value || null,
          }))}
          {text(t('header.buyerReference'), 'buyerReference', fields.buyerReference, (value) => (f) => ({
            ...f,
            buyerReference: value || null,
          }))}
          <LayoutSelect
            kind={kind}
            value={fields.templateId ?? null}
            disabled={readOnly}
            problem={problemAt('templateId')}
            onChange={(templateId) => change((f) => ({ ...f, templateId }))}
          />
        </Section>
        <Section title={t('header.site')}>
          {site('street', t('header.siteStreet'))}
          {site('postalCode', t('header.sitePostalCode'))}
          {site('city', t('header.siteCity'))}
        </Section>
        <Section title={t('header.terms')}>
          <TextField
            select
            size="small"
            label={t('header.adjustment')}
            value={adjustmentType}
            disabled={readOnly}
            onChange={(event) => {
              const type = event.target.value;
              change((f) => ({
                ...f,
                adjustment:
                  type === 'discount' || type === 'markup'
                    ? { type, percent: f.adjustment?.percent ?? '0' }
                    : null,
              }));
            }}
          >
            <MenuItem value="">{t('header.adjustmentNone')}</MenuItem>
            <MenuItem value="discount">{t('header.adjustmentDiscount')}</MenuItem>
            <MenuItem value="markup">{t('header.adjustmentMarkup')}</MenuItem>
          </TextField>
          {fields.adjustment ? (
            <DecimalField
              size="small"
              label={t('header.adjustmentPercent')}
              value={fields.adjustment.percent}
              rules={PERCENT}
              disabled={readOnly}
              problem={problemAt('adjustment.percent')}
              onCommit={(value) =>
                change((f) => ({
                  ...f,
                  adjustment: f.adjustment && { ...f.adjustment, percent: value ?? '0' },
                }))
              }
            />
          ) : (
            <span />
          )}
          <DecimalField
            size="small"
            label={t('header.retentionPercent')}
            value={fields.retentionPercent}
            rules={PERCENT}
            disabled={readOnly}
            problem={problemAt('retentionPercent')}
            onCommit={(value) => change((f) => ({ ...f, retentionPercent: value }))}
          />
          <IntegerField
            label={t('header.paymentDays')}
            value={fields.paymentDays ?? null}
            disabled={readOnly}
            problem={problemAt('paymentDays')}
            onCommit={(value) => change((f) => ({ ...f, paymentDays: value }))}
          />
          <DecimalField
            size="small"
            label={t('header.cashDiscountPercent')}
            value={fields.cashDiscountPercent}
            rules={PERCENT}
            disabled={readOnly}
            problem={problemAt('cashDiscountPercent')}
            onCommit={(value) => change((f) => ({ ...f, cashDiscountPercent: value }))}
          />
          <IntegerField
            label={t('header.cashDiscountDays')}
            value={fields.cashDiscountDays ?? null}
            disabled={readOnly}
            problem={problemAt('cashDiscountDays')}
            onCommit={(value) => change((f) => ({ ...f, cashDiscountDays: value }))}
          />
          {isInvoiceKind(kind) ? (
            <TextField
              select
              size="small"
              label={t('header.eInvoiceFormat')}
              value={fields.eInvoiceFormat ?? 'zugferd'}
              disabled={readOnly}
              error={problemAt('eInvoiceFormat') !== undefined}
              helperText={problemAt('eInvoiceFormat')}
              onChange={(event) =>
                change((f) => ({ ...f, eInvoiceFormat: event.target.value as DraftFields['eInvoiceFormat'] }))
              }
            >
              {(['zugferd', 'xrechnung_cii', 'xrechnung_ubl'] as const).map((format) => (
                <MenuItem key={format} value={format}>
                  {t(`header.formats.${format}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {kind === 'reminder' ? (
            <DecimalField
              size="small"
              label={t('header.reminderFee')}
              value={fields.reminderFee}
              rules={MONEY}
              disabled={readOnly}
              problem={problemAt('reminderFee')}
              onCommit={(value) => change((f) => ({ ...f, reminderFee: value }))}
            />
          ) : null}
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={
              <Checkbox
                checked={fields.reverseCharge ?? false}
                disabled={readOnly}
                onChange={(event) => change((f) => ({ ...f, reverseCharge: event.target.checked }))}
              />
            }
            label={t('header.reverseCharge')}
          />
        </Section>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
          {text(
            t('header.introText'),
            'introText',
            fields.introText,
            (value) => (f) => ({ ...f, introText: value }),
            {
              multiline: true,
              minRows: 2,
            },
          )}
          <SnippetMenu
            placement="intro"
            kind={kind}
            disabled={readOnly}
            onPick={(value) => change((f) => ({ ...f, introText: value }))}
          />
          {text(
            t('header.closingText'),
            'closingText',
            fields.closingText,
            (value) => (f) => ({ ...f, closingText: value }),
            {
              multiline: true,
              minRows: 2,
            },
          )}
          <SnippetMenu
            placement="closing"
            kind={kind}
            disabled={readOnly}
            onPick={(value) => change((f) => ({ ...f, closingText: value }))}
          />
        </Box>
      </Box>
    </Paper>
  );
}
