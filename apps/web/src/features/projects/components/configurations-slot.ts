import { createContext, useContext, type ComponentType } from 'react';

export interface ConstructionConfigurationsSlotProps {
  projectId: string;
  constructionId: string;
  constructionName: string;
}

/**
 * A construction's configurations ("Konfigurieren"), handed in by the page that composes this feature with the
 * configurations feature (features do not import each other). Without it a construction shows its surveys only.
 */
export const ConstructionConfigurationsSlot =
  createContext<ComponentType<ConstructionConfigurationsSlotProps> | null>(null);

export function useConstructionConfigurationsSlot(): ComponentType<ConstructionConfigurationsSlotProps> | null {
  return useContext(ConstructionConfigurationsSlot);
}
