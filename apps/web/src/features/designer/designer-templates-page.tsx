import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { can } from '@vendoc/contract/permissions';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useTemplates } from '../../entities/document-template/get-templates';
import { useMe } from '../../entities/user/get-me';
import { httpStatusOf } from '../../lib/http/api-problems';
import { paths } from '../../lib/navigation/paths';
import { useDesignerTranslation } from './designer-i18n';
import { NoDesignerPermission } from './list/no-permission';
import { TemplateList } from './list/template-list';

/** /designer: the company's document templates grouped by kind (office and admin; fitters have no access). */
export function DesignerTemplatesPage() {
  const { t: tApp } = useTranslation('app');
  const { t } = useDesignerTranslation();
  const { data: me, isPending: mePending, isError: meError } = useMe();
  const allowed = !!me && can(me.user.role, 'documentTemplates:read');
  const templates = useTemplates(allowed);
  const title = tApp('routes.designerTemplates');
  let content;
  if (mePending) content = <CircularProgress aria-label={title} />;
  else if (meError || !allowed || httpStatusOf(templates.error) === 403) content = <NoDesignerPermission />;
  else if (templates.isPending) content = <CircularProgress aria-label={title} />;
  else if (templates.isError) content = <Alert severity="error">{t('list.loadFailed')}</Alert>;
  else
    content = (
      <TemplateList templates={templates.data} canWrite={can(me.user.role, 'documentTemplates:write')} />
    );
  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: title }]}
    >
      {content}
    </PageFrame>
  );
}
