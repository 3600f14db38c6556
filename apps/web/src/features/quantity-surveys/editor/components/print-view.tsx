import { createPortal } from 'react-dom';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { QuantitySurveyDetail, QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { formatAddress } from '@vendoc/quantity-survey/address';
import { formatQuantity } from '@vendoc/quantity-survey/format';
import type { LineResult, SurveyVariable, VariableResult } from '@vendoc/quantity-survey/model';
import { formatDate } from '../../../../lib/format/format';
import type { BoqItem } from '../../../../entities/boq/get-boq-items';
import { sheetPositionSums, withBoqData } from '../model/position-sums';
import { printedVariable, sheetVariables } from '../model/print-variables';
import type { ViewLine } from '../model/survey-view';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';

export interface PrintViewProps {
  readonly survey: QuantitySurveyDetail;
  readonly projectName: string | null;
  readonly sheets: readonly QuantitySurveySheet[];
  readonly linesBySheet: ReadonlyMap<string, readonly ViewLine[]>;
  readonly results: ReadonlyMap<string, LineResult>;
  /**
   * The variables as the engine calculated them (`input.variables` and `SurveyResult.variables`): each sheet lists
   * those valid on it, so that its formulas can be checked on paper.
   */
  readonly variables: readonly SurveyVariable[];
  readonly variableResults: ReadonlyMap<string, VariableResult>;
  readonly itemsByOz: ReadonlyMap<string, BoqItem>;
  readonly date: Date;
}

export const PRINT_ROOT_CLASS = 'vendoc-survey-print';

/**
 * Only the sheets go to paper: the app is hidden while printing and this view, placed directly in <body>, shows.
 * A4 portrait, one sheet per page (long sheets continue with the table header repeated), no buttons.
 */
const printStyles = {
  '@media screen': { [`.${PRINT_ROOT_CLASS}`]: { display: 'none' } },
  '@media print': {
    '@page': { size: 'A4 portrait', margin: '14mm 12mm' },
    [`body > *:not(.${PRINT_ROOT_CLASS})`]: { display: 'none !important' },
    [`.${PRINT_ROOT_CLASS}`]: {
      display: 'block',
      color: '#000',
      background: '#fff',
      font: '10pt/1.35 Roboto, Arial, sans-serif',
    },
  },
  [`.${PRINT_ROOT_CLASS} .print-sheet`]: { breakAfter: 'page', pageBreakAfter: 'always' },
  [`.${PRINT_ROOT_CLASS} .print-sheet:last-of-type`]: { breakAfter: 'auto', pageBreakAfter: 'auto' },
  [`.${PRINT_ROOT_CLASS} table`]: { width: '100%', borderCollapse: 'collapse', marginTop: '4mm' },
  [`.${PRINT_ROOT_CLASS} thead`]: { display: 'table-header-group' },
  [`.${PRINT_ROOT_CLASS} tr`]: { breakInside: 'avoid' },
  [`.${PRINT_ROOT_CLASS} th, .${PRINT_ROOT_CLASS} td`]: {
    borderBottom: '0.5pt solid #999',
    padding: '1mm 1.5mm',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  [`.${PRINT_ROOT_CLASS} .num`]: {
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  [`.${PRINT_ROOT_CLASS} .formula`]: { fontFamily: 'monospace', wordBreak: 'break-all' },
  [`.${PRINT_ROOT_CLASS} .deduction`]: { fontStyle: 'italic' },
  [`.${PRINT_ROOT_CLASS} h1`]: { fontSize: '14pt', margin: 0 },
  [`.${PRINT_ROOT_CLASS} h2`]: { fontSize: '11pt', margin: '6mm 0 0' },
  [`.${PRINT_ROOT_CLASS} .meta`]: { display: 'flex', flexWrap: 'wrap', gap: '2mm 8mm', marginTop: '1mm' },
  [`.${PRINT_ROOT_CLASS} .variables`]: { marginTop: '2mm', fontSize: '9pt' },
  [`.${PRINT_ROOT_CLASS} .variables ul`]: { display: 'inline', margin: 0, padding: 0, listStyle: 'none' },
  [`.${PRINT_ROOT_CLASS} .variables li`]: {
    display: 'inline-block',
    marginLeft: '4mm',
    fontFamily: 'monospace',
    overflowWrap: 'anywhere',
  },
} as const;

/** The print of the chosen sheets: header (project, survey, sheet, date, status), lines, position sums. */
export function PrintView({
  survey,
  projectName,
  sheets,
  linesBySheet,
  results,
  variables,
  variableResults,
  itemsByOz,
  date,
}: PrintViewProps) {
  const { t } = useSurveyEditorTranslation();
  const status = t(`status.names.${survey.status}`);
  return createPortal(
    <div className={PRINT_ROOT_CLASS} role="region" aria-label={t('print.label')}>
      <GlobalStyles styles={printStyles} />
      {sheets.map((sheet) => {
        const lines = linesBySheet.get(sheet.id) ?? [];
        const sums = withBoqData(sheetPositionSums(lines, results), itemsByOz);
        const valid = sheetVariables(variables, variableResults, sheet.number);
        return (
          <section
            key={sheet.id}
            className="print-sheet"
            aria-label={t('print.sheet', { number: sheet.number })}
          >
            <h1>{survey.name}</h1>
            <div className="meta">
              {projectName ? <span>{t('print.project', { name: projectName })}</span> : null}
              {survey.construction ? <span>{survey.construction.name}</span> : null}
              <strong>
                {t('print.sheet', { number: sheet.number })}
                {sheet.title ? ` – ${sheet.title}` : ''}
              </strong>
              <span>{t('print.date', { date: formatDate(date) })}</span>
              <span>{t('print.status', { status })}</span>
            </div>
            {valid.length > 0 ? (
              <div className="variables">
                <strong>{t('print.variables')}:</strong>
                <ul aria-label={t('print.variables')}>
                  {valid.map((variable) => (
                    <li key={variable.id}>
                      {printedVariable(variable)}
                      {variable.error === null
                        ? ''
                        : ` – ${t('print.variableError', { message: variable.error })}`}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <table>
              <thead>
                <tr>
                  <th>{t('grid.columns.address')}</th>
                  <th>{t('grid.columns.oz')}</th>
                  <th>{t('grid.columns.marker')}</th>
                  <th>{t('grid.columns.text')}</th>
                  <th>{t('grid.columns.formula')}</th>
                  <th className="num">{t('grid.columns.result')}</th>
                </tr>
              </thead>
              <tbody>
                {lines
                  .filter(
                    (line) =>
                      line.stored !== null || line.fields.expression !== '' || line.fields.text !== '',
                  )
                  .map((line) => {
                    const result = results.get(line.key);
                    const value = result?.error ? null : (result?.value ?? null);
                    const negative = value?.startsWith('-') ?? false;
                    return (
                      <tr key={line.key}>
                        <td>{formatAddress(line.sheetNumber, line.row)}</td>
                        <td>{line.fields.oz}</td>
                        <td>{line.fields.marker}</td>
                        <td>{line.fields.text}</td>
                        <td className="formula">
                          {line.fields.formulaNumber === 0 ? '' : `FN ${line.fields.formulaNumber}: `}
                          {line.fields.expression}
                        </td>
                        <td className={negative ? 'num deduction' : 'num'}>
                          {result?.error ? result.error.message : formatQuantity(value)}
                          {negative ? ` (${t('grid.deduction')})` : ''}
                        </td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
            {sums.length > 0 ? (
              <>
                <h2>{t('print.sums', { number: sheet.number })}</h2>
                <table aria-label={t('print.sums', { number: sheet.number })}>
                  <thead>
                    <tr>
                      <th>{t('sums.oz')}</th>
                      <th>{t('sums.shortText')}</th>
                      <th>{t('sums.unit')}</th>
                      <th className="num">{t('sums.quantity')}</th>
                      <th className="num">{t('sums.estimated')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sums.map((sum) => (
                      <tr key={sum.oz}>
                        <td>{sum.oz}</td>
                        <td>{sum.shortText ?? ''}</td>
                        <td>{sum.unit ?? ''}</td>
                        <td className="num">{formatQuantity(sum.quantity)}</td>
                        <td className="num">{formatQuantity(sum.estimated)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
          </section>
        );
      })}
    </div>,
    document.body,
  );
}
