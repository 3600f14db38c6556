import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiCheckCircleOutline, mdiPencilOutline } from '@mdi/js';
import { calculate } from '@vendoc/calculation/calculate';
import { COST_TYPES } from '@vendoc/calculation/types';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { usePriceData } from '../hooks/use-price-inputs';
import { readCalculationDraft, sameCalculation } from '../model/calculation-draft';
import { formatCurrency, formatMoney } from '../../../../lib/format/decimal-format';
import type { PositionFormValues } from '../model/position-form';
import { figuresOfServerSheet, figuresOfSheet, type SheetFigures } from '../model/sheet-figures';
import { ComponentsTable } from './components-table';
import { DraftField } from './draft-field';
import { PriceOverride } from './price-override';

export interface CalculationSheetProps {
  readonly catalogId: string;
  readonly position: CatalogPositionDetail;
  readonly readOnly: boolean;
}

/**
 * The calculation sheet (Kalkulationsblatt): components, markups per cost type, subtotals, net and unit price.
 * While the user types, @vendoc/calculation computes it from the current article prices and wage rates (the
 * server's own code); as long as the calculation equals the saved one, the server's sheet is shown.
 */
export function CalculationSheet({ catalogId, position, readOnly }: CalculationSheetProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<PositionFormValues>();
  const draft = useWatch({ control, name: 'calculation' });
  const parameters = useWatch({ control, name: 'parameters' });
  const componentFormulas = useWatch({ control, name: 'formulas.components' });
  // Formulas are for positions with parameters; one left without them still shows, so it can be cleared.
  const showFormulas =
    parameters.length > 0 ||
    Object.values(componentFormulas).some((formula) => (formula ?? '').trim() !== '');
  const reading = useMemo(() => readCalculationDraft(draft), [draft]);
  const articleIds = draft.components.flatMap((component) =>
    component.kind === 'article' ? [component.articleId] : [],
  );
  const price = usePriceData(articleIds);

  const saved = reading.issues.length === 0 && sameCalculation(reading.value, position.calculation);
  const figures = useMemo<SheetFigures | null>(() => {
    if (saved) return figuresOfServerSheet(position.sheet);
    if (price.pending) return null;
    return figuresOfSheet(calculate(reading.value, price.inputs));
  }, [saved, position.sheet, price.pending, price.inputs, reading.value]);
  const serverLabels = useMemo(
    () => new Map(position.sheet.lines.map((line) => [line.componentId, line.label])),
    [position.sheet],
  );

  return (
    <Box component="section" aria-labelledby="calculation-sheet-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id="calculation-sheet-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('sheet.title')}
        </Typography>
        <Typography
          variant="caption"
          color={saved ? 'success.main' : 'text.secondary'}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          role="status"
        >
          <MdiIcon path={saved ? mdiCheckCircleOutline : mdiPencilOutline} sx={{ fontSize: 14 }} />
          {t(saved ? 'sheet.fromServer' : 'sheet.live')}
        </Typography>
      </Box>
      <ComponentsTable
        name="calculation.components"
        catalogId={catalogId}
        price={price}
        figures={figures?.lines ?? null}
        serverLabels={serverLabels}
        readOnly={readOnly}
        label={t('sheet.componentsLabel')}
        formulaName={showFormulas ? 'formulas.components' : undefined}
      />
      {figures && !figures.complete ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('sheet.incomplete')}
        </Alert>
      ) : null}
      <Totals figures={figures} readOnly={readOnly} />
      <PriceOverride calculatedPrice={figures?.unitPrice ?? null} readOnly={readOnly} />
    </Box>
  );
}

function Totals({ figures, readOnly }: { figures: SheetFigures | null; readOnly: boolean }) {
  const { t } = useCatalogPositionsTranslation();
  const money = (value: string | undefined) => (value === undefined ? '–' : formatMoney(value));
  const figureSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }}>
      <Table size="small" aria-label={t('totals.label')} sx={{ minWidth: 520, '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('totals.costType')}</TableCell>
            <TableCell align="right">{t('totals.cost')}</TableCell>
            <TableCell align="right" sx={{ width: 130 }}>
              {t('totals.markupPercent')}
            </TableCell>
            <TableCell align="right">{t('totals.markup')}</TableCell>
            <TableCell align="right">{t('totals.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COST_TYPES.map((costType) => {
            const totals = figures?.costTypes[costType];
            return (
              <TableRow key={costType}>
                <TableCell component="th" scope="row">
                  {t(`costTypes.${costType}`)}
                </TableCell>
                <TableCell align="right" sx={figureSx}>
                  {money(totals?.cost)}
                </TableCell>
                <TableCell align="right">
                  <DraftField
                    name={`calculation.markups.${costType}`}
                    ariaLabel={t('totals.markupOf', { costType: t(`costTypes.${costType}`) })}
                    numeric
                    readOnly={readOnly}
                    endAdornment={<InputAdornment position="end">%</InputAdornment>}
                  />
                </TableCell>
                <TableCell align="right" sx={figureSx}>
                  {money(totals?.markup)}
                </TableCell>
                <TableCell align="right" sx={figureSx}>
                  {money(totals?.total)}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow sx={{ '& > *': { fontWeight: 600 } }}>
            <TableCell component="th" scope="row" colSpan={4}>
              {t('totals.net')}
            </TableCell>
            <TableCell align="right" sx={figureSx}>
              {money(figures?.net)}
            </TableCell>
          </TableRow>
          <TableRow sx={{ '& > *': { fontWeight: 700, borderBottom: 0 } }}>
            <TableCell component="th" scope="row" colSpan={4}>
              {t('totals.unitPrice')}
            </TableCell>
            <TableCell align="right" sx={figureSx}>
              {figures ? formatCurrency(figures.unitPrice) : '–'}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {figures === null ? (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('sheet.pricesLoading')}
        </Typography>
      ) : null}
    </Box>
  );
}
