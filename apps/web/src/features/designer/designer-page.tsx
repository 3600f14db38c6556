import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';
import { useTemplate } from '../../entities/document-template/get-template';
import { usePermission } from '../../entities/user/get-me';
import { useDesignerTranslation } from './designer-i18n';
import { TemplateLoading } from './designer-loading-page';
import { DesignerEditor, type EditorParts } from './editor/designer-editor';
import { NoDesignerPermission } from './list/no-permission';
import { httpStatusOf } from '../../lib/http/api-problems';
import type { ReactNode } from 'react';

/** /designer/{templateId}: loads the template and opens it in the editor, laid out by `frame`. */
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
  const canWrite = usePermission('documentTemplates:write');
  if (template.isPending) return <TemplateLoading />;
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
        <Alert severity="error">{t('editor.loadFailed')}</Alert>
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
