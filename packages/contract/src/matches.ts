import { z } from 'zod';
import { boqTotalsSchema } from './boqs';
import { idSchema, versionSchema } from './common';

/**
 * Position matching (Positionszuordnung): every item of a BoQ gets the best positions of a service catalog with a
 * score and the reasons, the estimator accepts or rejects them, and the accepted positions' prices become the
 * BoQ's unit prices. Scores are plain numbers from 0 to 1 (not money).
 */

/** Why a candidate was suggested; the client shows each as a chip. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  /** Trigram similarity of the normalised texts (0..1). */
  z.object({ kind: z.literal('text'), similarity: z.number().min(0).max(1) }),
  /** Whether the units measure the same thing ("m²" and "m2" yes, "m" and "m2" no). */
  z.object({
    kind: z.literal('unit'),
    compatible: z.boolean(),
    tenderUnit: z.string().nullable(),
    catalogUnit: z.string(),
  }),
  /** Same number in the tender's OZ and the catalog position (a catalog built from an earlier tender). */
  z.object({ kind: z.literal('oz'), detail: z.string() }),
  /** Same STLB-Bau code (standard text) in tender and catalog. */
  z.object({ kind: z.literal('stlb'), code: z.string() }),
  /** This company chose (or rejected) the position before for similar texts. */
  z.object({
    kind: z.literal('history'),
    accepted: z.number().int().min(0),
    rejected: z.number().int().min(0),
    similarity: z.number().min(0).max(1),
  }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

/**
 * Below this score a candidate is no suggestion: the page shows "Kein passender Vorschlag" (the candidate stays
 * behind "weitere Vorschläge") and "accept all" never takes it. The matcher's MIN_SCORE (@vendoc/matching).
 */
export const MIN_SUGGESTION_SCORE = 0.4;

export const matchCandidateSchema = z.object({
  positionId: idSchema,
  number: z.string(),
  shortText: z.string(),
  unit: z.string(),
  unitPrice: z.string().nullable(),
  score: z.number().min(0).max(1),
  reasons: z.array(matchReasonSchema),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const matchDecisionSchema = z.object({
  positionId: idSchema,
  number: z.string(),
  shortText: z.string(),
  unit: z.string(),
  /** The price with the chosen variant options. */
  unitPrice: z.string().nullable(),
  optionIds: z.array(z.string()),
  score: z.number().nullable(),
});

/** One BoQ item with its accepted position (if any) and the best candidates (rejected ones left out). */
export const boqMatchItemSchema = z.object({
  nodeId: idSchema,
  oz: z.string(),
  shortText: z.string(),
  qty: z.string().nullable(),
  unit: z.string().nullable(),
  /** The BoQ's current unit price. */
  unitPrice: z.string().nullable(),
  accepted: matchDecisionSchema.nullable(),
  rejectedPositionIds: z.array(idSchema),
  candidates: z.array(matchCandidateSchema),
});
export type BoqMatchItem = z.infer<typeof boqMatchItemSchema>;

/** GET /api/v1/boqs/{boqId}/matches?catalogId=&candidates=3. */
export const boqMatchesQuerySchema = z.object({
  catalogId: idSchema,
  candidates: z.coerce.number().int().min(1).max(10).default(3),
});
export const boqMatchesSchema = z.object({
  boqId: idSchema,
  catalogId: idSchema,
  items: z.array(boqMatchItemSchema),
});
export type BoqMatches = z.infer<typeof boqMatchesSchema>;

/** PUT /api/v1/boqs/{boqId}/matches/{nodeId}: accept or reject a position for the item. */
export const matchDecisionInputSchema = z.object({
  catalogId: idSchema,
  positionId: idSchema,
  status: z.enum(['accepted', 'rejected']),
  /** Variant options of the accepted position (defaults when empty). */
  optionIds: z.array(z.string().min(1).max(64)).max(100).default([]),
  /** The score shown when the decision was made (kept for the record). */
  score: z.number().min(0).max(1).nullable().default(null),
});
export type MatchDecisionInput = z.input<typeof matchDecisionInputSchema>;

/** Answer of a decision: the item as the list shows it afterwards. */
export const matchDecisionResponseSchema = boqMatchItemSchema;

/** POST /api/v1/boqs/{boqId}/matches/accept: accept the best candidate of every undecided item scoring ≥ threshold. */
export const acceptAllInputSchema = z.object({
  catalogId: idSchema,
  threshold: z.number().min(0).max(1),
});
export const acceptAllResponseSchema = z.object({ accepted: z.number().int().min(0) });

/** POST /api/v1/boqs/{boqId}/matches/apply: the accepted positions' prices become the items' unit prices. */
export const applyMatchesInputSchema = z.object({ catalogId: idSchema });
export const applyMatchesResponseSchema = z.object({
  updated: z.number().int().min(0),
  /** Accepted items whose position has no price (incomplete calculation without override). */
  skipped: z.array(z.object({ nodeId: idSchema, oz: z.string(), reason: z.string() })),
  totals: boqTotalsSchema,
  boqVersion: versionSchema,
});
export type ApplyMatchesResponse = z.infer<typeof applyMatchesResponseSchema>;
