import type { CatalogPosition } from '@vendoc/contract/service-catalogs';
import { PositionSearchListbox } from '../../../../components/search-listbox/position-search-listbox';
import { useCatalogPositionSearchBox } from '../../../../entities/service-catalog/search-positions';
import { formatCurrency } from '../../../../lib/format/decimal-format';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

export interface CatalogPositionSearchProps {
  /** The catalog searched; nothing is asked without one. */
  readonly catalogId: string | null;
  /** The position taken (marked in the list). */
  readonly chosenId: string | null;
  readonly onPick: (position: CatalogPosition) => void;
}

/** The catalog's positions by OZ or short text, asked from the server as the user types (debounced). */
export function CatalogPositionSearch({ catalogId, chosenId, onPick }: CatalogPositionSearchProps) {
  const { t } = useOrderDocumentsTranslation();
  const { text, setText, query, search } = useCatalogPositionSearchBox(catalogId);
  return (
    <PositionSearchListbox
      labels={{
        field: t('catalogPicker.search'),
        placeholder: t('catalogPicker.searchPlaceholder'),
        results: t('catalogPicker.results'),
        searching: t('catalogPicker.searching'),
        failed: t('catalogPicker.searchFailed'),
        retry: t('catalogPicker.retry'),
        none: (q) => t('catalogPicker.none', { q }),
        emptyCatalog: t('catalogPicker.emptyCatalog'),
        more: (shown, total) => t('catalogPicker.more', { shown, total }),
      }}
      text={text}
      onTextChange={setText}
      query={query}
      search={search}
      onPick={onPick}
      chosenId={chosenId}
      height={{ xs: 160, sm: 200 }}
      renderPrice={(position) => (position.unitPrice === null ? '' : formatCurrency(position.unitPrice))}
    />
  );
}
