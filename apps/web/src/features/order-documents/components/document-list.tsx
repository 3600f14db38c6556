import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useOrderDocuments } from '../../../entities/order-document/get-order-documents';
import { useUrlState } from '../../../lib/hooks/use-url-state';
import { paths } from '../../../lib/navigation/paths';
import { readListFilters, toQuery } from '../model/list-filters';
import { useDocumentRights } from '../model/document-rights';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';
import { DocumentFilters } from './document-filters';
import { DocumentTable } from './document-table';
import { StatusSums } from './status-sums';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface DocumentListProps {
  /** Lists only this project's documents (the project page). */
  projectId?: string;
}

/**
 * The documents with their filters (kept in the URL), the sums per status of every filtered document, and cursor
 * paging ("Mehr laden"). A row opens the document's editor.
 */
export function DocumentList({ projectId }: DocumentListProps) {
  const { t } = useOrderDocumentsTranslation();
  const navigate = useNavigate();
  const rights = useDocumentRights();
  const [searchParams, updateParams] = useUrlState();
  const state = readListFilters(searchParams);
  const list = useOrderDocuments(toQuery(state, projectId));
  const documents = list.data?.pages.flatMap((page) => page.items) ?? [];
  const first = list.data?.pages[0];
  const filtered = state.q || state.kind || state.status || state.clientId || state.from || state.to;

  return (
    <Box>
      {/* delivery notes carry no prices: a fitter's list has no sums of money */}
      {first && !rights.deliveryNotesOnly ? <StatusSums sums={first.sums} /> : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DocumentFilters
          state={state}
          onChange={updateParams}
          showKind={!rights.deliveryNotesOnly}
          showProject={projectId === undefined}
        />
        {first ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {t('list.total', { count: first.total })}
          </Typography>
        ) : null}
        <Box sx={{ height: 4 }}>{list.isFetching ? <LinearProgress /> : null}</Box>
        {list.isError && documents.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('list.retry')}
              </Button>
            }
          >
            {t('list.loadFailed')}
          </Alert>
        ) : null}
        <DocumentTable
          documents={documents}
          hideProject={projectId !== undefined}
          deliveryNotesOnly={rights.deliveryNotesOnly}
          onOpen={(document) => void navigate(paths.orderDocument(document.id))}
        />
        {list.isSuccess && documents.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
            {filtered || state.overdue ? t('list.empty') : t('list.emptyStart')}
          </Typography>
        ) : null}
        {list.hasNextPage ? (
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              sx={{ minHeight: TOUCH_TARGET }}
            >
              {t('list.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
