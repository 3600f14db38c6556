import { useQueryClient } from '@tanstack/react-query';
import type { CatalogImportResponse, ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { formatNumber } from '../../../../lib/format/format';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { invalidateCatalogs } from '../../../../entities/service-catalog/service-catalog-cache';
import { importCatalogGaeb } from '../api/import-catalog';
import { useServiceCatalogsTranslation } from '../service-catalogs-i18n';
import { FileImportDialog } from '../../../../components/upload/file-import-dialog';
import { gaebAccept } from '../../../../lib/upload/gaeb-file-types';
import { ImportSummary, WarningItem } from '../../../../components/upload/import-summary';

/** The phases positions are taken from (X81, X83, X86 and their GAEB 2000 and GAEB 90 twins), and .xml. */
const ACCEPT = gaebAccept(['81', '83', '86']);

export interface CatalogImportDialogProps {
  readonly catalog: Pick<ServiceCatalog, 'id' | 'name'>;
  readonly onClose: () => void;
}

/** Adds the categories and positions of a GAEB X81/X83 file to a catalog. */
export function CatalogImportDialog({ catalog, onClose }: CatalogImportDialogProps) {
  const { t } = useServiceCatalogsTranslation();
  const queryClient = useQueryClient();
  return (
    <FileImportDialog<CatalogImportResponse>
      title={t('gaebImport.title', { name: catalog.name })}
      doneTitle={t('gaebImport.doneTitle')}
      hint={t('gaebImport.hint')}
      accept={ACCEPT}
      upload={(file, control) => importCatalogGaeb(catalog.id, file, control)}
      onImported={() => {
        void invalidateCatalogs(queryClient, catalog.id);
        void queryClient.invalidateQueries({ queryKey: catalogKeys.categories(catalog.id) });
        void queryClient.invalidateQueries({ queryKey: catalogKeys.positions(catalog.id) });
      }}
      renderSummary={(result, fileName) => <CatalogImportSummary result={result} fileName={fileName} />}
      onClose={onClose}
    />
  );
}

export function CatalogImportSummary({
  result,
  fileName,
}: {
  result: CatalogImportResponse;
  fileName: string;
}) {
  const { t } = useServiceCatalogsTranslation();
  return (
    <ImportSummary
      outcome={{ severity: 'success', text: t('gaebImport.success') }}
      rows={[
        [t('gaebImport.file'), fileName],
        [t('gaebImport.categories'), formatNumber(result.categories, 0)],
        [t('gaebImport.positions'), formatNumber(result.positions, 0)],
      ]}
      warnings={{
        title: t('gaebImport.warnings', { count: result.warnings.length }),
        none: t('gaebImport.noWarnings'),
        items: result.warnings.map((warning) => (
          <WarningItem
            message={warning.message}
            where={warning.line === undefined ? undefined : t('gaebImport.line', { line: warning.line })}
          />
        )),
      }}
    />
  );
}
