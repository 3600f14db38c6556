import type { Client } from '@vendoc/contract/clients';
import { createContext, useContext, type ComponentType } from 'react';

export interface ClientDialogSlotProps {
  open: boolean;
  /** The client to edit; null creates one. */
  clientId: string | null;
  onClose(): void;
  onSaved?(client: Client): void;
}

/**
 * The client dialog, handed in by the page that composes this feature with the clients feature (features do
 * not import each other). Without it the project form offers no "new client" and the page shows no client link.
 */
export const ClientDialogSlot = createContext<ComponentType<ClientDialogSlotProps> | null>(null);

export function useClientDialogSlot(): ComponentType<ClientDialogSlotProps> | null {
  return useContext(ClientDialogSlot);
}
