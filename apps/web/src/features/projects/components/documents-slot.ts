import { createContext, useContext, type ComponentType } from 'react';

export interface DocumentsSlotProps {
  projectId: string;
  /** e.g. "P-00007 · Neubau Kita", the preset project of a new document. */
  projectLabel: string;
}

/**
 * The project's order documents ("Dokumente" with "Neues Dokument"), handed in by the page that composes this
 * feature with the order documents feature (features do not import each other). Without it the page shows none.
 */
export const DocumentsSlot = createContext<ComponentType<DocumentsSlotProps> | null>(null);

export function useDocumentsSlot(): ComponentType<DocumentsSlotProps> | null {
  return useContext(DocumentsSlot);
}
