import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PositionQuote } from '@vendoc/contract/service-catalogs';
import { decimal, toFixed } from '@vendoc/money/decimal';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { mdiBookSearchOutline } from '@mdi/js';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { CatalogChoiceField } from '../../../../components/catalog-choice/catalog-choice-field';
import { useCatalogChoice } from '../../../../entities/service-catalog/use-catalog-choice';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { usePosition } from '../../../../entities/service-catalog/get-position';
import { quoteRefusal, usePositionQuote } from '../../../../entities/service-catalog/quote-position';
import { formatCurrency } from '../../../../lib/format/decimal-format';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import { insertCatalogRow, labourShare, quotedUnitPrice, type CatalogPick } from '../model/catalog-row';
import type { DraftFields } from '../model/draft-fields';
import { useLastCatalogStore } from '../stores/last-catalog-store';
import { CatalogPositionSearch } from './catalog-position-search';
import { useDecimalReader } from './decimal-field';

const QUANTITY = { scale: 3, integerDigits: 12, signed: true } as const;

export interface CatalogPositionDialogProps {
  /** Whether the document carries prices (a delivery note takes the position without price). */
  readonly priced: boolean;
  readonly onInsert: (pick: CatalogPick) => void;
  readonly onClose: () => void;
}

/**
 * "Katalogposition einfügen": a service catalog (the last one used is offered), a position found by OZ or text,
 * an option per variant group (defaults preselected), the quantity; the unit price comes live from the server's
 * quote, which also refuses options that exclude each other with its German reason.
 */
export function CatalogPositionDialog({ priced, onInsert, onClose }: CatalogPositionDialogProps) {
  const { t } = useOrderDocumentsTranslation();
  const lastCatalogId = useLastCatalogStore((state) => state.catalogId);
  const rememberCatalog = useLastCatalogStore((state) => state.setCatalogId);
  const catalogChoice = useCatalogChoice(lastCatalogId);
  const { catalogId } = catalogChoice;
  const [positionId, setPositionId] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [quantityText, setQuantityText] = useState('1');
  const readQuantity = useDecimalReader(QUANTITY);

  const position = usePosition(catalogId ?? '', catalogId === null ? null : positionId);
  const detail = position.data;
  const groups = detail?.variants.groups ?? [];
  const chosenOf = (group: (typeof groups)[number]) =>
    choices[group.id] ?? group.options.find((option) => option.isDefault)?.id ?? '';
  const optionIds = groups.map(chosenOf).filter((id) => id !== '');
  const quote = usePositionQuote(
    catalogId ?? '',
    detail?.id ?? '',
    detail?.version ?? 0,
    optionIds,
    detail !== undefined,
  );
  const quantity = readQuantity(quantityText);
  const quantityError =
    'error' in quantity
      ? quantity.error
      : quantity.value === null
        ? t('catalogPicker.quantityMissing')
        : null;
  const settled = quote.data && !quote.isPlaceholderData && !quote.isFetching && !quote.isError;
  const pick: CatalogPick | null =
    detail && settled && quote.data && 'value' in quantity && quantity.value !== null
      ? { position: detail, quote: quote.data, quantity: quantity.value }
      : null;

  const insert = () => {
    if (!pick || catalogId === null) return;
    rememberCatalog(catalogId);
    onInsert(pick);
  };
  const onQuantityKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="catalog-picker-title">
      <DialogTitle id="catalog-picker-title">{t('catalogPicker.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <CatalogChoiceField
          {...catalogChoice}
          onChange={(id) => {
            catalogChoice.pick(id);
            setPositionId(null);
          }}
        />
        <CatalogPositionSearch
          key={catalogId ?? ''}
          catalogId={catalogId}
          chosenId={positionId}
          onPick={(found) => {
            setPositionId(found.id);
            setChoices({});
          }}
        />
        {positionId === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('catalogPicker.pickHint')}
          </Typography>
        ) : position.isError ? (
          <Alert severity="error">{t('catalogPicker.positionFailed')}</Alert>
        ) : !detail ? (
          <CircularProgress size={20} aria-label={t('catalogPicker.loadingPosition')} />
        ) : (
          <Box component="section" aria-label={t('catalogPicker.chosen')} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {detail.number} · {detail.shortText}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
              }}
            >
              {groups.map((group) => (
                <TextField
                  key={group.id}
                  select
                  size="small"
                  label={group.name}
                  value={chosenOf(group)}
                  onChange={(event) =>
                    setChoices((current) => ({ ...current, [group.id]: event.target.value }))
                  }
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {group.options.some((option) => option.isDefault) ? null : (
                    <option value="">{t('catalogPicker.noOption')}</option>
                  )}
                  {group.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </TextField>
              ))}
              <TextField
                size="small"
                label={t('catalogPicker.quantity')}
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
                onKeyDown={onQuantityKey}
                error={quantityError !== null}
                helperText={quantityError}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">{detail.unit}</InputAdornment> },
                }}
              />
            </Box>
            <QuoteFigures
              quote={quote.data}
              busy={quote.isFetching}
              error={quote.isError ? quote.error : null}
              priced={priced}
              quantity={'value' in quantity ? quantity.value : null}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalogPicker.cancel')}</Button>
        <Button variant="contained" onClick={insert} disabled={pick === null}>
          {t('catalogPicker.insert')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Figure({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ fontSize: 20, fontWeight: strong ? 700 : undefined }}>
        {children}
      </Typography>
    </Box>
  );
}

