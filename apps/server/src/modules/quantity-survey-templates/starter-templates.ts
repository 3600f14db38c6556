import type { TemplateData } from './quantity-survey-templates.repository';

const length = { name: 'L', label: 'Länge', defaultValue: '' };
const width = { name: 'B', label: 'Breite', defaultValue: '' };

/**
 * Templates for rooms that a company can create with one click (POST /quantity-survey-templates/starter) when it
 * has none yet. One template per area, because a template's lines go to one position (walls, ceiling and floor are
 * different positions of a BoQ). Deductions are negative lines.
 */
export const STARTER_TEMPLATES: readonly TemplateData[] = [
  {
    name: 'Raum: Wandflächen abzüglich Tür',
    description: 'Wandflächen eines rechteckigen Raums aus Länge, Breite und Höhe, abzüglich einer Tür.',
    parameters: [
      length,
      width,
      { name: 'H', label: 'Höhe', defaultValue: '' },
      { name: 'TB', label: 'Türbreite', defaultValue: '0,885' },
      { name: 'TH', label: 'Türhöhe', defaultValue: '2,01' },
    ],
    lines: [
      { marker: '', text: 'Wände', formulaNumber: 91, expression: '2*(L+B)*H' },
      { marker: '', text: 'Abzug Tür', formulaNumber: 0, expression: '-TB*TH' },
    ],
  },
  {
    name: 'Raum: Deckenfläche',
    description: 'Deckenfläche eines rechteckigen Raums aus Länge und Breite.',
    parameters: [length, width],
    lines: [{ marker: '', text: 'Decke', formulaNumber: 0, expression: 'L*B' }],
  },
  {
    name: 'Raum: Bodenfläche',
    description: 'Bodenfläche eines rechteckigen Raums aus Länge und Breite.',
    parameters: [length, width],
    lines: [{ marker: '', text: 'Boden', formulaNumber: 0, expression: 'L*B' }],
  },
];
