import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';
import { useTemplate } from '../../entities/document-template/get-template';
import { usePermission } from '../../entities/user/get-me';
import { useDesignerTranslation } from './designer-i18n';
import { useDesignerFonts } from './fonts/use-designer-fonts';
import { TemplateLoading } from './designer-loading-page';
import { DesignerEditor, type EditorParts } from './editor/designer-editor';
import { NoDesignerPermission } from './list/no-permission';
import { httpStatusOf, problemMessage } from '../../lib/http/api-problems';
import type { ReactNode } from 'react';

/**
 * /designer/{templateId}: loads the template and the PDF's fonts (the canvas measures text once, with them), then opens
 * it in the editor, laid out by `frame`. Fonts that fail to load leave the browser's fallback fonts.
 */
export function DesignerPage({
  frame,
  autosaveDelay,
}: {
  frame: (parts: EditorParts) => ReactNode;
  autosaveDelay?: number;
}) {
  const { t } = useDesignerTranslation();
  const { t: tApp } = useTranslation('app');
  const { templateId = '' } = useParams();
  const template = useTemplate(templateId);
  const fonts = useDesignerFonts();
  const canWrite = usePermission('documentTemplates:write');
  if (template.isPending || fonts.isPending) return <TemplateLoading />;
  if (httpStatusOf(template.error) === 403) return <NoDesignerPermission />;
  if (template.isError)
    return (
      <PageFrame
        title={tApp('routes.designer')}
        breadcrumbs={[
          { label: tApp('routes.designerTemplates'), to: paths.designerTemplates() },
          { label: tApp('routes.designer') },
        ]}
      >
        {/* An unreadable stored layout answers 422 with the reason (a newer VenDoc's format, or damaged). */}
        <Alert severity="error">
          {httpStatusOf(template.error) === 422
            ? (problemMessage(template.error) ?? t('editor.loadFailed'))
            : t('editor.loadFailed')}
        </Alert>
      </PageFrame>
    );
  if (!canWrite) return <NoDesignerPermission />;
  return (
    <DesignerEditor
      key={template.data.id}
      record={template.data}
      frame={frame}
      autosaveDelay={autosaveDelay}
    />
  );
}
