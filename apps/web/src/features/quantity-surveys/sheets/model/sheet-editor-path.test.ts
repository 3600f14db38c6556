import { describe, expect, it } from 'vitest';
import { makeProjectSheet } from '../../testing/survey-fixtures';
import { sheetEditorPath } from './sheet-editor-path';

describe('the editor path of a sheet', () => {
  it('opens the sheet in its survey, each id encoded as one segment', () => {
    const sheet = makeProjectSheet({
      number: 4,
      construction: { id: 'k/1', name: 'Bad' },
      survey: { ...makeProjectSheet().survey, id: 's?2#x' },
    });
    expect(sheetEditorPath('p 3', sheet)).toBe(
      '/projects/p%203/constructions/k%2F1/quantitySurveys/s%3F2%23x?sheet=4',
    );
  });

  it('uses "none" for a survey without a construction', () => {
    const sheet = makeProjectSheet({ number: 1, construction: null });
    expect(sheetEditorPath('p', sheet)).toBe(
      `/projects/p/constructions/none/quantitySurveys/${sheet.survey.id}?sheet=1`,
    );
  });
});
