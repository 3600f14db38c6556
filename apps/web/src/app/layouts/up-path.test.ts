import { describe, expect, it } from 'vitest';
import { upPath } from './up-path';

describe('upPath', () => {
  it('goes from a page of a project to the project, from the project home', () => {
    expect(upPath('/projects/p1/positions')).toBe('/projects/p1');
    expect(upPath('/projects/p1/constructions/c1/quantitySurveys/q1')).toBe('/projects/p1');
    expect(upPath('/projects/p1')).toBe('/');
    expect(upPath('/projects/new/quantitySurvey')).toBe('/');
  });

  it('goes from a diary entry to the diary, from anything else home', () => {
    expect(upPath('/constructionNotes/e1')).toBe('/constructionNotes');
    expect(upPath('/smartNotesPage')).toBe('/');
  });
});
