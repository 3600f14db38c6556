import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { mdiDragVariant, mdiPlus, mdiRefresh } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useDesigner } from '../../lib/designer/designer-context';
import { createElement, isLabelledElement, sampleElements, type LabelledElement } from './sample-elements';

/** The designer operations: add (end or top), rename the selection, reset the list, toggle dragging. */
export function DesignerToolbar() {
  const { t } = useTranslation('app');
  const { elements, selected, dragging, addElement, updateElement, setElements, setDragging } = useDesigner();
  const nextLabel = () => t('designer.newText', { number: elements.length + 1 });
  return (
    <Stack
      role="toolbar"
      aria-label={t('designer.tools')}
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
    >
      <Button
        variant="contained"
        startIcon={<MdiIcon path={mdiPlus} />}
        onClick={() => addElement(createElement('text', nextLabel()))}
      >
        {t('designer.add')}
      </Button>
      <Button variant="outlined" onClick={() => addElement(createElement('text', nextLabel()), 0)}>
        {t('designer.addTop')}
      </Button>
      <Button
        variant="outlined"
        disabled={!selected}
        onClick={() => {
          if (!selected || !isLabelledElement(selected)) return;
          const renamed: LabelledElement = { ...selected, label: `${selected.label} ✎` };
          updateElement(renamed);
        }}
      >
        {t('designer.rename')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiRefresh} />}
        onClick={() => setElements(sampleElements())}
      >
        {t('designer.reset')}
      </Button>
      <Button
        variant={dragging ? 'contained' : 'outlined'}
        color={dragging ? 'eyeCatcher' : 'inherit'}
        aria-pressed={dragging}
        startIcon={<MdiIcon path={mdiDragVariant} />}
        onClick={() => setDragging(!dragging)}
      >
        {t('designer.drag')}
      </Button>
    </Stack>
  );
}
