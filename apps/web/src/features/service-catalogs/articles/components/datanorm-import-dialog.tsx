import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { DatanormImportResponse } from '@vendoc/contract/service-catalogs';
import { formatNumber } from '../../../../lib/format/format';
import { FileImportDialog } from '../../../../components/upload/file-import-dialog';
import { ImportSummary } from '../../../../components/upload/import-summary';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import { invalidateAfterArticleChange } from '../api/article-cache';
import { importDatanorm } from '../api/import-datanorm';

export interface DatanormImportDialogProps {
  readonly catalogId: string;
  readonly catalogName: string;
  readonly onClose: () => void;
}

/** Imports a DATANORM 4 or 5 file (articles, texts, prices, discount groups) into the catalog. */
export function DatanormImportDialog({ catalogId, catalogName, onClose }: DatanormImportDialogProps) {
  const { t } = useServiceCatalogsTranslation();
  const queryClient = useQueryClient();
  return (
    <FileImportDialog<DatanormImportResponse>
      title={t('datanorm.title', { name: catalogName })}
      doneTitle={t('datanorm.doneTitle')}
      hint={t('datanorm.hint')}
      upload={(file, control) => importDatanorm(catalogId, file, control)}
      onImported={() => void invalidateAfterArticleChange(queryClient, catalogId)}
      renderSummary={(result, fileName) => <DatanormSummary result={result} fileName={fileName} />}
      onClose={onClose}
    />
  );
}

const count = (value: number) => formatNumber(value, 0);

/** What a DATANORM import did, and every refused line (the first 200) with its reason. */
export function DatanormSummary({ result, fileName }: { result: DatanormImportResponse; fileName: string }) {
  const { t } = useServiceCatalogsTranslation();
  const rejectedLabel = t('datanorm.rejectedLines', {
    count: result.rejected,
    formatted: count(result.rejected),
  });
  return (
    <ImportSummary
      outcome={{
        severity: result.rejected > 0 ? 'warning' : 'success',
        text: result.rejected > 0 ? t('datanorm.doneWithRejections') : t('datanorm.success'),
      }}
      rows={[
        [t('datanorm.file'), fileName],
        [t('datanorm.format'), result.format],
        [t('datanorm.created'), count(result.created)],
        [t('datanorm.updated'), count(result.updated)],
        [t('datanorm.deleted'), count(result.deleted)],
        [t('datanorm.texts'), count(result.texts)],
        [t('datanorm.prices'), count(result.prices)],
        [t('datanorm.discountGroups'), count(result.discountGroups)],
        [t('datanorm.positionsRecalculated'), count(result.positionsRecalculated)],
        [t('datanorm.rejected'), count(result.rejected)],
        [
          t('datanorm.duration'),
          t('datanorm.seconds', { seconds: formatNumber(result.durationMs / 1000, 1) }),
        ],
      ]}
    >
      {result.rejections.length > 0 ? (
        <Box component="section" aria-label={rejectedLabel}>
          <Typography component="h3" variant="subtitle2" color="warning.main" sx={{ mb: 0.5 }}>
            {rejectedLabel}
          </Typography>
          {result.rejected > result.rejections.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('datanorm.firstRejections', { shown: count(result.rejections.length) })}
            </Typography>
          ) : null}
          <Box sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label={rejectedLabel}>
              <TableHead>
                <TableRow>
                  <TableCell align="right" sx={{ width: 90 }}>
                    {t('datanorm.line')}
                  </TableCell>
                  <TableCell>{t('datanorm.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rejections.map((rejection, index) => (
                  <TableRow key={`${rejection.line}-${index}`}>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {count(rejection.line)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{rejection.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ) : null}
    </ImportSummary>
  );
}
