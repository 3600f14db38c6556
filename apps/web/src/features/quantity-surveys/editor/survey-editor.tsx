import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isSurveyEditable,
  type QuantitySurveyDetail,
  type QuantitySurveyLine,
  type QuantitySurveySheet,
  type QuantitySurveyStatus,
} from '@vendoc/contract/quantity-surveys';
import { formatAddress } from '@vendoc/quantity-survey/address';
import { createSurveyCalculator } from '@vendoc/quantity-survey/calculate';
import { useStore } from 'zustand';
import { can } from '@vendoc/contract/permissions';
import { useUnsavedChangesGuard } from '../../../components/row-saving/use-unsaved-changes-guard';
import { useMe, usePermission } from '../../../entities/user/get-me';
import { isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { ApplyTemplateDialog } from '../templates/apply-template-dialog';
import { boqItemsQueryOptions, type BoqItem } from '../../../entities/boq/get-boq-items';
import { projectQueryOptions } from '../../../entities/project/get-project';
import { ChangeBoqDialog } from './components/change-boq-dialog';
import { EditorHeader } from './components/editor-header';
import { PhotoDialog } from './components/photo-dialog';
import type { BoqLookup } from './components/position-picker';
import { PrintView } from './components/print-view';
import { SheetTabs } from './components/sheet-tabs';
import { SidePanel } from './components/side-panel';
import { SumsTable } from './components/sums-table';
import { SurveyGrid } from './components/survey-grid';
import { UndoSnackbar } from './components/undo-snackbar';
import { VariablesPanel } from './components/variables-panel';
import { useLineSaving, type SheetMove } from './hooks/use-line-saving';
import { useLinePhoto } from './hooks/use-line-photo';
import { useBrowserPrint, type PrintScope } from './hooks/use-print';
import { SurveyPdfStatus } from '../pdf/survey-pdf-status';
import { useSurveyPdf } from '../pdf/use-survey-pdf';
import { useStableCallback } from './hooks/use-stable-callback';
import { useSurveyActions } from './hooks/use-survey-actions';
import { useVariableSaving } from './hooks/use-variable-saving';
import { createEditorStore } from './model/editor-store';
import { sheetPositionSums, withBoqData } from './model/position-sums';
import { buildSurveyView, type ViewLine } from './model/survey-view';
import { useSurveyEditorTranslation } from './quantity-survey-editor-i18n';
import { surveyKeys } from '../../../entities/quantity-survey/survey-keys';

export interface SurveyEditorProps {
  readonly survey: QuantitySurveyDetail;
  /** The sheet shown (its number; the first sheet when the survey has no such sheet). */
  readonly sheetNumber: number | null;
  readonly onSheetChange: (sheet: QuantitySurveySheet) => void;
}

const NO_ITEMS: readonly BoqItem[] = [];
const NO_LINES: readonly ViewLine[] = [];

/**
 * The quantity survey editor: header with status and actions, sheet tabs, the grid of the current sheet with live
 * results from the formula engine (the whole survey is recalculated on every keystroke with a cached calculator),
 * variables and sums beside it, photos per line and the print view.
 */
export function SurveyEditor({ survey, sheetNumber, onSheetChange }: SurveyEditorProps) {
  const { t } = useSurveyEditorTranslation();
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const queryClient = useQueryClient();
  const [store] = useState(createEditorStore);
  const state = useStore(store);
  const [calculator] = useState(() => createSurveyCalculator());
  const view = useMemo(() => buildSurveyView(survey, state), [survey, state]);
  const result = useMemo(() => calculator.calculate(view.input), [calculator, view.input]);

  // Lines waiting in the outbox are safe in IndexedDB: they do not hold the person back from leaving.
  const unsaved =
    Object.values(state.lines).some((draft) => draft.status !== 'queued') ||
    Object.keys(state.variables).length > 0;
  // A line that went on to the next sheet (its own was full): that sheet is shown with the line's formula focused.
  const [focusLine, setFocusLine] = useState<string | null>(null);
  const continued = (move: SheetMove) => {
    toast.success(t('grid.continued', { from: move.from.number, to: move.to.number }));
    setFocusLine(move.key);
    onSheetChange(move.to);
  };
  const showSheet = useStableCallback((target: QuantitySurveySheet) => {
    setFocusLine(null);
    onSheetChange(target);
  });
  const lineSaving = useLineSaving(survey.id, store, continued);
  const variableSaving = useVariableSaving(survey.id, store);
  const saveAll = () =>
    Promise.all([lineSaving.saveAll(), variableSaving.saveAll()]).then((saved) => saved.every(Boolean));
  const leaveDialog = useUnsavedChangesGuard(unsaved, saveAll);
  const actions = useSurveyActions(survey, lineSaving);
  const photo = useLinePhoto(survey);
  const browserPrinting = useBrowserPrint();
  const pdf = useSurveyPdf();
  // Every role may write surveys; while the user is still loading the editor does not flash read-only (the server
  // decides anyway). Approving waits for the user.
  const me = useMe();
  const canWrite = me.data ? can(me.data.user.role, 'surveys:write') : !me.isError;
  const canApprove = usePermission('surveys:approve');
  const editable = canWrite && isSurveyEditable(survey.status);

  const [panelOpen, setPanelOpen] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [boqDialogOpen, setBoqDialogOpen] = useState(false);
  const [photoKey, setPhotoKey] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{ line: QuantitySurveyLine; address: string } | null>(null);

  const project = useQuery(projectQueryOptions(survey.projectId));
  const boqQuery = useQuery({ ...boqItemsQueryOptions(survey.boq?.id ?? ''), enabled: survey.boq !== null });
  const boqItems = boqQuery.data ?? NO_ITEMS;
  const itemsByOz = useMemo(() => new Map(boqItems.map((item) => [item.oz, item])), [boqItems]);
  const boq = useMemo<BoqLookup>(
    () => ({ hasBoq: survey.boq !== null, loading: boqQuery.isPending, items: boqItems, byOz: itemsByOz }),
    [survey.boq, boqQuery.isPending, boqItems, itemsByOz],
  );

  const sheet = survey.sheets.find((candidate) => candidate.number === sheetNumber) ?? survey.sheets[0];
  const sheetLines = useMemo(
    () => (sheet ? (view.linesBySheet.get(sheet.id) ?? NO_LINES) : NO_LINES),
    [sheet, view.linesBySheet],
  );
  const sheetSums = useMemo(
    () => withBoqData(sheetPositionSums(sheetLines, result.lines), itemsByOz),
    [sheetLines, result.lines, itemsByOz],
  );
  const surveySums = useMemo(() => withBoqData(result.positions, itemsByOz), [result.positions, itemsByOz]);
  const sheetId = sheet?.id;
  const variableScope = useMemo(
    () => view.variables.filter((variable) => variable.sheetId === null || variable.sheetId === sheetId),
    [view.variables, sheetId],
  );

  const photoLine: ViewLine | undefined = photoKey
    ? sheetLines.find((line) => line.key === photoKey)
    : undefined;

  const undoDelete = useStableCallback(async () => {
    if (!deleted) return;
    setDeleted(null);
    try {
      await lineSaving.restore(deleted.line);
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('grid.restoreFailed'), problemMessage(error));
    }
  });

  // Stable handlers: the header, tabs, grid rows and panels are memoised and skip re-rendering on a keystroke.
  const onRename = useStableCallback((name: string) => actions.rename(name));
  const onChangeBoq = useStableCallback((boqId: string | null) => actions.changeBoq(boqId));
  const openBoqDialog = useCallback(() => setBoqDialogOpen(true), []);
  const onStatus = useStableCallback((status: QuantitySurveyStatus) => void actions.changeStatus(status));
  const onTransfer = useStableCallback(() => void actions.transfer());
  const onExport = useStableCallback(() => void actions.exportX31());
  const onPrint = useStableCallback((scope: PrintScope) => {
    const sheets = scope === 'sheet' && sheet ? [sheet.number] : undefined;
    // The server renders what is stored: unsaved lines and variables are saved first.
    void pdf.print([{ surveyId: survey.id, sheets }], saveAll);
  });
  const openTemplate = useCallback(() => setTemplateOpen(true), []);
  const openPanel = useCallback(() => setPanelOpen(true), []);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const addSheet = useStableCallback(() => {
    void actions.addSheet().then((added) => {
      if (added) showSheet(added);
    });
  });
  const renameSheet = useStableCallback(
    (target: QuantitySurveySheet, title: string) => void actions.renameSheet(target, title),
  );
  const onDeleted = useStableCallback((line: QuantitySurveyLine) => {
    if (sheet) setDeleted({ line, address: formatAddress(sheet.number, line.row) });
  });
  const openPhoto = useCallback((line: ViewLine) => setPhotoKey(line.key), []);
  const onUndo = useStableCallback(() => void undoDelete());
  const closeUndo = useCallback(() => setDeleted(null), []);

  if (!sheet) return null;

  const sums = (
    <>
      <SumsTable title={t('sums.sheet', { number: sheet.number })} rows={sheetSums} />
      <SumsTable title={t('sums.survey')} rows={surveySums} />
      {result.errors > 0 ? (
        <Box sx={{ color: 'error.main', fontSize: '14px' }}>{t('sums.errors', { count: result.errors })}</Box>
      ) : null}
    </>
  );

  return (
    <Box sx={{ px: { xs: 1, sm: 2, md: 3 }, py: 2 }}>
      <EditorHeader
        survey={survey}
        projectName={project.data?.name ?? null}
        canApprove={canApprove}
        editable={editable}
        busy={actions.busy}
        onRename={onRename}
        onChangeBoq={openBoqDialog}
        onStatus={onStatus}
        onTransfer={onTransfer}
        onExport={onExport}
        onPrint={onPrint}
        onApplyTemplate={openTemplate}
        onOpenPanel={docked ? undefined : openPanel}
      />
      <SurveyPdfStatus pending={pdf.pending} links={pdf.links} />
      <SheetTabs
        sheets={survey.sheets}
        current={sheet}
        readOnly={!editable}
        onSelect={showSheet}
        adding={actions.addingSheet}
        onAdd={addSheet}
        onRename={renameSheet}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <SurveyGrid
            key={sheet.id}
            sheet={sheet}
            lines={sheetLines}
            results={result.lines}
            readOnly={!editable}
            boq={boq}
            saving={lineSaving}
            onDeleted={onDeleted}
            onOpenPhoto={openPhoto}
            focusLineKey={focusLine}
          />
        </Box>
        <SidePanel
          docked={docked}
          open={panelOpen}
          onClose={closePanel}
          variables={
            <VariablesPanel
              sheet={sheet}
              variables={variableScope}
              results={result.variables}
              readOnly={!editable}
              saving={variableSaving}
            />
          }
          sums={sums}
        />
      </Box>
      {photoLine?.stored ? (
        <PhotoDialog
          line={photoLine.stored}
          address={formatAddress(sheet.number, photoLine.row)}
          readOnly={!editable}
          onUpload={(image) => photo.upload(photoLine.stored?.id ?? '', image)}
          onRemove={() => photo.remove(photoLine.stored?.id ?? '')}
          onClose={() => setPhotoKey(null)}
        />
      ) : null}
      {templateOpen ? (
        <ApplyTemplateDialog
          open
          surveyId={survey.id}
          sheetId={sheet.id}
          defaultOz={sheetLines.at(-1)?.fields.oz || null}
          onClose={() => setTemplateOpen(false)}
          onApplied={() => {
            setTemplateOpen(false);
            void queryClient.invalidateQueries({ queryKey: surveyKeys.detail(survey.id) });
          }}
        />
      ) : null}
      {boqDialogOpen ? (
        <ChangeBoqDialog survey={survey} onChangeBoq={onChangeBoq} onClose={() => setBoqDialogOpen(false)} />
      ) : null}
      <UndoSnackbar deleted={deleted} onUndo={onUndo} onClose={closeUndo} />
      {leaveDialog}
      {browserPrinting ? (
        <PrintView
          survey={survey}
          projectName={project.data?.name ?? null}
          sheets={[sheet]}
          linesBySheet={view.linesBySheet}
          results={result.lines}
          variables={view.input.variables}
          variableResults={result.variables}
          itemsByOz={itemsByOz}
          date={new Date()}
        />
      ) : null}
    </Box>
  );
}
