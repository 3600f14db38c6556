import { family, single, type Trade } from './family';

export const bodenbelag: Trade = {
  number: '17',
  prefix: 'BOD',
  category: 'Bodenbelag',
  families: [
    family({
      at: 110,
      unit: 'm2',
      variants: [
        {
          short: 'Untergrund grundieren, Dispersionsvorstrich',
          long: 'Untergrund vor dem Spachteln bzw. Kleben mit lösemittelfreiem Dispersionsvorstrich grundieren, saugfähige Zementestriche verdünnt.',
        },
        {
          short: 'Estrich anschleifen und saugen (Bodenleger)',
          long: 'Estrichoberfläche vor der Belagsverlegung mit Schleifmaschine anschleifen, lose Teile entfernen und industriell absaugen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 210,
      unit: 'm2',
      stlb: '036-0510',
      variants: [2, 5, 10] as const,
      short: (d) => `Spachtelung Ausgleichsmasse, d bis ${d} mm`,
      long: (d) =>
        `Untergrund mit zementärer, selbstverlaufender Spachtelmasse ausgleichen, Schichtdicke bis ${d} mm` +
        `${d > 5 ? ', zweilagig bzw. mit Quarzsand gestreckt' : ''}, als Untergrund für elastische und textile ` +
        `Beläge nach DIN 18365.`,
    }),
    family({
      at: 310,
      unit: 'm2',
      stlb: '036-1210',
      variants: [
        { d: '2,0', nk: '33/42' },
        { d: '2,5', nk: '34/43' },
        { d: '3,0', nk: '34/43' },
      ] as const,
      short: (v) => `Linoleum ${v.d} mm, geklebt, NK ${v.nk}`,
      long: (v) =>
        `Bodenbelag aus Linoleum nach DIN EN ISO 24011, Dicke ${v.d} mm, Nutzungsklasse ${v.nk} nach ` +
        `DIN EN ISO 10874, Bahnenware, vollflächig mit Dispersionsklebstoff verklebt, Nähte ` +
        `thermisch verschweißt, Farbe nach Kollektion. Nach DIN 18365.`,
    }),
    family({
      at: 410,
      unit: 'm2',
      variants: [
        { kind: 'PVC-Bahnenbelag homogen', d: '2,0', nk: '34/43' },
        { kind: 'Designbelag Vinyl (LVT) Planken', d: '2,5', nk: '33/42' },
        { kind: 'Designbelag Vinyl (LVT) Planken', d: '2,5', nk: '23/31' },
        { kind: 'Kautschukbelag Bahnenware', d: '2,0', nk: '34/43' },
        { kind: 'Kautschukbelag Bahnenware', d: '3,0', nk: '34/43' },
      ] as const,
      short: (v) => `${v.kind} ${v.d} mm, geklebt, NK ${v.nk}`,
      long: (v) =>
        `Elastischer Bodenbelag: ${v.kind} nach DIN EN 14041, Gesamtdicke ${v.d} mm, Nutzungsklasse ${v.nk} ` +
        `nach DIN EN ISO 10874, vollflächig mit Dispersionsklebstoff auf gespachteltem Untergrund verklebt, ` +
        `Nähte ${v.kind.startsWith('PVC') ? 'verschweißt' : 'dicht gestoßen'}, Dekor nach Bemusterung.`,
    }),
    single({
      at: 460,
      unit: 'm2',
      shortText: 'Vinyl-Klickboden 5 mm, schwimmend, NK 23/32',
      longText:
        'Designbelag als Klickdiele mit starrem Kern (SPC), Gesamtdicke 5 mm inkl. Trittschallunterlage, ' +
        'Nutzschicht 0,3 mm, Nutzungsklasse 23/32, schwimmend verlegt, Dekor Eiche.',
    }),
    family({
      at: 510,
      unit: 'm2',
      variants: [
        { kind: 'Nadelvlies', detail: 'Polyamid, Bahnenware 2 m, Objektbereich, geklebt' },
        { kind: 'Tufting-Velours', detail: 'Polyamid, Florhöhe 5 mm, Bahnenware 4 m, geklebt' },
        {
          kind: 'Teppichfliesen 50 x 50 cm',
          detail: 'Schlinge Polyamid, Schwerbeschichtung, lose mit Fixierung',
        },
      ] as const,
      short: (v) => `Textiler Bodenbelag ${v.kind}`,
      long: (v) =>
        `Textiler Bodenbelag ${v.kind} nach DIN EN 1307, ${v.detail}, Einsatzbereich stark (Klasse 33), ` +
        `antistatisch, Farbe nach Kollektion. Nach DIN 18365.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      stlb: '036-2110',
      variants: [
        { d: 7, nk: 31 },
        { d: 8, nk: 32 },
        { d: 10, nk: 33 },
      ] as const,
      short: (v) => `Laminat ${v.d} mm, NK ${v.nk}, schwimmend`,
      long: (v) =>
        `Laminatboden nach DIN EN 13329, Dicke ${v.d} mm, Nutzungsklasse ${v.nk}, Klickverbindung, ` +
        `schwimmend auf Trittschalldämmunterlage (gesondert) verlegen, Dehnungsfugen an Wänden, Dekor nach Wahl.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      stlb: '028-1110',
      variants: [
        { kind: 'Fertigparkett Landhausdiele Eiche', d: 14, lay: 'schwimmend', face: 'lackiert' },
        { kind: 'Fertigparkett Landhausdiele Eiche', d: 14, lay: 'vollflächig geklebt', face: 'geölt' },
        { kind: 'Fertigparkett Schiffsboden Eiche', d: 13, lay: 'schwimmend', face: 'lackiert' },
        { kind: 'Mosaikparkett Eiche', d: 8, lay: 'vollflächig geklebt', face: 'unbehandelt' },
        { kind: 'Stabparkett Eiche', d: 22, lay: 'vollflächig geklebt', face: 'unbehandelt' },
      ] as const,
      short: (v) => `${v.kind} ${v.d} mm, ${v.lay}`,
      long: (v) =>
        `${v.kind}, Dicke ${v.d} mm, Sortierung Natur, Oberfläche ${v.face}, ${v.lay} verlegt` +
        `${v.lay === 'schwimmend' ? ' auf Trittschallunterlage' : ' mit schubfestem Parkettklebstoff'}. ` +
        `Ausführung nach DIN 18356, Randfugen 10 mm.`,
    }),
    family({
      at: 810,
      unit: 'm2',
      variants: [
        { finish: 'versiegeln', detail: 'dreimal mit Wasserlack versiegeln, Zwischenschliff' },
        { finish: 'ölen', detail: 'mit Hartwachsöl zweimal ölen und polieren' },
      ] as const,
      short: (v) => `Parkett schleifen und ${v.finish}`,
      long: (v) =>
        `Parkett in drei Schleifgängen (Grob-, Mittel-, Feinschliff) schleifen, Fugen kitten, ${v.detail}, ` +
        `Randbereiche mit Randschleifmaschine.`,
    }),
    family({
      at: 910,
      unit: 'm',
      stlb: '036-4110',
      variants: [
        { kind: 'Holz-Sockelleiste Eiche furniert', h: 40 },
        { kind: 'Holz-Sockelleiste Eiche furniert', h: 60 },
        { kind: 'Sockelleiste MDF weiß foliert', h: 60 },
        { kind: 'Sockelleiste MDF weiß foliert', h: 80 },
        { kind: 'Kunststoff-Sockelleiste', h: 60 },
      ] as const,
      short: (v) => `${v.kind}, ${v.h} mm`,
      long: (v) =>
        `${v.kind}, Höhe ${v.h} mm, Profil gerade, an Wänden mit Clips bzw. Montagekleber befestigen, ` +
        `Ecken auf Gehrung, Endkappen an Türzargen.`,
    }),
    family({
      at: 1010,
      unit: 'm',
      variants: [
        {
          short: 'Hohlkehlsockel aus Belag hochgezogen, 100 mm',
          long: 'Elastischen Belag an Wänden als Hohlkehlsockel 100 mm hochziehen, mit Hohlkehlprofil und Abschlussprofil, Nähte verschweißt.',
        },
        {
          short: 'Übergangsprofil Aluminium, Türbereich',
          long: 'Übergangsprofil aus eloxiertem Aluminium zwischen Belägen unterschiedlicher Höhe im Türbereich, geschraubt.',
        },
        {
          short: 'Treppenkantenprofil Aluminium',
          long: 'Treppenkantenprofil aus Aluminium mit rutschhemmender Einlage an Stufenvorderkanten.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [
        { cover: 'Linoleum', w: 'bis 1,20 m' },
        { cover: 'Kautschuk', w: 'bis 1,20 m' },
        { cover: 'Vinyl', w: 'bis 1,20 m' },
      ] as const,
      short: (v) => `Treppenstufe belegen, ${v.cover}, Breite ${v.w}`,
      long: (v) =>
        `Tritt- und Setzstufe mit ${v.cover} belegen, Stufenbreite ${v.w}, mit Treppenkantenprofil, ` +
        `Untergrund spachteln.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        {
          short: 'Sauberlaufzone, Einbaumatte Aluminium',
          long: 'Sauberlaufmatte aus Aluminiumprofilen mit Rips-Einlage in vorbereitete Mattenwanne einbauen, Höhe 22 mm.',
        },
        {
          short: 'Trittschalldämmunterlage 2 mm unter Laminat/Parkett',
          long: 'Trittschalldämmunterlage mit integrierter Dampfbremse, Dicke 2 mm, unter schwimmend verlegten Belägen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1310,
      unit: 'm2',
      variants: [
        { what: 'Teppichboden', detail: 'textilen Belag aufnehmen, Kleberreste abstoßen' },
        { what: 'PVC-Belag geklebt', detail: 'elastischen Belag aufnehmen, Kleber und Spachtel abfräsen' },
        { what: 'Parkett geklebt', detail: 'Parkett aufnehmen, Klebstoffreste abfräsen' },
      ] as const,
      short: (v) => `${v.what} entfernen und entsorgen`,
      long: (v) => `Vorhandenen ${v.what}: ${v.detail}, Material laden, abfahren und entsorgen.`,
    }),
    family({
      at: 1410,
      unit: 'm2',
      variants: [
        {
          short: 'Laminat 12 mm, NK 33, mit Fase, schwimmend',
          long: 'Laminatboden nach DIN EN 13329, Dicke 12 mm, Nutzungsklasse 33, umlaufende V-Fuge, Klickverbindung, schwimmend verlegt auf Trittschallunterlage (gesondert).',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
