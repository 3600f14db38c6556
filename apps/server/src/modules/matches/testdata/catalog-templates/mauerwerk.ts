import { family, type Trade } from './family';

export const mauerwerk: Trade = {
  number: '06',
  prefix: 'MAU',
  category: 'Mauerwerk',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '012-1110',
      variants: [
        { d: '11,5', stone: 'KS 12-2,0 NF/2DF' },
        { d: '17,5', stone: 'KS L-R P 12-1,4' },
        { d: '24', stone: 'KS L-R P 12-1,4' },
        { d: '17,5', stone: 'KS-R P 20-2,0' },
        { d: '24', stone: 'KS-R P 20-2,0' },
      ] as const,
      short: (v) => `KS-Mauerwerk ${v.stone}, d=${v.d} cm`,
      long: (v) =>
        `Mauerwerk aus Kalksandsteinen nach DIN EN 771-2 in Verbindung mit DIN 20000-402, ${v.stone}, ` +
        `Wanddicke ${v.d} cm, ${v.d === '11,5' ? 'mit Normalmauermörtel NM IIa' : 'Planstein mit Dünnbettmörtel'}, ` +
        `Stoßfugen vermörtelt bzw. Nut-Feder, nach DIN EN 1996 und DIN 18330.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      stlb: '012-1210',
      variants: [
        {
          d: '11,5',
          kind: 'Hochlochziegel',
          stone: 'Hochlochziegeln HLz 12-0,9',
          mortar: 'Normalmauermörtel NM IIa',
        },
        {
          d: '17,5',
          kind: 'Planhochlochziegel',
          stone: 'Planhochlochziegeln PHLz 12-0,9',
          mortar: 'Dünnbettmörtel',
        },
        {
          d: '24',
          kind: 'Planhochlochziegel',
          stone: 'Planhochlochziegeln PHLz 12-0,9',
          mortar: 'Dünnbettmörtel',
        },
        {
          d: '36,5',
          kind: 'Planziegel gefüllt',
          stone: 'wärmedämmenden Planziegeln, λ = 0,08 W/(mK)',
          mortar: 'Dünnbettmörtel',
        },
        {
          d: '42,5',
          kind: 'Planziegel gefüllt',
          stone: 'wärmedämmenden Planziegeln, λ = 0,08 W/(mK)',
          mortar: 'Dünnbettmörtel',
        },
        {
          d: '49',
          kind: 'Planziegel gefüllt',
          stone: 'wärmedämmenden Planziegeln, λ = 0,07 W/(mK)',
          mortar: 'Dünnbettmörtel',
        },
      ] as const,
      short: (v) => `Ziegelmauerwerk ${v.kind}, d=${v.d} cm`,
      long: (v) =>
        `Mauerwerk aus ${v.stone} nach DIN EN 771-1 bzw. allgemeiner bauaufsichtlicher Zulassung, Wanddicke ` +
        `${v.d} cm, ${v.mortar}, ${v.kind === 'Planziegel gefüllt' ? 'mit Mineralwolle-Füllung, für einschaliges Außenmauerwerk ohne Zusatzdämmung' : 'für tragende und aussteifende Wände'}, ` +
        `nach DIN EN 1996 und DIN 18330.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      stlb: '012-1310',
      variants: [
        { d: '24', stone: 'PP2-0,35' },
        { d: '30', stone: 'PP2-0,35' },
        { d: '36,5', stone: 'PP2-0,35' },
        { d: '17,5', stone: 'PP4-0,55' },
      ] as const,
      short: (v) => `Porenbeton-Planstein ${v.stone}, d=${v.d} cm`,
      long: (v) =>
        `Mauerwerk aus Porenbeton-Plansteinen ${v.stone} nach DIN EN 771-4 bzw. Zulassung, Wanddicke ${v.d} cm, ` +
        `Dünnbettmörtel, Stoßfugen Nut und Feder, nach DIN EN 1996 und DIN 18330.`,
    }),
    family({
      at: 1610,
      unit: 'm2',
      variants: ['7,5', '10', '11,5'] as const,
      short: (d) => `Porenbeton-Planbauplatten, nichttragend, d=${d} cm`,
      long: (d) =>
        `Nichttragende innere Trennwand aus Porenbeton-Planbauplatten (PPpl), Dicke ${d} cm, mit ` +
        `Dünnbettmörtel, gleitender Deckenanschluss mit Mineralwollstreifen, nach DIN 4103-1.`,
    }),
    family({
      at: 1710,
      unit: 'St',
      stlb: '012-3110',
      variants: ['1,25', '1,50', '1,75', '2,00', '2,50'] as const,
      short: (l) => `Flachsturz 11,5 x 7,1 cm, Länge ${l} m`,
      long: (l) =>
        `Vorgefertigter Flachsturz (Ziegel- bzw. KS-Schale mit Bewehrung) 11,5 x 7,1 cm, Länge ${l} m, ` +
        `mit Übermauerung als Zuggurt, Auflagerlänge mind. 11,5 cm, versetzen nach Zulassung.`,
    }),
    family({
      at: 2210,
      unit: 'm',
      variants: ['11,5', '17,5', '24', '36,5'] as const,
      short: (b) => `Querschnittsabdichtung Mauersperrbahn, Breite ${b} cm`,
      long: (b) =>
        `Querschnittsabdichtung in bzw. unter Wänden aus Mauersperrbahn (Bitumenbahn R 500 bzw. ` +
        `Kunststoffbahn) nach DIN 18533, Breite ${b} cm, Stöße 20 cm überlappt.`,
    }),
    family({
      at: 2610,
      unit: 'm2',
      variants: [
        {
          short: 'Verblendmauerwerk Klinker NF, d=11,5 cm',
          long: 'Vormauerschale aus Vollklinkern NF nach DIN EN 771-1, frostbeständig, Farbe nach Bemusterung, Wanddicke 11,5 cm, mit Luftschichtankern, Fugenglattstrich, nach DIN EN 1996.',
        },
        {
          short: 'Verblendmauerwerk Vormauerziegel DF, d=11,5 cm',
          long: 'Vormauerschale aus Vormauer-Hochlochziegeln DF, Wanddicke 11,5 cm, mit Drahtankern, nachträglich verfugt.',
        },
        {
          short: 'Öffnung zumauern, KS, d bis 24 cm',
          long: 'Vorhandene Wandöffnung mit Kalksandsteinen zumauern, Wanddicke bis 24 cm, kraftschlüssiger Anschluss an Bestandswände mit Mauerankern.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2710,
      unit: 'm',
      variants: [
        {
          short: 'Mauerwerksschlitz stemmen bis 5 x 5 cm',
          long: 'Schlitze für Installationen in Mauerwerk fräsen bzw. stemmen, Querschnitt bis 5 x 5 cm, Schutt beseitigen.',
        },
        {
          short: 'Maueranschlussschiene einbauen',
          long: 'Maueranschlussschienen mit Ankern zum Anschluss von Mauerwerk an Stahlbetonstützen bzw. -wände einbauen.',
        },
        {
          short: 'Ringanker aus U-Schalen, d=24 cm',
          long: 'Ringanker bzw. Ringbalken aus Ziegel-U-Schalen, Wanddicke 24 cm, mit Bewehrung 4 Ø 12 und Beton C20/25 verfüllt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2810,
      unit: 'm3',
      variants: [
        {
          short: 'Mauerwerk aus KS-Vollsteinen, Keller, in m³',
          long: 'Kelleraußenmauerwerk aus Kalksand-Vollsteinen KS 20-2,0, Wanddicke 36,5 cm, mit Normalmauermörtel NM III, abgerechnet nach Raummaß.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2910,
      unit: 'm2',
      variants: ['24', '30', '36,5'] as const,
      short: (d) => `Mauerwerk Hohlblocksteine Beton Hbn, d=${d} cm`,
      long: (d) =>
        `Mauerwerk aus Hohlblocksteinen aus Normalbeton (Hbn 4-1,4) nach DIN EN 771-3, Wanddicke ${d} cm, ` +
        `Normalmauermörtel NM IIa, für Keller- und Nebengebäude, nach DIN EN 1996.`,
    }),
    family({
      at: 3010,
      unit: 'm2',
      variants: [
        {
          short: 'Glasbausteinwand 19 x 19 x 8 cm, klar',
          long: 'Wand aus Glasbausteinen 19 x 19 x 8 cm, klar gewellt, mit Bewehrung in den Lagerfugen nach DIN EN 1051, Fugen weiß, Randanschluss mit Dehnfuge.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
