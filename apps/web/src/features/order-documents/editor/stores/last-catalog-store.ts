import { createPersistedStore } from '../../../../lib/stores/persisted-store';

interface LastCatalogState {
  catalogId: string | null;
  setCatalogId(catalogId: string): void;
}

/** The service catalog the picker took positions from last, offered first next time (local storage). */
export const useLastCatalogStore = createPersistedStore<
  LastCatalogState,
  Pick<LastCatalogState, 'catalogId'>
>((set) => ({ catalogId: null, setCatalogId: (catalogId) => set({ catalogId }) }), {
  name: 'vendoc-order-document-catalog',
  storage: 'local',
  partialize: (state) => ({ catalogId: state.catalogId }),
});
