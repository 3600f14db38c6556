import { createSurveyCalculator } from '@vendoc/quantity-survey/calculate';
import { describe, expect, it } from 'vitest';
import {
  makeLine,
  makeSheet,
  makeSurvey,
  makeVariable,
  SHEET_1,
  SHEET_2,
  uuidOf,
} from '../testing/survey-fixtures';
import { createEditorStore, setLineDraft, type EditorState } from './editor-store';
import { changedFields, EMPTY_FIELDS, fieldsOf, needsFreeFormula, withExpression } from './line-fields';
import { sheetPositionSums } from './position-sums';
import { buildSurveyView } from './survey-view';

const EMPTY_STATE: EditorState = { lines: {}, variables: {}, keyOfId: {} };

describe('line fields', () => {
  it('turns formula 0 into 91 for brackets and functions, and never back', () => {
    expect(needsFreeFormula('2,40*2,75')).toBe(false);
    expect(needsFreeFormula('2*(L+B)')).toBe(true);
    expect(needsFreeFormula('wurzel 2')).toBe(true);
    expect(needsFreeFormula('pi*2')).toBe(true);
    expect(needsFreeFormula('Lpi*2')).toBe(false);
    const free = withExpression(EMPTY_FIELDS, '2*(3');
    expect(free.formulaNumber).toBe(91);
    expect(withExpression(free, '2*3').formulaNumber).toBe(91);
    expect(withExpression({ ...EMPTY_FIELDS, formulaNumber: 4 }, '2*(3)').formulaNumber).toBe(4);
  });

  it('sends only what changed, an empty OZ as null', () => {
    const stored = fieldsOf(makeLine({ id: uuidOf(1), row: 'A0', expression: '2' }));
    expect(changedFields({ ...stored, oz: ' ', expression: '3' }, stored)).toEqual({
      oz: null,
      expression: '3',
    });
    expect(changedFields(stored, stored)).toEqual({});
  });
});

describe('survey view', () => {
  it('lays unsaved edits over stored lines, orders rows and leaves empty new lines out of the calculation', () => {
    const survey = makeSurvey({
      sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2 })],
      lines: [
        makeLine({ id: uuidOf(2), row: 'C0', expression: '1' }),
        makeLine({ id: uuidOf(1), row: 'A0', expression: '2' }),
        makeLine({ id: uuidOf(3), row: 'A0', sheetId: SHEET_2, expression: '3' }),
      ],
      variables: [makeVariable({ id: uuidOf(9), name: 'L', expression: '4', sheetId: SHEET_2 })],
    });
    const store = createEditorStore();
    setLineDraft(store, {
      key: uuidOf(2),
      id: uuidOf(2),
      sheetId: SHEET_1,
      row: 'C0',
      afterRow: null,
      fields: { ...fieldsOf(survey.lines[0]!), expression: '5' },
      status: 'idle',
      message: null,
      conflict: null,
    });
    for (const [key, expression] of [
      ['new-a', ''],
      ['new-b', 'L'],
    ] as const) {
      setLineDraft(store, {
        key,
        id: null,
        sheetId: key === 'new-a' ? SHEET_1 : SHEET_2,
        row: 'B0',
        afterRow: 'A0',
        fields: { ...EMPTY_FIELDS, expression },
        status: 'idle',
        message: null,
        conflict: null,
      });
    }
    const view = buildSurveyView(survey, store.getState());
    expect(view.linesBySheet.get(SHEET_1)?.map((line) => [line.row, line.fields.expression])).toEqual([
      ['A0', '2'],
      ['B0', ''],
      ['C0', '5'],
    ]);
    expect(view.input.lines.map((line) => `${line.sheet}${line.row}=${line.expression}`).sort()).toEqual([
      '1A0=2',
      '1C0=5',
      '2A0=3',
      '2B0=L',
    ]);
    expect(view.input.variables).toEqual([{ id: uuidOf(9), name: 'L', expression: '4', sheet: 2 }]);
    const result = createSurveyCalculator().calculate(view.input);
    expect(result.lines.get('new-b')?.value).toBe('4.000');
  });

  it('adds a sheet’s counted lines per OZ exactly, estimated (S) lines separately', () => {
    const survey = makeSurvey({
      lines: [
        makeLine({ id: uuidOf(1), row: 'A0', expression: '0,1+0,2' }),
        makeLine({ id: uuidOf(2), row: 'B0', expression: '-0,3' }),
        makeLine({ id: uuidOf(3), row: 'C0', marker: 'S', expression: '1,0005' }),
        makeLine({ id: uuidOf(4), row: 'D0', marker: 'H', expression: '100' }),
        makeLine({ id: uuidOf(5), row: 'E0', oz: '02.0010', marker: '*', text: 'Hinweis' }),
        makeLine({ id: uuidOf(6), row: 'F0', oz: null, expression: '7' }),
      ],
    });
    const view = buildSurveyView(survey, EMPTY_STATE);
    const result = createSurveyCalculator().calculate(view.input);
    // 0,3 - 0,3 + 1,001 (1,0005 rounded half up) = 1,001; of it estimated 1,001; H, comment and no-OZ lines count nothing
    expect(sheetPositionSums(view.linesBySheet.get(SHEET_1) ?? [], result.lines)).toEqual([
      { oz: '01.0010', quantity: '1.001', estimated: '1.001', lines: 3 },
      { oz: '02.0010', quantity: '0.000', estimated: '0.000', lines: 0 },
    ]);
  });

  it('keeps the objects of unchanged lines and variables from one keystroke to the next, not of the edited one', () => {
    const survey = makeSurvey({
      lines: [
        makeLine({ id: uuidOf(1), row: 'A0', expression: '2' }),
        makeLine({ id: uuidOf(2), row: 'B0', expression: '3' }),
      ],
      variables: [makeVariable({ id: uuidOf(9), name: 'L', expression: '4' })],
    });
    const store = createEditorStore();
    const before = buildSurveyView(survey, store.getState());
    const edited = survey.lines[1]!;
    setLineDraft(store, {
      key: edited.id,
      id: edited.id,
      sheetId: SHEET_1,
      row: 'B0',
      afterRow: null,
      fields: { ...fieldsOf(edited), expression: '31' },
      status: 'idle',
      message: null,
      conflict: null,
    });
    const after = buildSurveyView(survey, store.getState());
    const [unchangedBefore, editedBefore] = before.linesBySheet.get(SHEET_1) ?? [];
    const [unchangedAfter, editedAfter] = after.linesBySheet.get(SHEET_1) ?? [];
    expect(unchangedAfter).toBe(unchangedBefore);
    expect(after.input.lines[0]).toBe(before.input.lines[0]);
    expect(after.variables[0]).toBe(before.variables[0]);
    expect(editedAfter).not.toBe(editedBefore);
    expect(editedAfter?.fields.expression).toBe('31');
    expect(after.input.lines[1]?.expression).toBe('31');
    // A line stored under a new key (a new line that got its server id) is not taken from before.
    const rekeyed = buildSurveyView(survey, {
      lines: {},
      variables: {},
      keyOfId: { [uuidOf(1)]: 'new-line-1' },
    });
    expect(rekeyed.linesBySheet.get(SHEET_1)?.[0]?.key).toBe('new-line-1');
    expect(rekeyed.input.lines[0]?.id).toBe('new-line-1');
  });
});