interface QuoteFiguresProps {
  quote: PositionQuote | undefined;
  busy: boolean;
  error: unknown;
  priced: boolean;
  quantity: string | null;
}

/** The quote's unit price, the total for the quantity and the labour share, or why there is none. */
function QuoteFigures({ quote, busy, error, priced, quantity }: QuoteFiguresProps) {
  const { t } = useOrderDocumentsTranslation();
  if (error !== null) {
    const refusal = quoteRefusal(error);
    return refusal.length > 0 ? (
      <Alert severity="error" role="alert">
        <strong>{t('catalogPicker.refused')}</strong>
        {refusal.map((text) => (
          <Box key={text}>{text}</Box>
        ))}
      </Alert>
    ) : (
      <Alert severity="error">{t('catalogPicker.quoteFailed')}</Alert>
    );
  }
  if (!quote) return <CircularProgress size={20} aria-label={t('catalogPicker.pricing')} />;
  if (!priced) return null;
  const unitPrice = quotedUnitPrice(quote);
  const labour = labourShare(quote);
  const total =
    unitPrice !== null && quantity !== null ? toFixed(decimal(unitPrice).times(quantity), 2) : null;
  return (
    <Box role="group" aria-label={t('catalogPicker.price')} aria-busy={busy} sx={{ opacity: busy ? 0.6 : 1 }}>
      <Box
        component="dl"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          m: 0,
          '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <Figure label={t('catalogPicker.unitPrice')} strong>
          {unitPrice === null ? t('catalogPicker.noPrice') : formatCurrency(unitPrice)}
        </Figure>
        {total !== null ? <Figure label={t('catalogPicker.total')}>{formatCurrency(total)}</Figure> : null}
        {labour !== null ? <Figure label={t('catalogPicker.labour')}>{formatCurrency(labour)}</Figure> : null}
      </Box>
      {!quote.overridden && quote.sheet.lines.length > 0 && !quote.sheet.complete ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('catalogPicker.incomplete')}
        </Alert>
      ) : null}
    </Box>
  );
}

export interface CatalogPositionButtonProps {
  readonly priced: boolean;
  readonly change: (update: (fields: DraftFields) => DraftFields) => void;
  /** The id of the row last focused in the grid: the position goes below it (else below the last row). */
  readonly focusedRowId: () => string | null;
}

/** "Katalogposition einfügen" beside the items grid: the picker, and its position inserted as a row. */
export function CatalogPositionButton({ priced, change, focusedRowId }: CatalogPositionButtonProps) {
  const { t } = useOrderDocumentsTranslation();
  const [open, setOpen] = useState(false);
  const insert = (pick: CatalogPick) => {
    const rowId = focusedRowId();
    change((fields) => {
      const focused = fields.items.findIndex((row: DocumentRow) => row.id === rowId);
      const after = focused >= 0 ? focused : fields.items.length - 1;
      return { ...fields, items: insertCatalogRow(fields.items, after, pick, priced) };
    });
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiBookSearchOutline} />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('catalogPicker.button')}
      </Button>
      {open ? (
        <CatalogPositionDialog priced={priced} onInsert={insert} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
