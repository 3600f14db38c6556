import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useOrderDocument } from '../../entities/order-document/get-order-document';
import { apiProblemOf } from '../../lib/http/api-problems';
import { paths } from '../../lib/navigation/paths';
import { DocumentEditor } from './editor/document-editor';
import { useOrderDocumentsTranslation } from './order-documents-i18n';

/** /vendocOrderDocuments/{documentId}: the editor of one document, once it is loaded. */
export function OrderDocumentPage() {
  const { t } = useOrderDocumentsTranslation();
  const { t: tApp } = useTranslation('app');
  const { documentId = '' } = useParams();
  const document = useOrderDocument(documentId);

  if (document.data) return <DocumentEditor key={document.data.id} document={document.data} />;

  const notFound = apiProblemOf(document.error)?.status === 404;
  return (
    <PageFrame
      title={tApp('routes.orderDocument')}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: tApp('routes.orderDocuments'), to: paths.orderDocuments() },
      ]}
    >
      {document.isError ? (
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? (
              <Button component={Link} to={paths.orderDocuments()} color="inherit" size="small">
                {t('editor.toList')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void document.refetch()}>
                {t('editor.retry')}
              </Button>
            )
          }
        >
          {notFound ? t('editor.notFound') : t('editor.loadFailed')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('editor.loading')}</Typography>
        </Box>
      )}
    </PageFrame>
  );
}
