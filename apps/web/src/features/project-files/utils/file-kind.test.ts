import { describe, expect, it } from 'vitest';
import { canPreview, fileKindOf } from './file-kind';

describe('file kind', () => {
  it.each([
    ['image/png', 'foto.png', 'image'],
    ['image/svg+xml', 'plan.svg', 'image'],
    ['application/pdf', 'angebot.pdf', 'pdf'],
    ['text/plain', 'notiz.txt', 'text'],
    ['application/json', 'daten.json', 'text'],
    ['text/csv', 'liste.csv', 'spreadsheet'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'kalkulation.xlsx', 'spreadsheet'],
    ['application/xml', 'LV Rohbau.X83', 'gaeb'],
    ['application/xml', 'aufmass.x31', 'gaeb'],
    ['text/plain', 'altes-lv.d83', 'gaeb'],
    ['application/xml', 'export.xml', 'text'],
    ['application/zip', 'archiv.zip', 'other'],
    ['application/octet-stream', 'gefaelscht.x83', 'other'],
  ])('%s named %j is %s', (contentType, name, kind) => {
    expect(fileKindOf(contentType, name)).toBe(kind);
  });

  it('previews raster images and PDFs only', () => {
    expect(canPreview('image/jpeg')).toBe(true);
    expect(canPreview('application/pdf')).toBe(true);
    expect(canPreview('image/svg+xml')).toBe(false);
    expect(canPreview('text/plain')).toBe(false);
  });
});
