import type { Dispatch } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  mdiAlignHorizontalCenter,
  mdiAlignHorizontalLeft,
  mdiAlignHorizontalRight,
  mdiAlignVerticalBottom,
  mdiAlignVerticalCenter,
  mdiAlignVerticalTop,
  mdiDistributeHorizontalCenter,
  mdiDistributeVerticalCenter,
} from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useDesignerTranslation } from '../designer-i18n';
import type { Alignment } from './align';
import type { TemplateEditorAction } from './editor-state';

const TOOLS: ReadonlyArray<[Alignment, string]> = [
  ['left', mdiAlignHorizontalLeft],
  ['centerX', mdiAlignHorizontalCenter],
  ['right', mdiAlignHorizontalRight],
  ['top', mdiAlignVerticalTop],
  ['centerY', mdiAlignVerticalCenter],
  ['bottom', mdiAlignVerticalBottom],
  ['distributeX', mdiDistributeHorizontalCenter],
  ['distributeY', mdiDistributeVerticalCenter],
];

/** Align and distribute for a multi-selection. */
export function AlignTools({ count, dispatch }: { count: number; dispatch: Dispatch<TemplateEditorAction> }) {
  const { t } = useDesignerTranslation();
  return (
    <Stack spacing={1} component="section" aria-label={t('editor.align')}>
      <Typography variant="body2">{t('editor.manySelected', { count })}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {TOOLS.map(([alignment, icon]) => (
          <IconButton
            key={alignment}
            size="small"
            aria-label={t(`editor.alignments.${alignment}`)}
            title={t(`editor.alignments.${alignment}`)}
            disabled={alignment.startsWith('distribute') && count < 3}
            onClick={() => dispatch({ type: 'align', alignment })}
          >
            <MdiIcon path={icon} />
          </IconButton>
        ))}
      </Stack>
    </Stack>
  );
}
