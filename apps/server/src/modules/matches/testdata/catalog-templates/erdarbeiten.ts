import { family, type Trade } from './family';

export const erdarbeiten: Trade = {
  number: '03',
  prefix: 'ERD',
  category: 'Erdarbeiten',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '002-1110',
      variants: [20, 30] as const,
      short: (d) => `Oberboden abtragen, d=${d} cm, seitlich lagern`,
      long: (d) =>
        `Oberboden (Homogenbereich O1) nach DIN 18300 und DIN 18915 in einer Dicke von ${d} cm abtragen, ` +
        `auf der Baustelle in Mieten bis 2,0 m Höhe seitlich lagern, Förderweg bis 50 m, Mieten profilieren.`,
    }),
    family({
      at: 210,
      unit: 'm3',
      stlb: '002-2110',
      variants: [
        { depth: '1,25', away: false },
        { depth: '2,50', away: false },
        { depth: '4,00', away: false },
        { depth: '1,25', away: true },
        { depth: '2,50', away: true },
        { depth: '4,00', away: true },
      ] as const,
      short: (v) => `Baugrubenaushub bis ${v.depth} m, ${v.away ? 'laden und abfahren' : 'seitlich lagern'}`,
      long: (v) =>
        `Boden der Baugrube maschinell lösen, Homogenbereich B1 (bindige und nichtbindige Böden, ` +
        `entspricht früher BKL 3-5) nach DIN 18300, Aushubtiefe bis ${v.depth} m, Böschungen nach DIN 4124, ` +
        `${v.away ? 'auf LKW laden und zur Verwertungsstelle des AN abfahren (Entsorgungskosten gesondert)' : 'auf der Baustelle zur Wiederverfüllung seitlich lagern'}.`,
    }),
    family({
      at: 310,
      unit: 'm',
      variants: [
        { w: '0,60', depth: '1,25' },
        { w: '0,60', depth: '1,75' },
        { w: '0,80', depth: '1,25' },
        { w: '0,80', depth: '1,75' },
        { w: '1,00', depth: '2,50' },
      ] as const,
      short: (v) => `Leitungsgraben B ${v.w} m, T bis ${v.depth} m, ausheben, verfüllen`,
      long: (v) =>
        `Graben für Rohrleitungen bzw. Kabel herstellen, Sohlbreite ${v.w} m, Tiefe bis ${v.depth} m, ` +
        `Homogenbereich B1, Verbau nach DIN 4124 soweit erforderlich, nach Verlegung lagenweise mit Aushub ` +
        `verfüllen und verdichten, Überschuss seitlich lagern. Nach DIN 18300 und DIN EN 1610.`,
    }),
    family({
      at: 410,
      unit: 'm3',
      variants: [
        { kind: 'Streifenfundamente', detail: 'Breite bis 0,60 m, Tiefe bis 1,00 m' },
        { kind: 'Einzelfundamente', detail: 'Grundfläche bis 2,0 m², Tiefe bis 1,25 m' },
        { kind: 'Aufzugsunterfahrt / Pumpensumpf', detail: 'Tiefe bis 1,50 m unter Baugrubensohle' },
      ] as const,
      short: (v) => `Aushub ${v.kind}, maschinell`,
      long: (v) =>
        `Aushub für ${v.kind}, ${v.detail}, Homogenbereich B1, Sohle von Hand nacharbeiten, Aushub seitlich ` +
        `lagern bzw. laden, nach DIN 18300.`,
    }),
    family({
      at: 510,
      unit: 'm3',
      variants: [
        {
          short: 'Handaushub, Homogenbereich B1',
          long: 'Boden von Hand lösen, in Bereichen mit vorhandenen Leitungen oder beengten Verhältnissen, seitlich lagern bzw. in Behälter laden.',
        },
        {
          short: 'Arbeitsraum verfüllen mit Aushub, verdichten',
          long: 'Arbeitsräume mit seitlich gelagertem, geeignetem Aushubboden lagenweise (max. 30 cm) verfüllen und verdichten, Verdichtungsgrad DPr ≥ 97 %.',
        },
        {
          short: 'Arbeitsraum verfüllen mit Kiessand 0/32',
          long: 'Arbeitsräume mit geliefertem Kiessand 0/32 lagenweise verfüllen und verdichten, Verdichtungsgrad DPr ≥ 98 %, Material liefern.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 610,
      unit: 'm3',
      stlb: '002-5110',
      variants: [
        { mat: 'Schotter 0/32', use: 'Bodenaustausch unter Bodenplatte' },
        { mat: 'Schotter 0/45', use: 'Bodenaustausch unter Fundamenten' },
        { mat: 'Frostschutzmaterial 0/32', use: 'Frostschutzschicht unter Zufahrten' },
        { mat: 'Recyclingmaterial RC 0/45', use: 'Bodenaustausch, Baustraße' },
      ] as const,
      short: (v) => `Bodenaustausch ${v.mat}, einbauen und verdichten`,
      long: (v) =>
        `${v.use}: ${v.mat} liefern, lagenweise einbauen und verdichten, Verformungsmodul Ev2 ≥ 100 MN/m² ` +
        `auf der Oberfläche, nach DIN 18300 und ZTV E-StB.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [45, 80, 100] as const,
      short: (ev) => `Planum herstellen, verdichten, Ev2 ≥ ${ev} MN/m²`,
      long: (ev) =>
        `Planum der Baugrubensohle bzw. des Untergrunds herstellen, Höhentoleranz ± 2 cm, verdichten ` +
        `bis Verformungsmodul Ev2 ≥ ${ev} MN/m², Nachweis durch Plattendruckversuch (gesondert).`,
    }),
    family({
      at: 810,
      unit: 't',
      stlb: '002-8110',
      variants: ['Z 0', 'Z 1.1', 'Z 1.2', 'Z 2', 'DK I'] as const,
      short: (cls) => `Boden entsorgen, Einstufung ${cls}, AVV 17 05 04`,
      long: (cls) =>
        `Bodenaushub (AVV 17 05 04) der Einstufung ${cls} ${cls === 'DK I' ? 'nach Deponieverordnung' : 'nach LAGA M 20'} ` +
        `laden, zur zugelassenen Verwertungs- bzw. Beseitigungsanlage abfahren und entsorgen, ` +
        `einschließlich Gebühren, Abrechnung nach Wiegeschein.`,
    }),
    family({
      at: 910,
      unit: 'm2',
      variants: [15, 20] as const,
      short: (d) => `Kapillarbrechende Schicht Kies 16/32, d=${d} cm`,
      long: (d) =>
        `Kapillarbrechende Schicht unter der Bodenplatte aus Kies 16/32 (gewaschen) liefern, ` +
        `einbauen und verdichten, Dicke ${d} cm, mit Trennvlies GRK 3.`,
    }),
    family({
      at: 1010,
      unit: 'm2',
      variants: [
        {
          short: 'Oberboden andecken, d=20 cm, aus Miete',
          long: 'Seitlich gelagerten Oberboden aufnehmen, 20 cm dick andecken und feinplanieren, Förderweg bis 50 m.',
        },
        {
          short: 'Geotextil Trennvlies GRK 3 verlegen',
          long: 'Geotextil als Trenn- und Filtervlies, Geotextilrobustheitsklasse GRK 3, mit 30 cm Überlappung verlegen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [
        {
          short: 'Plattendruckversuch DIN 18134',
          long: 'Statischer Plattendruckversuch nach DIN 18134 zum Nachweis des Verformungsmoduls Ev2, mit Protokoll.',
        },
        {
          short: 'Bodenprobe entnehmen, Deklarationsanalyse',
          long: 'Mischprobe aus Haufwerk nach LAGA PN 98 entnehmen und Deklarationsanalyse nach LAGA M 20 / DepV im Labor veranlassen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        {
          short: 'Böschung abdecken mit Folie, gesichert',
          long: 'Baugrubenböschungen mit verstärkter PE-Folie gegen Witterung abdecken, Ränder mit Sandsäcken gesichert, vorhalten und entfernen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
