import { serviceCatalogInputSchema, type ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { z } from 'zod';
import { addContractIssues } from './german-zod';

/** What the catalog dialog edits: text inputs hold strings ('' for an empty trade or description). */
export interface CatalogFormValues {
  name: string;
  trade: string;
  description: string;
}

export const EMPTY_CATALOG_FORM: CatalogFormValues = { name: '', trade: '', description: '' };

export function catalogToFormValues(catalog: ServiceCatalog): CatalogFormValues {
  return { name: catalog.name, trade: catalog.trade ?? '', description: catalog.description ?? '' };
}

/** The dialog's schema: the form's strings, checked and converted by the contract (empty texts become null). */
export const catalogFormSchema = z
  .object({ name: z.string(), trade: z.string(), description: z.string() })
  .superRefine((values, context) => addContractIssues(serviceCatalogInputSchema, values, context))
  .transform((values) => serviceCatalogInputSchema.parse(values));

export type CatalogFormOutput = z.output<typeof catalogFormSchema>;

/** The default name of a copy: "{name} (Kopie)", shortened so it stays within the 200 characters a name may have. */
export function copyName(name: string, suffix: string): string {
  const room = 200 - suffix.length - 1;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name} ${suffix}`;
}
