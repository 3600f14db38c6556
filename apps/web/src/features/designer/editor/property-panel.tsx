import type { Dispatch } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CLIENT_CONDITIONS,
  FIELD_FORMATS,
  PAGE_CONDITIONS,
  type ElementStyle,
  type TemplateElement,
} from '@vendoc/contract/document-template-elements';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { fieldsOf } from '@vendoc/designer/catalogue';
import type { ZOrderMove } from '@vendoc/designer/element-operations';
import { normaliseDegrees } from '@vendoc/designer/handles';
import { useDesignerTranslation } from '../designer-i18n';
import { CommittedField, formatMm, parseMm } from './committed-field';
import type { TemplateEditorAction } from './editor-state';

const BOUNDS = ['x', 'y', 'width', 'height'] as const;

/** The selected element's position, size, style, data field, text and visibility. */
export function PropertyPanel({
  element,
  kind,
  dispatch,
}: {
  element: TemplateElement;
  kind: DocumentKind;
  dispatch: Dispatch<TemplateEditorAction>;
}) {
  const { t } = useDesignerTranslation();
  const update = (next: TemplateElement) =>
    dispatch({ type: 'edit', action: { type: 'updateElement', element: next } });
  const style = (change: Partial<ElementStyle>) =>
    update({ ...element, style: { ...element.style, ...change } });
  const reorder = (move: ZOrderMove) =>
    dispatch({ type: 'edit', action: { type: 'reorderElement', id: element.id, move } });
  return (
    <Stack spacing={1.5} component="section" aria-label={t('editor.properties')}>
      <Typography component="h2" variant="subtitle2">
        {t('editor.properties')}: {element.name || t(`elementKinds.${element.kind}`)}
      </Typography>
      <CommittedField
        label={t('editor.name')}
        value={element.name}
        onCommit={(name) => update({ ...element, name })}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {BOUNDS.map((key) => (
          <CommittedField
            key={key}
            label={t(`editor.bounds.${key}`)}
            value={formatMm(element[key])}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 'calc(50% - 4px)' }}
            onCommit={(text) => {
              const mm = parseMm(text);
              if (mm === null) return false;
              const bounds = {
                x: element.x,
                y: element.y,
                width: element.width,
                height: element.height,
                [key]: mm,
              };
              dispatch({ type: 'edit', action: { type: 'setBounds', id: element.id, bounds } });
            }}
          />
        ))}
        <CommittedField
          label={t('editor.rotation')}
          value={formatMm(element.rotation)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 'calc(50% - 4px)' }}
          onCommit={(text) => {
            const degrees = parseMm(text);
            if (degrees === null) return false;
            update({ ...element, rotation: normaliseDegrees(degrees) });
          }}
        />
      </Stack>
      {element.kind === 'text' ? (
        <CommittedField
          label={t('editor.text')}
          multiline
          minRows={2}
          value={element.runs.map((run) => run.text).join('')}
          onCommit={(text) => update({ ...element, runs: [{ text, bold: false, italic: false }] })}
        />
      ) : null}
      {element.kind === 'field' ? (
        <>
          <TextField
            select
            size="small"
            label={t('editor.field')}
            value={element.path}
            onChange={(event) => update({ ...element, path: event.target.value })}
          >
            {fieldsOf(kind)
              .filter((group) => !group.list)
              .flatMap((group) => [
                <ListSubheader key={`g-${group.key}`}>{group.label}</ListSubheader>,
                ...group.fields.map((field) => (
                  <MenuItem key={field.path} value={field.path}>
                    {field.label}
                  </MenuItem>
                )),
              ])}
          </TextField>
          <TextField
            select
            size="small"
            label={t('editor.format')}
            value={element.format}
            onChange={(event) => update({ ...element, format: event.target.value as typeof element.format })}
          >
            {FIELD_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {t(`editor.formats.${format}`)}
              </MenuItem>
            ))}
          </TextField>
          <CommittedField
            label={t('editor.label')}
            value={element.label}
            onCommit={(label) => update({ ...element, label })}
          />
        </>
      ) : null}
      <Stack direction="row" spacing={1}>
        <CommittedField
          label={t('editor.fontSize')}
          value={String(element.style.fontSize).replace('.', ',')}
          sx={{ width: 110 }}
          onCommit={(text) => {
            const size = Math.round(Number(text.replace(',', '.')) * 2) / 2;
            if (!(size >= 4 && size <= 96)) return false;
            style({ fontSize: size });
          }}
        />
        <TextField
          select
          size="small"
          label={t('editor.align')}
          value={element.style.align}
          sx={{ flex: 1 }}
          onChange={(event) => style({ align: event.target.value as ElementStyle['align'] })}
        >
          {(['left', 'center', 'right', 'justify'] as const).map((align) => (
            <MenuItem key={align} value={align}>
              {t(`editor.aligns.${align}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          label={t('editor.bold')}
          control={
            <Checkbox
              checked={element.style.fontWeight === 'bold'}
              onChange={(event) => style({ fontWeight: event.target.checked ? 'bold' : 'normal' })}
            />
          }
        />
        <FormControlLabel
          label={t('editor.italic')}
          control={
            <Checkbox
              checked={element.style.italic}
              onChange={(event) => style({ italic: event.target.checked })}
            />
          }
        />
        <TextField
          size="small"
          type="color"
          label={t('editor.color')}
          value={element.style.color}
          sx={{ width: 80 }}
          onChange={(event) => style({ color: event.target.value })}
        />
      </Stack>
      <TextField
        select
        size="small"
        label={t('editor.visiblePages')}
        value={element.visibility.pages}
        onChange={(event) =>
          update({
            ...element,
            visibility: {
              ...element.visibility,
              pages: event.target.value as typeof element.visibility.pages,
            },
          })
        }
      >
        {PAGE_CONDITIONS.map((condition) => (
          <MenuItem key={condition} value={condition}>
            {t(`editor.pageConditions.${condition}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('editor.visibleClients')}
        value={element.visibility.clients}
        onChange={(event) =>
          update({
            ...element,
            visibility: {
              ...element.visibility,
              clients: event.target.value as typeof element.visibility.clients,
            },
          })
        }
      >
        {CLIENT_CONDITIONS.map((condition) => (
          <MenuItem key={condition} value={condition}>
            {t(`editor.clientConditions.${condition}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={t('editor.locked')}
        control={
          <Checkbox
            checked={element.locked}
            onChange={(event) => update({ ...element, locked: event.target.checked })}
          />
        }
      />
      <ButtonGroup size="small" aria-label={t('editor.zOrder')} sx={{ flexWrap: 'wrap' }}>
        {(['front', 'forward', 'backward', 'back'] as const).map((move) => (
          <Button key={move} onClick={() => reorder(move)}>
            {t(`editor.z.${move}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
