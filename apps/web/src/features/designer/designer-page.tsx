import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/page-frame';
import { DesignerProvider, useDesigner } from '../../lib/designer/designer-context';
import { DesignerElementList } from './designer-element-list';
import { DesignerToolbar } from './designer-toolbar';
import { isLabelledElement, sampleElements } from './sample-elements';
import { paths } from '../../lib/navigation/paths';

/** /designer/{templateId}: a template's elements with the designer context operations. */
export function DesignerPage() {
  const { t } = useTranslation('app');
  const { templateId = '' } = useParams();
  const title = t('routes.designer');
  return (
    <DesignerProvider key={templateId} initialElements={sampleElements()}>
      <PageFrame
        title={title}
        breadcrumbs={[
          { label: t('routes.home'), to: paths.home() },
          { label: t('routes.designerTemplates'), to: paths.designerTemplates() },
          { label: title },
        ]}
        ids={[{ label: t('ids.template'), value: templateId }]}
      >
        <Box sx={{ mb: 2 }}>
          <DesignerToolbar />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <DesignerElementList />
          <SelectionPanel />
        </Box>
      </PageFrame>
    </DesignerProvider>
  );
}

function SelectionPanel() {
  const { t } = useTranslation('app');
  const { selected, dragging, elements } = useDesigner();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('designer.selection')}
      </Typography>
      <Typography data-testid="designer-selection">
        {selected ? (isLabelledElement(selected) ? selected.label : selected.id) : t('designer.noSelection')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('designer.count', { count: elements.length })} ·{' '}
        {dragging ? t('designer.dragging') : t('designer.notDragging')}
      </Typography>
    </Paper>
  );
}
