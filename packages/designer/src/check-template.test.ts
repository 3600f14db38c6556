import { describe, expect, it } from 'vitest';
import { fieldsOf } from './catalogue';
import { checkTemplate } from './check-template';
import { createElement } from './element-defaults';
import { createTemplate } from './template-defaults';

describe('checkTemplate', () => {
  it('finds nothing when every path is in the catalogue', () => {
    const template = createTemplate('offer', {
      firstPage: [
        createElement('addressWindow', { id: 'address' }),
        createElement('field', { id: 'date', path: 'document.date', format: 'date' }),
        createElement('positionsTable', { id: 'items' }),
        createElement('totals', { id: 'totals', rows: ['net', 'vatPerRate', 'gross', 'amountDue'] }),
        createElement('qrCode', { id: 'qr' }),
      ],
      followingPages: [
        createElement('text', {
          id: 'head',
          runs: [{ text: 'Angebot {{document.number}}', bold: true, italic: false }],
        }),
      ],
    });
    expect(checkTemplate(template, fieldsOf('offer'))).toEqual([]);
  });

  it('lists every path not in the catalogue with its region and element, never throwing', () => {
    const template = createTemplate('letter', {
      firstPage: [
        createElement('field', { id: 'f', path: 'client.shoeSize' }),
        createElement('text', {
          id: 't',
          runs: [
            { text: 'Hallo {{client.name}} {{ nicht gut }} {{project.colour}}', bold: false, italic: false },
          ],
        }),
        createElement('signature', { id: 's', imagePath: 'sender.signature' }),
        createElement('freeTable', {
          id: 'ft',
          columns: [{ width: 40, align: 'left' }],
          rows: [['{{x.y}}']],
        }),
      ],
      followingPages: [
        createElement('positionsTable', { id: 'items' }),
        createElement('totals', { id: 'sum', rows: ['net', 'vatPerRate'] }),
        createElement('qrCode', { id: 'qr' }),
        createElement('rectangle', {
          id: 'r',
          visibility: { pages: 'always', clients: 'always', field: { path: 'totals.discount', is: 'set' } },
        }),
      ],
    });
    const warnings = checkTemplate(template, fieldsOf('letter'));
    expect(warnings.map(({ region, elementId, path }) => `${region}/${elementId}/${path}`)).toEqual([
      'firstPage/f/client.shoeSize',
      'firstPage/t/nicht gut',
      'firstPage/t/project.colour',
      'firstPage/ft/x.y',
      'followingPages/items/items',
      'followingPages/sum/totals.net',
      'followingPages/sum/totals.vatRates',
      'followingPages/qr/totals.amountDue',
      'followingPages/r/totals.discount',
    ]);
    expect(warnings[0]?.message).toBe('Feld: Feld "client.shoeSize" gibt es für diesen Beleg nicht');
    expect(warnings[1]?.message).toBe('Text: "nicht gut" ist kein Datenpfad');
  });

  it('warns about price columns in a table of a document without prices', () => {
    const template = createTemplate('deliveryNote', {
      firstPage: [createElement('positionsTable', { id: 'items' })],
    });
    expect(checkTemplate(template, fieldsOf('deliveryNote')).map((warning) => warning.path)).toEqual([
      'items.unitPrice',
      'items.total',
    ]);
  });
});
