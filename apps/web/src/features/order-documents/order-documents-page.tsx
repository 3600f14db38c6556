import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';
import { DocumentList } from './components/document-list';
import { NewDocumentButton } from './components/new-document-button';

/**
 * /vendocOrderDocuments: every order document across projects (offers, confirmations, delivery notes, invoices),
 * filtered by kind, status, client, project, period and overdue, with the sums per status; a row opens its editor.
 */
export function OrderDocumentsPage() {
  const { t: tApp } = useTranslation('app');
  const title = tApp('routes.orderDocuments');
  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: tApp('routes.home'), to: paths.home() }, { label: title }]}
      actions={<NewDocumentButton />}
    >
      <DocumentList />
    </PageFrame>
  );
}
