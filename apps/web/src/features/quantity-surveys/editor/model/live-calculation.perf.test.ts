import { createSurveyCalculator } from '@vendoc/quantity-survey/calculate';
import { rowAt } from '@vendoc/quantity-survey/address';
import { describe, expect, it } from 'vitest';
import { makeLine, makeSheet, makeSurvey, makeVariable, uuidOf } from '../testing/survey-fixtures';
import { createEditorStore, setLineDraft } from './editor-store';
import { fieldsOf } from './line-fields';
import { buildSurveyView } from './survey-view';

/**
 * Dev-only measurement (VENDOC_PERF=1): what one keystroke costs in the editor with 2,000 lines: laying the
 * edit over the survey and recalculating all of it with the cached calculator. Target: under 50 ms.
 */
describe.runIf(process.env.VENDOC_PERF === '1')('live calculation performance', () => {
  it('recalculates 2,000 lines per keystroke in under 50 ms', () => {
    const sheets = Array.from({ length: 10 }, (_, index) =>
      makeSheet({ id: uuidOf(50_000 + index), number: index + 1, title: '' }),
    );
    const lines = sheets.flatMap((sheet, sheetIndex) =>
      Array.from({ length: 200 }, (_, index) =>
        makeLine({
          id: uuidOf(sheetIndex * 1000 + index + 1),
          sheetId: sheet.id,
          row: rowAt(index),
          oz: `01.${String((index % 40) + 1).padStart(4, '0')}`,
          marker: index % 25 === 24 ? 'Z' : index % 10 === 0 ? 'H' : '',
          formulaNumber: index % 7 === 0 && index % 25 !== 24 && index % 10 !== 1 ? 91 : 0,
          expression:
            index % 25 === 24
              ? ''
              : index % 10 === 1
                ? `${String(sheet.number).padStart(4, '0')}${rowAt(index - 1)}*2`
                : index % 7 === 0
                  ? '2*(L+B)*H-1,01*2,135'
                  : `${index},5*2,75-0,${index % 9}`,
        }),
      ),
    );
    const survey = makeSurvey({
      sheets,
      lines,
      variables: [
        makeVariable({ id: uuidOf(90_001), name: 'L', expression: '4,25' }),
        makeVariable({ id: uuidOf(90_002), name: 'B', expression: '3,10' }),
        makeVariable({ id: uuidOf(90_003), name: 'H', expression: '2,75' }),
      ],
    });
    const calculator = createSurveyCalculator();
    const store = createEditorStore();
    const target = lines[1234]!;
    const cold0 = performance.now();
    calculator.calculate(buildSurveyView(survey, store.getState()).input);
    const cold = performance.now() - cold0;

    const timings: number[] = [];
    const viewTimings: number[] = [];
    let typed = '';
    for (const key of '12,34*5,67-8,9*0,12') {
      typed += key;
      const t0 = performance.now();
      setLineDraft(store, {
        key: target.id,
        id: target.id,
        sheetId: target.sheetId,
        row: target.row,
        afterRow: null,
        fields: { ...fieldsOf(target), expression: typed },
        status: 'idle',
        message: null,
        conflict: null,
      });
      const view = buildSurveyView(survey, store.getState());
      viewTimings.push(performance.now() - t0);
      const result = calculator.calculate(view.input);
      timings.push(performance.now() - t0);
      expect(result.lines.size).toBe(2000);
    }
    timings.sort((a, b) => a - b);
    viewTimings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)]!;
    const worst = timings.at(-1)!;
    console.log(
      `2,000 lines: cold ${cold.toFixed(1)} ms, per keystroke median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms` +
        ` (of it laying the edit over the survey: median ${viewTimings[Math.floor(viewTimings.length / 2)]!.toFixed(2)} ms)`,
    );
    expect(median).toBeLessThan(50);
  });
});
