import { family, type Trade } from './family';

export const fenster: Trade = {
  number: '18',
  prefix: 'FEN',
  category: 'Fenster',
  families: [
    family({
      at: 110,
      unit: 'St',
      stlb: '026-1110',
      variants: [
        { area: '1,0', max: 'Breite bis 1,00 m' },
        { area: '1,5', max: 'Breite bis 1,25 m' },
        { area: '2,0', max: 'Breite bis 1,40 m' },
      ] as const,
      short: (v) => `Kunststofffenster 1-flg. Dreh-Kipp, 3-fach, bis ${v.area} m²`,
      long: (v) =>
        `Einflügeliges Kunststofffenster, Profil 6-Kammer mit Mitteldichtung, weiß, Beschlag Dreh-Kipp ` +
        `mit Fehlbedienungssperre, 3-fach-Wärmeschutzverglasung Ug = 0,6 W/(m²K), warme Kante, ` +
        `Uw ≤ 0,95 W/(m²K) nach DIN EN 14351-1, Fensterfläche bis ${v.area} m² (${v.max}). ` +
        `Montage nach RAL-Leitfaden mit Anschlussfolien innen dampfdicht, außen schlagregendicht.`,
    }),
    family({
      at: 210,
      unit: 'St',
      stlb: '026-1120',
      variants: [
        { area: '2,5', max: 'Breite bis 1,60 m' },
        { area: '3,5', max: 'Breite bis 2,00 m' },
      ] as const,
      short: (v) => `Kunststofffenster 2-flg. Stulp, DK/D, 3-fach, bis ${v.area} m²`,
      long: (v) =>
        `Zweiflügeliges Kunststofffenster ohne festen Pfosten (Stulp), ein Flügel Dreh-Kipp, ein Flügel Dreh, ` +
        `weiß, 3-fach-Wärmeschutzverglasung, Uw ≤ 0,95 W/(m²K), Fensterfläche bis ${v.area} m² (${v.max}), ` +
        `Montage nach RAL-Leitfaden.`,
    }),
    family({
      at: 310,
      unit: 'St',
      variants: [
        { kind: '1-flg.', w: 885, h: 2135 },
        { kind: '1-flg.', w: 1010, h: 2260 },
        { kind: '2-flg. Stulp', w: 1510, h: 2260 },
      ] as const,
      short: (v) => `Kunststoff-Fenstertür ${v.kind} DK, ${v.w} x ${v.h} mm`,
      long: (v) =>
        `Kunststoff-Fenstertür (Balkontür) ${v.kind}, Dreh-Kipp, Außenmaß ${v.w} x ${v.h} mm, ` +
        `weiß, 3-fach-Wärmeschutzverglasung, unten VSG, barrierearme Magnet-Nullschwelle, ` +
        `Ziehgriff außen, Uw ≤ 1,0 W/(m²K), Montage nach RAL-Leitfaden.`,
    }),
    family({
      at: 410,
      unit: 'St',
      variants: [
        { area: '1,5', color: 'Kiefer lasiert' },
        { area: '1,5', color: 'Eiche geölt' },
        { area: '2,5', color: 'Kiefer lasiert' },
      ] as const,
      short: (v) => `Holzfenster IV 78, 1-flg. DK, ${v.color}, bis ${v.area} m²`,
      long: (v) =>
        `Holzfenster Profil IV 78, ${v.color}, einflügelig Dreh-Kipp, 3-fach-Wärmeschutzverglasung, ` +
        `Regenschutzschiene Aluminium, Uw ≤ 1,0 W/(m²K), Fensterfläche bis ${v.area} m², ` +
        `Montage nach RAL-Leitfaden.`,
    }),
    family({
      at: 510,
      unit: 'St',
      variants: [
        { area: '2,0', color: 'RAL 7016 anthrazit' },
        { area: '2,0', color: 'RAL 9016 weiß' },
        { area: '3,5', color: 'RAL 7016 anthrazit' },
      ] as const,
      short: (v) =>
        `Aluminiumfenster 1-flg. DK, ${v.color.split(' ')[0]} ${v.color.split(' ')[1]}, bis ${v.area} m²`,
      long: (v) =>
        `Aluminiumfenster mit thermisch getrenntem Profil (Bautiefe 75 mm), pulverbeschichtet ${v.color}, ` +
        `Dreh-Kipp, 3-fach-Verglasung, Uw ≤ 1,1 W/(m²K), Fensterfläche bis ${v.area} m², Montage nach ` +
        `RAL-Leitfaden.`,
    }),
    family({
      at: 610,
      unit: 'St',
      variants: [
        { w: 2500, h: 2200 },
        { w: 3500, h: 2300 },
      ] as const,
      short: (v) => `Hebe-Schiebe-Tür Kunststoff, ${v.w} x ${v.h} mm`,
      long: (v) =>
        `Hebe-Schiebe-Tür aus Kunststoff, Schema A (ein Schiebeflügel, ein Festfeld), Außenmaß ` +
        `${v.w} x ${v.h} mm, 3-fach-Verglasung ESG/VSG, flache Bodenschwelle, Uw ≤ 1,0 W/(m²K), Montage ` +
        `nach RAL-Leitfaden.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [
        {
          what: 'Festverglasung Kunststoff',
          detail: 'feststehende Verglasung im Blendrahmen, 3-fach-Verglasung',
        },
        {
          what: 'Zulage Sicherheitsglas VSG innen',
          detail: 'Zulage zur Verglasung für innere Scheibe aus VSG 44.2',
        },
        {
          what: 'Zulage Ornamentglas / satiniert',
          detail: 'Zulage für Ornament- bzw. satiniertes Glas (Bad, WC)',
        },
      ] as const,
      short: (v) => v.what,
      long: (v) => `${v.what}: ${v.detail}, abgerechnet nach Glasfläche.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [
        { kind: 'Vorbaurollladen Aluminium, Gurtantrieb', w: 'bis 1,50 m' },
        { kind: 'Vorbaurollladen Aluminium, Elektroantrieb', w: 'bis 1,50 m' },
        { kind: 'Vorbaurollladen Aluminium, Elektroantrieb', w: 'bis 2,50 m' },
        { kind: 'Aufsatzrollladen Kunststoff, Elektroantrieb', w: 'bis 1,50 m' },
      ] as const,
      short: (v) => `${v.kind}, Breite ${v.w}`,
      long: (v) =>
        `${v.kind}, Rollladenbreite ${v.w}, Höhe bis 1,60 m, ausgeschäumte Aluminiumlamellen, Farbe ` +
        `nach Wahl, ${v.kind.includes('Elektro') ? 'Rohrmotor mit Hinderniserkennung, Wandtaster, elektrischer Anschluss bauseits' : 'Gurtwickler unter Putz'}.`,
    }),
    family({
      at: 910,
      unit: 'm',
      stlb: '026-7110',
      variants: [
        { mat: 'Werzalit (Kunststoff) weiß', t: 200 },
        { mat: 'Werzalit (Kunststoff) weiß', t: 250 },
        { mat: 'Werzalit (Kunststoff) weiß', t: 300 },
        { mat: 'Naturstein Jura gelb, 20 mm', t: 250 },
        { mat: 'Naturstein Jura gelb, 20 mm', t: 300 },
        { mat: 'Marmor Bianco Carrara, 20 mm', t: 250 },
      ] as const,
      short: (v) => `Fensterbank innen ${v.mat.split(',')[0]}, Tiefe ${v.t} mm`,
      long: (v) =>
        `Innenfensterbank aus ${v.mat}, Tiefe ${v.t} mm, Kanten gerundet bzw. gefast, mit Seitenabschlüssen, ` +
        `auf Montageschaum bzw. Mörtelbett versetzt, Überstand vor Wand 20 mm, Anschlussfuge Acryl.`,
    }),
    family({
      at: 1010,
      unit: 'm',
      variants: [
        {
          short: 'Fensteranschluss innen, Folie dampfdicht',
          long: 'Innenseitiger Anschluss des Fensters mit dampfdichter Anschlussfolie (sd ≥ 20 m) nach RAL-Leitfaden, überputzbar, umlaufend.',
        },
        {
          short: 'Fensteranschluss außen, Kompriband',
          long: 'Außenseitiger Anschluss des Fensters mit vorkomprimiertem Fugendichtband (BG1, 600 Pa), schlagregendicht und diffusionsoffen.',
        },
        {
          short: 'Multifunktionsband 3E, Fensteranschluss',
          long: 'Umlaufendes Multifunktions-Fugenband (3-Ebenen-Dichtung) für Fensteranschluss, innen dampfdicht, außen schlagregendicht.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [
        { kind: 'Spannrahmen', w: 'Fenster bis 1,50 m²' },
        { kind: 'Drehrahmen', w: 'Fenstertür bis 1,00 x 2,30 m' },
        { kind: 'Plissee', w: 'Fenstertür bis 1,00 x 2,30 m' },
      ] as const,
      short: (v) => `Insektenschutz ${v.kind}, ${v.w}`,
      long: (v) =>
        `Insektenschutz als ${v.kind} aus Aluminiumprofil, weiß, Gewebe Fiberglas grau, passend für ${v.w}, ` +
        `nach Aufmaß gefertigt, bohrfrei bzw. mit Winkeln montiert.`,
    }),
    family({
      at: 1210,
      unit: 'St',
      variants: [
        {
          short: 'Fenster einstellen und Beschlag warten',
          long: 'Vorhandene Fensterflügel einstellen, Beschläge reinigen und ölen, Dichtungen prüfen, je Fensterflügel.',
        },
        {
          short: 'Fenstergriff abschließbar austauschen',
          long: 'Vorhandenen Fenstergriff gegen abschließbaren Fenstergriff mit Sperrfunktion, weiß, austauschen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1310,
      unit: 'St',
      variants: [
        {
          short: 'Zulage Dekorfolie außen anthrazit, je Fenster',
          long: 'Zulage für Kunststofffenster mit außenseitiger Dekorfolie anthrazitgrau (RAL 7016 ähnlich), je Fensterelement bis 2,0 m².',
        },
        {
          short: 'Zulage Schallschutzverglasung SSK 3, je Fenster',
          long: 'Zulage für Schallschutzverglasung Rw ≥ 40 dB (Schallschutzklasse 3 nach VDI 2719), je Fensterelement bis 2,0 m².',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
