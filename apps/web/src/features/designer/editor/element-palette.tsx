import { memo, type Dispatch } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { createElement } from '@vendoc/designer/element-defaults';
import { TEMPLATE_ELEMENT_KINDS } from '@vendoc/designer/element-kinds';
import { useDesignerTranslation } from '../designer-i18n';
import { freshId, type TemplateEditorAction } from './editor-state';

/** The element kinds: a click inserts one at the top-left margin and selects it. */
export const ElementPalette = memo(function ElementPalette({
  getTemplate,
  dispatch,
}: {
  /** The template as it is when an element is inserted. */
  getTemplate: () => DesignerTemplate;
  dispatch: Dispatch<TemplateEditorAction>;
}) {
  const { t } = useDesignerTranslation();
  return (
    <Stack component="section" aria-label={t('editor.palette')} spacing={1}>
      <Typography component="h2" variant="subtitle2">
        {t('editor.palette')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {TEMPLATE_ELEMENT_KINDS.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant="outlined"
            onClick={() => {
              const template = getTemplate();
              const element = createElement(kind, {
                id: freshId(template, kind),
                x: template.margins.left,
                y: template.margins.top,
              });
              dispatch({ type: 'edit', action: { type: 'addElement', element } });
              dispatch({ type: 'select', id: element.id });
            }}
          >
            {t(`elementKinds.${kind}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
});
