import { memo, useEffect, useRef, useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import type { QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { formatQuantity } from '@vendoc/quantity-survey/format';
import type { FormulaError, VariableResult } from '@vendoc/quantity-survey/model';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { BreakableNumber } from '../../../../components/figures/breakable-number';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import type { VariableSaving } from '../hooks/use-variable-saving';
import type { ViewVariable } from '../model/survey-view';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { FormulaInput } from './formula-input';
import { CellInput } from './grid-styles';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface VariablesPanelProps {
  readonly sheet: QuantitySurveySheet;
  readonly variables: readonly ViewVariable[];
  readonly results: ReadonlyMap<string, VariableResult>;
  readonly readOnly: boolean;
  readonly saving: VariableSaving;
}

function VariablesPanelView({ sheet, variables, results, readOnly, saving }: VariablesPanelProps) {
  const { t } = useSurveyEditorTranslation();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ViewVariable | null>(null);
  const sections = [
    { sheetId: null, title: t('variables.surveyWide') },
    { sheetId: sheet.id, title: t('variables.sheet', { number: sheet.number }) },
  ];

  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('variables.hint')}
      </Typography>
      {sections.map((section) => {
        const list = variables.filter((variable) => variable.sheetId === section.sheetId);
        return (
          <Box
            component="section"
            key={section.sheetId ?? 'survey'}
            aria-label={section.title}
            sx={{ mb: 2 }}
          >
            <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
              {section.title}
            </Typography>
            {list.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('variables.empty')}
              </Typography>
            ) : null}
            {list.map((variable) => (
              <VariableRow
                key={variable.key}
                variable={variable}
                result={results.get(variable.key)}
                readOnly={readOnly}
                saving={saving}
                autoFocus={focusKey === variable.key}
                onDelete={() => setDeleting(variable)}
              />
            ))}
            {readOnly ? null : (
              <Button
                size="small"
                startIcon={<MdiIcon path={mdiPlus} />}
                onClick={() => setFocusKey(saving.add(section.sheetId))}
                sx={{ minHeight: TOUCH_TARGET }}
                aria-label={`${t('variables.add')}: ${section.title}`}
              >
                {t('variables.add')}
              </Button>
            )}
          </Box>
        );
      })}
      {deleting ? (
        <ConfirmDialog
          title={t('variables.delete', { name: deleting.name })}
          text={deleting.expression}
          confirmLabel={t('variables.deleteConfirm')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await saving.remove(deleting);
            } catch (error) {
              if (!isReportedByHttpLayer(error))
                toast.error(t('variables.deleteFailed'), problemMessage(error));
              throw error;
            }
          }}
        />
      ) : null}
    </Box>
  );
}

function sameError(a: FormulaError | null, b: FormulaError | null): boolean {
  return (
    a === b || (a !== null && b !== null && a.message === b.message && a.start === b.start && a.end === b.end)
  );
}

function sameVariableResult(a: VariableResult | undefined, b: VariableResult | undefined): boolean {
  return (
    a === b || (a !== undefined && b !== undefined && a.value === b.value && sameError(a.error, b.error))
  );
}

/**
 * The survey-wide variables and the current sheet's: name, value or formula, live value; add, edit, delete.
 * Skips re-rendering while its variables and their values stay the same (a keystroke in a line).
 */
export const VariablesPanel = memo(
  VariablesPanelView,
  (previous, next) =>
    previous.sheet === next.sheet &&
    previous.readOnly === next.readOnly &&
    previous.saving === next.saving &&
    previous.variables.length === next.variables.length &&
    previous.variables.every(
      (variable, index) =>
        variable === next.variables[index] &&
        sameVariableResult(previous.results.get(variable.key), next.results.get(variable.key)),
    ),
);

interface VariableRowProps {
  readonly variable: ViewVariable;
  readonly result: VariableResult | undefined;
  readonly readOnly: boolean;
  readonly saving: VariableSaving;
  readonly autoFocus: boolean;
  readonly onDelete: () => void;
}

function VariableRow({ variable, result, readOnly, saving, autoFocus, onDelete }: VariableRowProps) {
  const { t } = useSurveyEditorTranslation();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) nameRef.current?.focus();
  }, [autoFocus]);
  const label = variable.stored?.name;
  const draft = variable.draft;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (draft) void saving.save(variable.key);
  };
  const keyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void saving.save(variable.key, { force: true });
    } else if (event.key === 'Escape' && draft) {
      event.preventDefault();
      saving.revert(variable.key);
    }
  };
  return (
    <Box
      role="group"
      aria-label={label ? t('variables.group', { name: label }) : t('variables.newGroup')}
      onBlur={onBlur}
      onKeyDown={keyDown}
      sx={{
        display: 'grid',
        gridTemplateColumns: '90px minmax(0, 1fr) 88px 44px',
        gap: '6px',
        alignItems: 'start',
        py: '4px',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <CellInput
        ref={nameRef}
        type="text"
        value={variable.name}
        readOnly={readOnly}
        maxLength={30}
        aria-label={label ? t('variables.nameOf', { name: label }) : t('variables.newName')}
        placeholder={t('variables.name')}
        onChange={(event) => saving.edit(variable, { name: event.currentTarget.value })}
        sx={{ fontWeight: 600 }}
      />
      <FormulaInput
        value={variable.expression}
        onValueChange={(expression) => saving.edit(variable, { expression })}
        error={result?.error ?? null}
        errorId={`variable-error-${variable.key}`}
        readOnly={readOnly}
        maxLength={1000}
        aria-label={label ? t('variables.expressionOf', { name: label }) : t('variables.newExpression')}
        placeholder={t('variables.expression')}
      />
      <Box
        data-testid="variable-value"
        // A long value wraps (after a thousands dot) inside its column rather than running into the next.
        sx={{
          textAlign: 'right',
          py: '7px',
          fontVariantNumeric: 'tabular-nums',
          fontSize: '14px',
          overflowWrap: 'anywhere',
          minWidth: 0,
        }}
      >
        {result?.value != null ? <BreakableNumber text={formatQuantity(result.value)} /> : ''}
      </Box>
      {readOnly ? (
        <span />
      ) : (
        <IconButton
          aria-label={t('variables.delete', { name: variable.name || '–' })}
          onClick={onDelete}
          sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
        >
          <MdiIcon path={mdiDeleteOutline} fontSize="small" />
        </IconButton>
      )}
      {draft?.status === 'failed' || draft?.status === 'conflict' ? (
        <Alert
          severity={draft.status === 'conflict' ? 'warning' : 'error'}
          sx={{ gridColumn: '1 / -1', py: 0 }}
          action={
            draft.status === 'conflict' ? (
              <Button color="inherit" size="small" onClick={() => saving.reload(variable.key)}>
                {t('variables.reload')}
              </Button>
            ) : undefined
          }
        >
          {draft.status === 'conflict'
            ? (draft.message ?? t('variables.conflict'))
            : (draft.message ?? t('variables.saveFailed'))}
        </Alert>
      ) : null}
    </Box>
  );
}
