import { family, single, type Trade } from './family';

export const fliesen: Trade = {
  number: '14',
  prefix: 'FLI',
  category: 'Fliesen',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '024-1120',
      variants: [
        { size: '20x25', kind: 'Steingut glasiert', note: 'weiß matt' },
        { size: '25x40', kind: 'Steingut glasiert', note: 'weiß glänzend' },
        { size: '30x60', kind: 'Steingut rektifiziert', note: 'weiß oder hellgrau matt' },
        { size: '30x90', kind: 'Feinsteinzeug rektifiziert', note: 'Dekor nach Bemusterung' },
        { size: '60x120', kind: 'Feinsteinzeug rektifiziert', note: 'Großformat, Betonoptik' },
      ] as const,
      short: (v) => `Wandfliesen ${v.size} cm, ${v.kind}, Dünnbett`,
      long: (v) =>
        `Wandbekleidung aus Fliesen ${v.kind}, Format ${v.size.replace('x', ' x ')} cm, ${v.note}, ` +
        `im Dünnbettverfahren nach DIN 18157 mit flexiblem Fliesenkleber C2 verlegen, Fugenbild Kreuzfuge, ` +
        `Fugenbreite ${v.size === '60x120' || v.size === '30x90' ? '2' : '3'} mm, Fugenmörtel zementär CG2 ` +
        `grau. Nach DIN 18352, Fliesen nach DIN EN 14411.`,
    }),
    family({
      at: 210,
      unit: 'm2',
      stlb: '024-1310',
      variants: [
        { size: '30x30', r: 'R10' },
        { size: '30x60', r: 'R9' },
        { size: '30x60', r: 'R10' },
        { size: '60x60', r: 'R9' },
        { size: '60x60', r: 'R10' },
        { size: '60x120', r: 'R9' },
        { size: '45x90', r: 'R10' },
      ] as const,
      short: (v) => `Bodenfliesen Feinsteinzeug ${v.size} cm, ${v.r}, Dünnbett`,
      long: (v) =>
        `Bodenbelag aus Feinsteinzeugfliesen nach DIN EN 14411 Gruppe BIa, unglasiert, Format ` +
        `${v.size.replace('x', ' x ')} cm, Rutschhemmung ${v.r} nach DIN 51130, im Dünnbett mit flexiblem ` +
        `Fliesenkleber C2 S1 verlegen, Verlegung im Halbverband bzw. Kreuzfuge nach Wahl des AG, ` +
        `Fugenmörtel CG2 WA. Nach DIN 18352.`,
    }),
    family({
      at: 310,
      unit: 'm2',
      variants: [
        { size: '5x5', where: 'Wand' },
        { size: '5x5', where: 'Boden' },
        { size: '2,5x2,5', where: 'Wand' },
      ] as const,
      short: (v) => `Mosaik ${v.size} cm, ${v.where}, auf Netz verklebt`,
      long: (v) =>
        `${v.where === 'Wand' ? 'Wandbekleidung' : 'Bodenbelag'} aus Glas- bzw. Keramikmosaik ${v.size} cm, ` +
        `auf Netz verklebt, im Dünnbett mit weißem Flexkleber verlegen und mit Epoxidharzfugenmörtel verfugen` +
        `${v.where === 'Boden' ? ', Rutschhemmung R10 / Bewertungsgruppe B für Duschbereiche' : ''}.`,
    }),
    family({
      at: 410,
      unit: 'm',
      variants: [
        { h: 7, kind: 'aus Bodenfliese geschnitten' },
        { h: 10, kind: 'aus Bodenfliese geschnitten' },
        { h: 8, kind: 'Fertigsockel mit gerundeter Oberkante' },
      ] as const,
      short: (v) => `Sockelfliesen Höhe ${v.h} cm, ${v.kind}`,
      long: (v) =>
        `Fliesensockel Höhe ${v.h} cm, ${v.kind}, passend zum Bodenbelag, im Dünnbett ansetzen, ` +
        `obere Kante geschliffen, Fuge zum Boden elastisch.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      stlb: '024-0810',
      variants: [
        { where: 'Wand', cls: 'W2-I' },
        { where: 'Boden', cls: 'W2-I' },
        { where: 'Boden', cls: 'W3-I' },
      ] as const,
      short: (v) => `Verbundabdichtung flüssig, ${v.where}, ${v.cls}`,
      long: (v) =>
        `Abdichtung im Verbund mit Fliesen und Platten (AIV) nach DIN 18534, Wassereinwirkungsklasse ${v.cls}, ` +
        `${v.where === 'Wand' ? 'Wandflächen' : 'Bodenflächen'}, aus flüssig zu verarbeitender Dichtschlämme bzw. ` +
        `Polymerdispersion in zwei Arbeitsgängen, Trockenschichtdicke mind. 0,5 mm, einschließlich Grundierung.`,
    }),
    family({
      at: 610,
      unit: 'm',
      variants: [
        {
          short: 'Dichtband in Verbundabdichtung, Ecken und Anschlüsse',
          long: 'Dichtband in die Verbundabdichtung einbetten an Wand-Wand- und Wand-Boden-Ecken sowie an Bewegungsfugen, Breite 120 mm.',
        },
        {
          short: 'Silikonfuge sanitär, Wand-Boden und Ecken',
          long: 'Elastische Fugen mit Sanitär-Silikon, pilzhemmend, farblich passend zum Fugenmörtel, einschließlich Hinterfüllschnur und Vorbehandlung der Flanken.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 710,
      unit: 'St',
      variants: [
        {
          short: 'Dichtmanschette Rohrdurchführung Wand',
          long: 'Dichtmanschette für Rohrdurchführungen bis DN 25 (Armaturenanschlüsse) in die Verbundabdichtung einbetten.',
        },
        {
          short: 'Dichtmanschette Bodenablauf',
          long: 'Dichtmanschette 425 x 425 mm für Bodenabläufe in die Verbundabdichtung einbetten, auf den Flansch abgestimmt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 810,
      unit: 'm',
      variants: [
        { mat: 'Aluminium', use: 'Abschluss Außenecke', h: '10' },
        { mat: 'Aluminium', use: 'Abschluss Außenecke', h: '12,5' },
        { mat: 'Edelstahl', use: 'Abschluss Außenecke', h: '10' },
        { mat: 'Edelstahl', use: 'Übergang Bodenbelag', h: '10' },
      ] as const,
      short: (v) => `Fliesenschiene ${v.mat}, ${v.use}, ${v.h} mm`,
      long: (v) =>
        `Fliesenprofil aus ${v.mat} für ${v.use === 'Abschluss Außenecke' ? 'Außenecken und Abschlusskanten' : 'den Übergang zu anderen Bodenbelägen'}, ` +
        `Profilhöhe ${v.h} mm passend zur Fliesendicke, im Kleberbett einbauen, Stöße auf Gehrung.`,
    }),
    family({
      at: 910,
      unit: 'St',
      variants: [700, 800, 1000, 1200] as const,
      short: (l) => `Duschrinne Edelstahl, Länge ${l} mm, bodengleich`,
      long: (l) =>
        `Duschrinne aus Edelstahl für bodengleiche Duschen, Länge ${l} mm, mit Ablaufkörper DN 50, ` +
        `Ablaufleistung mind. 0,8 l/s, Dichtflansch für Verbundabdichtung, befliesbare Abdeckung, ` +
        `einbauen und an die bauseitige Abwasserleitung anschließen.`,
    }),
    single({
      at: 1010,
      unit: 'm2',
      shortText: 'Gefälleestrich für bodengleiche Dusche, Zementmörtel',
      longText:
        'Gefälle von 1,5 bis 2 % zur Duschrinne mit Zementmörtel bzw. Gefällemörtel herstellen, Dicke 15 bis 50 mm, als Untergrund für Verbundabdichtung.',
    }),
    family({
      at: 1110,
      unit: 'm',
      variants: [
        { what: 'Treppenstufen', detail: 'Trittstufe und Setzstufe, Stufenbreite bis 1,20 m' },
        { what: 'Fensterbank innen', detail: 'Tiefe bis 25 cm, mit Abschlussprofil' },
        { what: 'Ablage Vorwandinstallation', detail: 'Tiefe bis 25 cm, Kanten mit Fliesenschiene' },
      ] as const,
      short: (v) => `${v.what} fliesen, Feinsteinzeug`,
      long: (v) =>
        `${v.what} mit Feinsteinzeugfliesen im Dünnbett belegen, ${v.detail}, Zuschnitt und Kantenausbildung ` +
        `einschließlich, Fliesenmaterial wie Bodenbelag.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        { what: 'Diagonalverlegung', detail: 'Verlegung diagonal zur Raumachse, Mehrverschnitt' },
        {
          what: 'Großformat über 3.600 cm²',
          detail:
            'Fliesen mit Kantenlänge über 60 cm, Verlegung mit Saugheber, Verlegesystem gegen Überzähne',
        },
      ] as const,
      short: (v) => `Zulage ${v.what}`,
      long: (v) => `Zulage zu Fliesenbelag für ${v.detail}.`,
    }),
    family({
      at: 1310,
      unit: 'm2',
      variants: [
        { what: 'Fliesenbelag Boden ausbessern', detail: 'einzelne Fliesen ausstemmen und ersetzen' },
        {
          what: 'Alte Fliesen grundieren für Fliese auf Fliese',
          detail: 'Haftgrund auf vorhandenen Fliesen',
        },
      ] as const,
      short: (v) => v.what,
      long: (v) => `${v.what}: ${v.detail}, Untergrund reinigen und anschleifen, nach Herstellerangabe.`,
    }),
    single({
      at: 1410,
      unit: 'm2',
      shortText: 'Entkopplungsmatte unter Fliesenbelag',
      longText:
        'Entkopplungs- und Abdichtungsbahn aus Polyethylen mit Trägervlies im Dünnbett auf den Untergrund ' +
        'verlegen, Stöße mit Dichtband, zur Aufnahme von Spannungen aus Holz- oder jungen Estrichuntergründen.',
    }),
    family({
      at: 1510,
      unit: 'm2',
      variants: [
        { stone: 'Granit grau, geflammt', r: 'R11' },
        { stone: 'Granit grau, poliert', r: 'R9' },
      ] as const,
      short: (v) => `Natursteinbelag ${v.stone}, 60 x 30 cm`,
      long: (v) =>
        `Bodenbelag aus Natursteinplatten ${v.stone}, 60 x 30 x 1,5 cm, Rutschhemmung ${v.r}, im ` +
        `Dünnbett mit schnellerhärtendem Natursteinkleber verlegen, verfugen, nach DIN 18332.`,
    }),
  ],
};
