import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderDocumentKind } from '@vendoc/contract/order-documents';
import { templateKindOf } from '@vendoc/order-documents/template-data';
import { useTemplates } from '../../../../entities/document-template/get-templates';
import { usePermission } from '../../../../entities/user/get-me';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

export interface LayoutSelectProps {
  readonly kind: OrderDocumentKind;
  /** The chosen designer template; null: the company's default layout of the kind. */
  readonly value: string | null;
  readonly onChange: (templateId: string | null) => void;
  readonly disabled: boolean;
  readonly problem: string | undefined;
}

/**
 * "Layout": the company's designer templates of the document's kind, empty for the default ("Standardlayout").
 * A chosen template deleted meanwhile stays selected, marked, until another is chosen (issuing refuses it).
 */
export function LayoutSelect({ kind, value, onChange, disabled, problem }: LayoutSelectProps) {
  const { t } = useOrderDocumentsTranslation();
  const canRead = usePermission('documentTemplates:read');
  const templates = useTemplates(canRead);
  const layoutKind = templateKindOf(kind);
  const options = templates.data?.filter((template) => template.kind === layoutKind) ?? [];
  const unknown = value !== null && !options.some((template) => template.id === value);
  const gone = unknown && templates.data !== undefined;
  return (
    <TextField
      select
      size="small"
      label={t('header.layout')}
      value={value ?? ''}
      disabled={disabled || !canRead}
      error={problem !== undefined || gone}
      helperText={problem ?? (gone ? t('header.layoutGone') : undefined)}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      // the empty value is the default layout: shown by its name, not as an empty field
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('header.layoutDefault')}</MenuItem>
      {options.map((template) => (
        <MenuItem key={template.id} value={template.id} disabled={template.layoutProblem !== undefined}>
          {template.isDefault ? t('header.layoutIsDefault', { name: template.name }) : template.name}
        </MenuItem>
      ))}
      {unknown ? (
        <MenuItem value={value} disabled>
          {gone ? t('header.layoutDeleted') : t('header.layoutLoading')}
        </MenuItem>
      ) : null}
    </TextField>
  );
}
