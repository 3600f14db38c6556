import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import { canRedo, canUndo } from '@vendoc/designer/editor-reducer';
import { pageSizeMm } from '@vendoc/designer/geometry';
import { useUnsavedChangesGuard } from '../../../components/row-saving/use-unsaved-changes-guard';
import { useDesignerTranslation } from '../designer-i18n';
import { AlignTools } from './align-tools';
import { BackgroundSection } from './background-section';
import { ConflictDialog } from './conflict-dialog';
import { DesignerCanvas, type CanvasSettings } from './designer-canvas';
import { activeEditor, currentTemplate, initialTemplateEditor, templateEditorReducer } from './editor-state';
import { EditorToolbar } from './editor-toolbar';
import { ElementList } from './element-list';
import { ElementPalette } from './element-palette';
import { keyAction } from './keyboard';
import { PreviewDialog } from './preview-dialog';
import { PropertyPanel } from './property-panel';
import { RULER_PX } from './rulers';
import { clampZoom, PX_PER_MM } from './scale';
import { useAutosave } from './use-autosave';

/** The editor's parts, placed by the app's designer layout. */
export interface EditorParts {
  toolbar: ReactNode;
  panel: ReactNode;
  canvas: ReactNode;
}

interface DesignerEditorProps {
  readonly record: DocumentTemplate;
  /** Lays the parts out (the designer layout). */
  readonly frame: (parts: EditorParts) => ReactNode;
  /** ms after the last change until it is saved. */
  readonly autosaveDelay?: number;
}

/** Whether a key went to a field or a dialog, where the editor's keys do not apply. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="listbox"], [role="menu"]') !== null
  );
}

/** The page designer's editor of one template: canvas, toolbar, palette, element list and properties. */
export function DesignerEditor({ record, frame, autosaveDelay = 1000 }: DesignerEditorProps) {
  const { t } = useDesignerTranslation();
  const [state, dispatch] = useReducer(templateEditorReducer, record.template, initialTemplateEditor);
  const [settings, setSettings] = useState<CanvasSettings>({
    zoom: 1,
    grid: 5,
    showGrid: true,
    snap: true,
    sample: true,
  });
  const [previewing, setPreviewing] = useState(false);
  const canvasBox = useRef<HTMLDivElement>(null);
  const editor = activeEditor(state);
  const template = useMemo(() => currentTemplate(state), [state]);
  const latestTemplate = useRef(template);
  latestTemplate.current = template;
  const getTemplate = useCallback(() => latestTemplate.current, []);
  const openPreview = useCallback(() => setPreviewing(true), []);
  const autosave = useAutosave(record, state, dispatch, autosaveDelay);
  const leaveDialog = useUnsavedChangesGuard(autosave.unsaved, autosave.saveNow);
  const labelOf = useCallback(
    (element: TemplateElement) => element.name || t(`elementKinds.${element.kind}`),
    [t],
  );

  const latest = useRef(state.selectedIds);
  latest.current = state.selectedIds;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const action = keyAction(event, latest.current);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const fit = useCallback(() => {
    const width = canvasBox.current?.parentElement?.clientWidth ?? 0;
    if (width <= 0) return;
    const page = pageSizeMm(state.base.page);
    setSettings((now) => ({ ...now, zoom: clampZoom((width - RULER_PX - 48) / (page.width * PX_PER_MM)) }));
  }, [state.base.page]);

  const selected = editor.elements.filter((element) => state.selectedIds.includes(element.id));
  const toolbar = (
    <EditorToolbar
      region={state.region}
      canUndo={canUndo(editor)}
      canRedo={canRedo(editor)}
      settings={settings}
      status={autosave.status}
      dispatch={dispatch}
      onSettings={setSettings}
      onFit={fit}
      onPreview={openPreview}
    />
  );
  const panel = (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {record.name}
      </Typography>
      {autosave.failure ? (
        <Alert severity="error" onClose={autosave.retry}>
          {t('editor.saveFailed', { reason: autosave.failure })}
        </Alert>
      ) : null}
      <ElementPalette getTemplate={getTemplate} dispatch={dispatch} />
      <ElementList
        elements={editor.elements}
        selectedIds={state.selectedIds}
        labelOf={labelOf}
        dispatch={dispatch}
      />
      {selected.length === 1 && selected[0] ? (
        <PropertyPanel key={selected[0].id} element={selected[0]} kind={template.kind} dispatch={dispatch} />
      ) : selected.length > 1 ? (
        <AlignTools count={selected.length} dispatch={dispatch} />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('editor.noSelection')}
          </Typography>
          <BackgroundSection
            region={state.region}
            background={editor.background}
            firstPageBackground={state.regions.firstPage.background}
            dispatch={dispatch}
          />
        </Stack>
      )}
    </Stack>
  );
  const canvas = (
    <Box ref={canvasBox} sx={{ display: 'inline-block' }}>
      <DesignerCanvas
        template={template}
        elements={editor.elements}
        background={editor.background}
        selectedIds={state.selectedIds}
        settings={settings}
        dispatch={dispatch}
        labelOf={labelOf}
      />
      {previewing ? (
        <PreviewDialog templateId={record.id} template={template} onClose={() => setPreviewing(false)} />
      ) : null}
      {autosave.conflict ? (
        <ConflictDialog onReload={autosave.reload} onOverwrite={() => void autosave.overwrite()} />
      ) : null}
      {leaveDialog}
    </Box>
  );
  return <>{frame({ toolbar, panel, canvas })}</>;
}
