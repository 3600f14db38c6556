import {
  constructionCreateSchema,
  constructionKindSchema,
  type Construction,
  type ConstructionKind,
  type ConstructionLocation,
} from '@vendoc/contract/quantity-surveys';
import { z } from 'zod';
import { germanZodErrors } from '../project-form';

/** What the construction dialog edits; the output is the body of a POST (and, with a version, of a PATCH). */
export interface ConstructionFormValues {
  name: string;
  kind: ConstructionKind;
  location: ConstructionLocation;
  description: string;
}

export const EMPTY_CONSTRUCTION_FORM: ConstructionFormValues = {
  name: '',
  kind: 'room',
  location: { building: '', floor: '', room: '' },
  description: '',
};

export function constructionToFormValues(construction: Construction): ConstructionFormValues {
  return {
    name: construction.name,
    kind: construction.kind,
    location: { ...construction.location },
    description: construction.description ?? '',
  };
}

const text = z.string();

/**
 * The dialog's schema: its plain values, then the contract's schema (its German messages at the same field
 * paths); an empty description becomes null.
 */
export const constructionFormSchema = z
  .object({
    name: text,
    kind: constructionKindSchema,
    location: z.object({ building: text, floor: text, room: text }),
    description: text,
  })
  .superRefine((values, context) => {
    const result = constructionCreateSchema.safeParse(values, { error: germanZodErrors });
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path.filter((part) => typeof part !== 'symbol');
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
  })
  .transform((values) => constructionCreateSchema.parse(values));
export type ConstructionFormOutput = z.output<typeof constructionFormSchema>;

/** "Haus A · 2. OG · Bad": the parts of a location that are given. */
export function formatLocation(location: ConstructionLocation): string {
  return [location.building, location.floor, location.room]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}
