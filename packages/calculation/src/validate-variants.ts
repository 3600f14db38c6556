import { problem, type ValidationProblem } from './problems';
import { indexOptions } from './selection';
import type { Calculation, VariantGroup, VariantOption, Variants } from './types';
import { checkComponents, checkDecimal } from './validate-calculation';

/**
 * Problems of a position's variants before they are saved: every group has options and at most one default;
 * option ids are unique across groups; exclusions name existing options of different groups and never two
 * defaults (the position without any choice would be invalid); a replaceComponents effect replaces existing
 * components of `calculation`, and what it adds checks like the calculation's components, with ids that cannot
 * collide with the components left in place or added by an option of another group. Two options of different
 * groups that replace the same component must exclude each other: chosen together the component would be
 * replaced twice over.
 */
export function validateVariants(variants: Variants, calculation: Calculation): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const index = indexOptions(variants);
  const excluded = exclusionSet(variants);
  const baseIds = new Set(calculation.components.map((component) => component.id));
  const groupIds = new Set<string>();
  const optionIds = new Set<string>();

  variants.groups.forEach((group, groupIndex) => {
    const groupPath = `groups.${groupIndex}`;
    if (groupIds.has(group.id)) {
      problems.push(
        problem(`${groupPath}.id`, 'duplicateGroupId', `Die Gruppen-ID „${group.id}“ kommt mehrfach vor`, {
          id: group.id,
        }),
      );
    }
    groupIds.add(group.id);
    if (group.options.length === 0) {
      problems.push(
        problem(`${groupPath}.options`, 'emptyGroup', `Die Gruppe „${group.name}“ hat keine Optionen`, {
          group: group.id,
        }),
      );
    }
    let defaults = 0;
    group.options.forEach((option, optionIndex) => {
      const path = `${groupPath}.options.${optionIndex}`;
      if (optionIds.has(option.id)) {
        problems.push(
          problem(`${path}.id`, 'duplicateOptionId', `Die Options-ID „${option.id}“ kommt mehrfach vor`, {
            id: option.id,
          }),
        );
      }
      optionIds.add(option.id);
      if (option.isDefault && ++defaults > 1) {
        problems.push(
          problem(
            `${path}.isDefault`,
            'severalDefaults',
            `In der Gruppe „${group.name}“ ist mehr als eine Option als Vorgabe markiert`,
            { group: group.id },
          ),
        );
      }
      problems.push(...checkEffect(option, group, path, { variants, baseIds, excluded }));
    });
  });

  variants.exclusions.forEach((pair, pairIndex) => {
    const path = `exclusions.${pairIndex}`;
    const entries = pair.map((optionId, side) => {
      const entry = index.get(optionId);
      if (entry === undefined) {
        problems.push(
          problem(`${path}.${side}`, 'unknownOption', `Die Option „${optionId}“ gibt es nicht`, { optionId }),
        );
      }
      return entry;
    });
    const [first, second] = entries;
    if (first === undefined || second === undefined) return;
    const names = `„${first.option.name}“ und „${second.option.name}“`;
    const params = { first: first.option.id, second: second.option.id };
    if (first.group === second.group) {
      problems.push(
        problem(
          path,
          'exclusionInOneGroup',
          `${names} gehören zur selben Gruppe „${first.group.name}“ und schließen sich ohnehin aus`,
          params,
        ),
      );
    } else if (first.option.isDefault && second.option.isDefault) {
      problems.push(
        problem(
          path,
          'exclusionOfDefaults',
          `${names} sind beide Vorgabe und dürfen sich nicht ausschließen`,
          params,
        ),
      );
    }
  });
  return problems;
}

interface EffectContext {
  variants: Variants;
  baseIds: ReadonlySet<string>;
  excluded: (a: string, b: string) => boolean;
}

function checkEffect(
  option: VariantOption,
  group: VariantGroup,
  optionPath: string,
  context: EffectContext,
): ValidationProblem[] {
  const path = `${optionPath}.effect`;
  const effect = option.effect;
  const problems: ValidationProblem[] = [];
  switch (effect.kind) {
    case 'none':
      break;
    case 'percent':
      checkDecimal(effect.percent, `${path}.percent`, problems);
      break;
    case 'perUnit':
      checkDecimal(effect.amount, `${path}.amount`, problems);
      break;
    case 'replaceComponents': {
      // Options of other groups that can be chosen together with this one.
      const companions = context.variants.groups
        .filter((other) => other !== group)
        .flatMap((other) => other.options)
        .filter((other) => !context.excluded(option.id, other.id));
      effect.replaces.forEach((componentId, replaceIndex) => {
        const replacePath = `${path}.replaces.${replaceIndex}`;
        if (!context.baseIds.has(componentId)) {
          problems.push(
            problem(replacePath, 'unknownComponent', `Die Komponente „${componentId}“ gibt es nicht`, {
              componentId,
            }),
          );
          return;
        }
        const rival = companions.find(
          (other) => other.effect.kind === 'replaceComponents' && other.effect.replaces.includes(componentId),
        );
        if (rival !== undefined) {
          problems.push(
            problem(
              replacePath,
              'componentReplacedTwice',
              `Die Komponente „${componentId}“ wird auch von „${rival.name}“ ersetzt: ` +
                'die beiden Optionen müssen sich ausschließen',
              { componentId, optionId: rival.id },
            ),
          );
        }
      });
      // Ids the added components must not take: the components left in place and those companions add.
      const taken = new Set([...context.baseIds].filter((id) => !effect.replaces.includes(id)));
      for (const companion of companions) {
        if (companion.effect.kind !== 'replaceComponents') continue;
        for (const component of companion.effect.components) taken.add(component.id);
      }
      problems.push(...checkComponents(effect.components, `${path}.components`, taken));
      break;
    }
  }
  return problems;
}

function exclusionSet(variants: Variants): (a: string, b: string) => boolean {
  const pairs = new Set(variants.exclusions.flatMap(([a, b]) => [`${a}\u0000${b}`, `${b}\u0000${a}`]));
  return (a, b) => pairs.has(`${a}\u0000${b}`);
}
