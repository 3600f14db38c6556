import { family, type Trade } from './family';

export const beton: Trade = {
  number: '05',
  prefix: 'BET',
  category: 'Beton',
  families: [
    family({
      at: 110,
      unit: 'm2',
      variants: [5, 10] as const,
      short: (d) => `Sauberkeitsschicht C8/10, d=${d} cm`,
      long: (d) =>
        `Unbewehrte Sauberkeitsschicht aus Beton C8/10 nach DIN EN 206 und DIN 1045-2, Dicke ${d} cm, ` +
        `auf vorbereitetem Planum einbauen und abziehen.`,
    }),
    family({
      at: 210,
      unit: 'm3',
      stlb: '013-2110',
      variants: [
        { what: 'Streifenfundament', reinforced: false },
        { what: 'Streifenfundament', reinforced: true },
        { what: 'Einzelfundament', reinforced: true },
        { what: 'Frostschürze / Frostschutzriegel', reinforced: true },
      ] as const,
      short: (v) => `${v.what} C25/30, ${v.reinforced ? 'Stahlbeton' : 'unbewehrt'}`,
      long: (v) =>
        `${v.what} aus ${v.reinforced ? 'Stahlbeton' : 'unbewehrtem Beton'} C25/30, Expositionsklasse ` +
        `XC2, nach DIN EN 206 und DIN 1045-2, gegen Erdreich bzw. in Schalung (gesondert) betonieren und ` +
        `verdichten${v.reinforced ? ', Bewehrung gesondert' : ''}.`,
    }),
    family({
      at: 310,
      unit: 'm3',
      stlb: '013-3110',
      variants: [
        { d: 20, wu: false },
        { d: 25, wu: false },
        { d: 30, wu: false },
        { d: 25, wu: true },
        { d: 30, wu: true },
      ] as const,
      short: (v) => `Stahlbeton-Bodenplatte C${v.wu ? '30/37 WU' : '25/30'}, d=${v.d} cm`,
      long: (v) =>
        `Bodenplatte aus Stahlbeton ${v.wu ? 'C30/37 als wasserundurchlässige Betonkonstruktion nach WU-Richtlinie des DAfStb, Beanspruchungsklasse 1, Expositionsklassen XC4, XF1, XA1' : 'C25/30, Expositionsklasse XC2'}, ` +
        `Plattendicke ${v.d} cm, einschließlich Randschalung, Oberfläche abgezogen und flügelgeglättet, ` +
        `Bewehrung gesondert, nach DIN 1045-3.`,
    }),
    family({
      at: 410,
      unit: 'm3',
      stlb: '013-4110',
      variants: [
        { d: 20, wu: false },
        { d: 24, wu: false },
        { d: 25, wu: true },
        { d: 30, wu: true },
      ] as const,
      short: (v) => `Stahlbetonwand C${v.wu ? '30/37 WU' : '25/30'}, d=${v.d} cm`,
      long: (v) =>
        `Wand aus Stahlbeton ${v.wu ? 'C30/37 wasserundurchlässig nach WU-Richtlinie (Kellerwand), XC4, XF1' : 'C25/30, Expositionsklasse XC1'}, ` +
        `Wanddicke ${v.d} cm, Höhe bis 3,00 m, in Schalung (gesondert) betonieren und verdichten, ` +
        `Bewehrung gesondert, nach DIN 1045-3.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      stlb: '013-5110',
      variants: [18, 20, 22, 25] as const,
      short: (d) => `Stahlbetondecke C25/30, d=${d} cm, Ortbeton`,
      long: (d) =>
        `Deckenplatte aus Stahlbeton C25/30, XC1, Dicke ${d} cm, als Ortbeton einschließlich ` +
        `Deckenschalung und Randabschalung, Unterseite schalungsglatt für Anstrich bzw. Spachtelung, ` +
        `Oberseite abgezogen, Bewehrung gesondert. Abrechnung nach Fläche.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      variants: [
        { top: 16, total: 21 },
        { top: 20, total: 25 },
      ] as const,
      short: (v) => `Elementdecke (Filigran) 5 cm + Aufbeton ${v.top} cm`,
      long: (v) =>
        `Decke aus Stahlbeton-Fertigteilplatten (Elementdecke) 5 cm mit Gitterträgern nach allgemeiner ` +
        `bauaufsichtlicher Zulassung, Aufbeton C25/30 ${v.top} cm, Gesamtdicke ${v.total} cm, Montagejoche, ` +
        `Randabschalung, Fugen unterseitig verspachtelt. Zusatzbewehrung gesondert.`,
    }),
    family({
      at: 710,
      unit: 'm',
      variants: [
        { what: 'Stahlbetonstütze 25 x 25 cm', h: '3,00' },
        { what: 'Stahlbetonstütze 30 x 30 cm', h: '3,00' },
        { what: 'Stahlbetonstütze rund Ø 30 cm', h: '3,00' },
        { what: 'Unterzug 24 x 40 cm', h: '-' },
        { what: 'Ringbalken 24 x 20 cm', h: '-' },
      ] as const,
      short: (v) => `${v.what}, C25/30, inkl. Schalung`,
      long: (v) =>
        `${v.what} aus Stahlbeton C25/30, XC1, einschließlich Schalung${v.h === '-' ? '' : `, Höhe bis ${v.h} m`}` +
        `, Sichtflächen schalungsglatt, Bewehrung gesondert, abgerechnet nach Länge.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      stlb: '013-6110',
      variants: [
        { what: 'Fundamentschalung', face: 'rau' },
        { what: 'Wandschalung', face: 'glatt' },
        { what: 'Wandschalung Sichtbeton SB 2', face: 'Sichtbetonklasse SB 2' },
        { what: 'Wandschalung Sichtbeton SB 3', face: 'Sichtbetonklasse SB 3' },
      ] as const,
      short: (v) => `${v.what}, herstellen und beseitigen`,
      long: (v) =>
        `${v.what} herstellen, vorhalten und beseitigen, Schalhaut ${v.face}` +
        `${v.face.startsWith('Sicht') ? ' nach DBV-/VDZ-Merkblatt Sichtbeton, Ankerlöcher im Raster, Musterfläche' : ''}, ` +
        `abgerechnet nach geschalter Fläche.`,
    }),
    family({
      at: 1310,
      unit: 't',
      stlb: '013-7110',
      variants: [
        { what: 'Betonstabstahl B500B, Ø 6-12 mm', note: 'schneiden, biegen und verlegen' },
        { what: 'Betonstabstahl B500B, Ø 14-28 mm', note: 'schneiden, biegen und verlegen' },
        { what: 'Betonstahlmatten B500A', note: 'Lagermatten schneiden und verlegen' },
      ] as const,
      short: (v) => `${v.what}, liefern und verlegen`,
      long: (v) =>
        `${v.what} nach DIN 488 liefern, ${v.note}, einschließlich Abstandhaltern und Bindedraht, ` +
        `nach Bewehrungsplan, Abrechnung nach Stahlliste (theoretisches Gewicht).`,
    }),
    family({
      at: 1410,
      unit: 'm',
      variants: [
        {
          short: 'Fugenblech Arbeitsfuge WU, 300 mm',
          long: 'Fugenblech unbeschichtet 300 x 1,5 mm in Arbeitsfugen zwischen Bodenplatte und Wand der WU-Konstruktion einbauen, Stöße überlappt und geklammert.',
        },
        {
          short: 'Quellfugenband Arbeitsfuge',
          long: 'Quellband auf Bentonit- bzw. Polymerbasis in Arbeitsfugen einbauen und befestigen, nach abP.',
        },
        {
          short: 'Rückbiegeanschluss Bewehrung, l bis 1,00 m',
          long: 'Bewehrungsanschluss als Rückbiegeanschluss (Verwahrkasten) für Wand- bzw. Deckenanschlüsse, Länge bis 1,00 m, einbauen und zurückbiegen.',
        },
        {
          short: 'Dreikantleiste 15 mm in Schalung',
          long: 'Dreikantleisten 15 x 15 mm zum Brechen von Betonkanten in die Schalung einlegen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1510,
      unit: 'St',
      stlb: '013-8110',
      variants: [100, 150, 200, 250] as const,
      short: (d) => `Kernbohrung Stahlbeton Ø ${d} mm, d bis 30 cm`,
      long: (d) =>
        `Kernbohrung in Stahlbeton, Durchmesser ${d} mm, Bauteildicke bis 30 cm, nass gebohrt mit ` +
        `Absaugung des Bohrwassers, Bohrkern entsorgen; Bewehrung vorher orten.`,
    }),
    family({
      at: 1610,
      unit: 'St',
      variants: [
        { steps: 14, w: '1,00' },
        { steps: 16, w: '1,00' },
        { steps: 16, w: '1,20' },
      ] as const,
      short: (v) => `Fertigteiltreppe Stahlbeton, ${v.steps} Steigungen, B ${v.w} m`,
      long: (v) =>
        `Gerade Treppenlauf-Fertigteile aus Stahlbeton mit ${v.steps} Steigungen, Laufbreite ${v.w} m, ` +
        `Trittschallentkopplung mit Elastomerlagern an Podesten, Oberfläche für Belag, liefern und versetzen.`,
    }),
    family({
      at: 1710,
      unit: 'm2',
      stlb: '013-9110',
      variants: [100, 120, 160, 200] as const,
      short: (d) => `Perimeterdämmung XPS unter Bodenplatte, d=${d} mm`,
      long: (d) =>
        `Lastabtragende Wärmedämmung unter der Bodenplatte aus extrudiertem Polystyrol (XPS) mit ` +
        `allgemeiner bauaufsichtlicher Zulassung, Druckspannung 300 kPa, WLS 035, Dicke ${d} mm, ` +
        `einlagig, Stufenfalz, mit PE-Folie abgedeckt.`,
    }),
    family({
      at: 1810,
      unit: 'm2',
      variants: [
        {
          short: 'PE-Folie 0,2 mm, 2-lagig unter Bodenplatte',
          long: 'Trennlage aus zwei Lagen PE-Folie 0,2 mm unter der Bodenplatte, Stöße 20 cm überlappt.',
        },
        {
          short: 'Betonoberfläche flügelglätten, Zulage',
          long: 'Zulage für maschinelles Flügelglätten der frischen Betonoberfläche als Nutzfläche bzw. für dünne Beläge.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
