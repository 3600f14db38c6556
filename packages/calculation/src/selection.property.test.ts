import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSelection } from './selection';
import type { Variants } from './types';

/** Up to 4 groups of 1–4 options (g0o0, g0o1, …), any defaults, random exclusions among all options. */
const arbitraryVariants: fc.Arbitrary<Variants> = fc
  .array(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 })
  .chain((groups) => {
    const variants: Variants = {
      groups: groups.map((defaults, g) => ({
        id: `g${g}`,
        name: `Gruppe ${g}`,
        options: defaults.map((isDefault, o) => ({
          id: `g${g}o${o}`,
          name: `Option ${g}.${o}`,
          textAddition: '',
          effect: { kind: 'none' as const },
          isDefault,
        })),
      })),
      exclusions: [],
    };
    const ids = variants.groups.flatMap((group) => group.options.map((option) => option.id));
    return fc
      .array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids)), { maxLength: 6 })
      .map((exclusions) => ({ ...variants, exclusions }));
  });

const arbitraryCase = arbitraryVariants.chain((variants) => {
  const ids = variants.groups.flatMap((group) => group.options.map((option) => option.id));
  return fc
    .array(
      fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.constant('x') }),
      {
        maxLength: 5,
      },
    )
    .map((chosen) => [variants, chosen] as const);
});

describe('resolveSelection: properties', () => {
  it('never returns an excluded pair, and keeps every chosen option', () => {
    fc.assert(
      fc.property(arbitraryCase, ([variants, chosen]) => {
        const result = resolveSelection(variants, chosen);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          return;
        }
        const selected = new Set(
          result.selection.flatMap((entry) => (entry.optionId === null ? [] : [entry.optionId])),
        );
        for (const [a, b] of variants.exclusions) {
          if (a !== b) expect(selected.has(a) && selected.has(b)).toBe(false);
        }
        for (const id of chosen) expect(selected.has(id)).toBe(true);
        expect(result.selection.map((entry) => entry.groupId)).toEqual(
          variants.groups.map((group) => group.id),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('refuses only for a reason: an unknown option, two of one group, or an excluded pair', () => {
    fc.assert(
      fc.property(arbitraryCase, ([variants, chosen]) => {
        const result = resolveSelection(variants, chosen);
        const groupOf = new Map(
          variants.groups.flatMap((group) => group.options.map((option) => [option.id, group.id] as const)),
        );
        const chosenGroups = new Map<string, Set<string>>();
        for (const id of chosen) {
          const group = groupOf.get(id);
          if (group !== undefined) chosenGroups.set(group, (chosenGroups.get(group) ?? new Set()).add(id));
        }
        const unknown = chosen.some((id) => !groupOf.has(id));
        const twoInGroup = [...chosenGroups.values()].some((ids) => ids.size > 1);
        if (unknown || twoInGroup) {
          expect(result.ok).toBe(false);
          return;
        }
        // Otherwise the selection is the chosen options plus the first default of every other group.
        const expected = variants.groups.flatMap((group) => {
          const pick =
            chosenGroups.get(group.id)?.values().next().value ?? group.options.find((o) => o.isDefault)?.id;
          return pick === undefined ? [] : [pick];
        });
        const excluded = variants.exclusions.some(
          ([a, b]) => a !== b && expected.includes(a) && expected.includes(b),
        );
        expect(result.ok).toBe(!excluded);
      }),
      { numRuns: 500 },
    );
  });
});
