import type { QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { formatQuantity } from '@vendoc/quantity-survey/format';
import { useMemo, type CSSProperties } from 'react';
import { formatDate } from '../../../../lib/format/format';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import { printedVariable } from '../../editor/model/print-variables';
import { buildPrintSheets, type PrintLine } from '../model/sheet-print-model';

export interface SheetPrintViewProps {
  /** The whole survey (lines of other sheets may be referenced by address). */
  survey: QuantitySurveyDetail;
  /** The sheets to print; they print in sheet order. */
  sheetNumbers: readonly number[];
  projectName: string;
}

// Plain elements with inline styles: printed black on white whatever the app's theme, and independent of MUI's
// screen layout (a table header repeats on every printed page, sheets start on a new page).
const sheetStyle: CSSProperties = {
  breakAfter: 'page',
  pageBreakAfter: 'always',
  color: '#000',
  background: '#fff',
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontSize: '10pt',
  padding: '0 0 12pt',
};
const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', marginTop: '8pt' };
const cellStyle: CSSProperties = {
  borderBottom: '0.5pt solid #999',
  padding: '2pt 4pt',
  textAlign: 'left',
  verticalAlign: 'top',
};
const numberCell: CSSProperties = { ...cellStyle, textAlign: 'right', whiteSpace: 'nowrap' };
const headCell: CSSProperties = { ...cellStyle, borderBottom: '1pt solid #000', fontWeight: 700 };
const variablesStyle: CSSProperties = { margin: '4pt 0 0', fontSize: '9pt' };
const variableList: CSSProperties = { display: 'inline', margin: 0, padding: 0, listStyle: 'none' };
const variableItem: CSSProperties = {
  display: 'inline-block',
  marginLeft: '10pt',
  fontFamily: 'monospace',
  overflowWrap: 'anywhere',
};

/**
 * A survey's sheets as they print (REB style): per sheet a header (project, survey, sheet number and title,
 * status, date), the lines (address, OZ, marker, text, formula, result) and the quantities of the sheet's
 * positions; each sheet starts a new page. Results come from the formula engine, as in the editor.
 */
export function SheetPrintView({ survey, sheetNumbers, projectName }: SheetPrintViewProps) {
  const { t } = useQuantitySurveysTranslation();
  const sheets = useMemo(() => buildPrintSheets(survey, sheetNumbers), [survey, sheetNumbers]);
  const status = t(`status.${survey.status}`);

  return (
    <>
      {sheets.map((sheet) => {
        const { variables } = sheet;
        const heading = sheet.title
          ? t('print.sheetTitled', { number: sheet.number, title: sheet.title })
          : t('print.sheet', { number: sheet.number });
        return (
          <section key={sheet.id} style={sheetStyle} aria-label={`${survey.name} – ${heading}`}>
            <header style={{ borderBottom: '1.5pt solid #000', paddingBottom: '4pt' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: '12pt' }}>
                <strong style={{ fontSize: '13pt' }}>{t('print.title')}</strong>
                <span>{t('print.date', { date: formatDate(survey.updatedAt) })}</span>
              </div>
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: '1pt 8pt',
                  margin: '4pt 0 0',
                }}
              >
                <dt>{t('print.project')}</dt>
                <dd style={{ margin: 0 }}>{projectName}</dd>
                <dt>{t('print.survey')}</dt>
                <dd style={{ margin: 0 }}>
                  {survey.construction ? `${survey.name} (${survey.construction.name})` : survey.name}
                </dd>
                <dt>{t('print.sheetLabel')}</dt>
                <dd style={{ margin: 0 }}>{heading}</dd>
                <dt>{t('print.status')}</dt>
                <dd style={{ margin: 0 }}>{status}</dd>
              </dl>
            </header>
            {variables.length > 0 ? (
              <div style={variablesStyle}>
                <strong>{t('print.variables')}:</strong>
                <ul aria-label={t('print.variables')} style={variableList}>
                  {variables.map((variable) => (
                    <li key={variable.id} style={variableItem}>
                      {printedVariable(variable)}
                      {variable.error === null ? '' : ` – ${t('print.error', { message: variable.error })}`}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <table style={tableStyle}>
              <thead style={{ display: 'table-header-group' }}>
                <tr>
                  <th style={headCell}>{t('print.address')}</th>
                  <th style={headCell}>{t('print.oz')}</th>
                  <th style={headCell}>{t('print.marker')}</th>
                  <th style={headCell}>{t('print.text')}</th>
                  <th style={headCell}>{t('print.formula')}</th>
                  <th style={{ ...headCell, textAlign: 'right' }}>{t('print.result')}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.lines.length === 0 ? (
                  <tr>
                    <td style={cellStyle} colSpan={6}>
                      {t('print.noLines')}
                    </td>
                  </tr>
                ) : (
                  sheet.lines.map((line) => <PrintRow key={line.id} line={line} />)
                )}
              </tbody>
            </table>
            {sheet.sums.length > 0 ? (
              <table style={{ ...tableStyle, width: 'auto', minWidth: '40%', marginLeft: 'auto' }}>
                <caption style={{ textAlign: 'left', fontWeight: 700, paddingTop: '6pt' }}>
                  {t('print.sums')}
                </caption>
                <thead>
                  <tr>
                    <th style={headCell}>{t('print.oz')}</th>
                    <th style={{ ...headCell, textAlign: 'right' }}>{t('print.quantity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.sums.map((sum) => (
                    <tr key={sum.oz}>
                      <td style={cellStyle}>{sum.oz}</td>
                      <td style={numberCell}>{formatQuantity(sum.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

function PrintRow({ line }: { line: PrintLine }) {
  const { t } = useQuantitySurveysTranslation();
  const comment = line.marker === '*';
  return (
    <tr style={{ breakInside: 'avoid' }}>
      <td style={{ ...cellStyle, fontFamily: 'monospace' }}>{line.address}</td>
      <td style={{ ...cellStyle, whiteSpace: 'nowrap' }}>{line.oz ?? ''}</td>
      <td style={cellStyle}>{line.marker}</td>
      <td style={{ ...cellStyle, fontStyle: comment ? 'italic' : undefined }} colSpan={comment ? 3 : 1}>
        {line.text}
      </td>
      {comment ? null : (
        <>
          <td style={{ ...cellStyle, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {line.formula}
            {line.error ? (
              <div style={{ fontFamily: 'Arial, Helvetica, sans-serif', fontStyle: 'italic' }}>
                {t('print.error', { message: line.error.message })}
              </div>
            ) : null}
          </td>
          <td style={numberCell}>{line.value === null ? '' : formatQuantity(line.value)}</td>
        </>
      )}
    </tr>
  );
}
