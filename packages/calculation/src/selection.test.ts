import { describe, expect, it } from 'vitest';
import { resolveSelection, selectedOptions } from './selection';
import { windowVariants } from './test-support/window-position';

describe('resolveSelection', () => {
  it('takes the chosen option per group, the default elsewhere, or none', () => {
    expect(resolveSelection(windowVariants(), ['ral', 'lockable'])).toEqual({
      ok: true,
      selection: [
        { groupId: 'colour', optionId: 'ral', source: 'chosen' },
        { groupId: 'glazing', optionId: 'double', source: 'default' },
        { groupId: 'handle', optionId: 'lockable', source: 'chosen' },
      ],
    });
  });

  it('accepts choosing a default explicitly and ignores repeats', () => {
    const result = resolveSelection(windowVariants(), ['white', 'white']);
    expect(result.ok && result.selection[0]).toEqual({
      groupId: 'colour',
      optionId: 'white',
      source: 'chosen',
    });
  });

  it('refuses an unknown option', () => {
    expect(resolveSelection(windowVariants(), ['ral', 'gold'])).toEqual({
      ok: false,
      errors: [
        {
          path: 'chosenOptionIds.1',
          code: 'unknownOption',
          message: 'Die Option „gold“ gibt es nicht',
          params: { optionId: 'gold' },
        },
      ],
    });
  });

  it('refuses two options of one group', () => {
    expect(resolveSelection(windowVariants(), ['ral', 'lockable', 'anthracite'])).toEqual({
      ok: false,
      errors: [
        {
          path: 'chosenOptionIds.2',
          code: 'twoOptionsInGroup',
          message:
            '„RAL nach Wahl“ und „Anthrazit“ gehören beide zur Gruppe „Farbe“: je Gruppe ist nur eine Option möglich',
          params: { first: 'ral', second: 'anthracite', group: 'colour' },
        },
      ],
    });
  });

  it('refuses an excluded pair, naming both options', () => {
    expect(resolveSelection(windowVariants(), ['triple', 'lockable', 'anthracite'])).toEqual({
      ok: false,
      errors: [
        {
          path: 'chosenOptionIds.2',
          code: 'excludedPair',
          message: '„Anthrazit“ und „3-fach“ schließen sich aus',
          params: { first: 'anthracite', second: 'triple' },
        },
      ],
    });
  });

  it('refuses a chosen option that excludes another group’s default, marking the default', () => {
    const variants = windowVariants();
    variants.exclusions.push(['double', 'ral']);
    const result = resolveSelection(variants, ['ral']);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'chosenOptionIds.0',
          code: 'excludedPair',
          message: '„2-fach“ (Vorgabe) und „RAL nach Wahl“ schließen sich aus',
          params: { first: 'double', second: 'ral' },
        },
      ],
    });
    // Choosing the other glazing resolves it.
    expect(resolveSelection(variants, ['ral', 'triple']).ok).toBe(true);
  });

  it('resolves a position without variants to an empty selection', () => {
    expect(resolveSelection({ groups: [], exclusions: [] }, [])).toEqual({ ok: true, selection: [] });
  });
});

describe('selectedOptions', () => {
  it('lists the selected options in group order', () => {
    const variants = windowVariants();
    const result = resolveSelection(variants, ['stainless', 'triple']);
    if (!result.ok) throw new Error('expected a valid selection');
    expect(selectedOptions(variants, result.selection).map((option) => option.id)).toEqual([
      'white',
      'triple',
      'stainless',
    ]);
  });
});
