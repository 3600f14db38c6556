import { family, type Trade } from './family';

export const klempner: Trade = {
  number: '10',
  prefix: 'KLE',
  category: 'Klempner',
  families: [
    family({
      at: 110,
      unit: 'm',
      stlb: '022-1110',
      variants: [
        { mat: 'Titanzink', nw: 280, parts: 6 },
        { mat: 'Titanzink', nw: 333, parts: 7 },
        { mat: 'Titanzink', nw: 400, parts: 8 },
        { mat: 'Kupfer', nw: 333, parts: 7 },
        { mat: 'Aluminium beschichtet', nw: 333, parts: 7 },
      ] as const,
      short: (v) => `Dachrinne halbrund ${v.mat}, Zuschnitt ${v.nw} mm`,
      long: (v) =>
        `Vorgehängte halbrunde Dachrinne aus ${v.mat} nach DIN EN 612, Zuschnitt ${v.nw} mm ` +
        `(${v.parts}-teilig), Materialdicke 0,7 mm, mit Rinnenhaltern aus verzinktem Stahl, Gefälle ` +
        `mind. 1 mm/m, Dehnungsausgleich, nach DIN 18339 und Klempnerfachregeln.`,
    }),
    family({
      at: 610,
      unit: 'm',
      variants: [
        { mat: 'Titanzink', dn: 80 },
        { mat: 'Titanzink', dn: 100 },
        { mat: 'Titanzink', dn: 120 },
        { mat: 'Kupfer', dn: 100 },
        { mat: 'Aluminium beschichtet', dn: 100 },
      ] as const,
      short: (v) => `Fallrohr ${v.mat} DN ${v.dn}, mit Rohrschellen`,
      long: (v) =>
        `Regenfallrohr rund aus ${v.mat}, Nennweite DN ${v.dn}, nach DIN EN 612, mit Rohrschellen ` +
        `(Abstand max. 2,00 m) und Dübeln, einschließlich Bögen, nach DIN 18339.`,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [
        {
          short: 'Rinnenstutzen Titanzink, Rinne 333 / DN 100',
          long: 'Rinnenstutzen (Ablaufstutzen) aus Titanzink für Rinne Zuschnitt 333 mm und Fallrohr DN 100, eingelötet.',
        },
        {
          short: 'Rinnenwinkel Außenecke 90°, Titanzink 333',
          long: 'Rinnenwinkel 90° für Außenecke, Titanzink, Zuschnitt 333 mm, eingelötet.',
        },
        {
          short: 'Standrohr Guss DN 100, 1,00 m, mit Reinigung',
          long: 'Standrohr aus Gusseisen DN 100, Länge 1,00 m, mit Reinigungsöffnung, Anschluss an Grundleitung und Fallrohr.',
        },
        {
          short: 'Regenrohrklappe / Regensammler DN 100',
          long: 'Regenwassersammler bzw. Regenrohrklappe DN 100 mit Filter und Überlaufstopp in das Fallrohr eingebaut.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1510,
      unit: 'm',
      stlb: '022-3110',
      variants: [
        { mat: 'Aluminium pulverbeschichtet', z: 300 },
        { mat: 'Aluminium pulverbeschichtet', z: 400 },
        { mat: 'Aluminium pulverbeschichtet', z: 500 },
        { mat: 'Titanzink', z: 333 },
        { mat: 'Titanzink', z: 400 },
      ] as const,
      short: (v) => `Attika-/Mauerabdeckung ${v.mat.split(' ')[0]}, Zuschnitt ${v.z} mm`,
      long: (v) =>
        `Mauer- bzw. Attikaabdeckung aus ${v.mat}, Zuschnitt ${v.z} mm, Materialdicke ` +
        `${v.mat.startsWith('Aluminium') ? '2,0' : '0,8'} mm, mit Haltebügeln, Tropfkanten beidseitig, ` +
        `Gefälle zur Dachseite, Stoßverbindungen mit Dehnungsausgleich, nach Klempnerfachregeln.`,
    }),
    family({
      at: 2010,
      unit: 'm',
      variants: [
        {
          short: 'Traufblech Titanzink, Zuschnitt 250 mm',
          long: 'Traufblech (Einlaufblech) aus Titanzink 0,7 mm, Zuschnitt 250 mm, auf Traufbohle befestigt.',
        },
        {
          short: 'Ortgangblech Titanzink, Zuschnitt 333 mm',
          long: 'Ortgangabschluss aus Titanzink 0,7 mm, Zuschnitt 333 mm, mit Haften und Tropfkante.',
        },
        {
          short: 'Wandanschluss Titanzink mit Kappleiste',
          long: 'Seitlicher bzw. oberer Wandanschluss aus Titanzink, Zuschnitt bis 333 mm, mit Kappleiste und dauerelastischer Versiegelung.',
        },
        {
          short: 'Kehlblech Titanzink, Zuschnitt 500 mm',
          long: 'Kehlrinne bzw. Kehlblech aus Titanzink 0,7 mm, Zuschnitt 500 mm, auf Kehlschalung mit Haften.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2510,
      unit: 'm',
      stlb: '022-5110',
      variants: [165, 195, 225, 260, 310] as const,
      short: (a) => `Fensterbank außen Alu, Ausladung ${a} mm`,
      long: (a) =>
        `Außenfensterbank aus stranggepresstem Aluminium, 1,5 mm, EV1 natur eloxiert bzw. ` +
        `pulverbeschichtet, Ausladung ${a} mm, mit Tropfkante, Antidröhnbelag, Gleitabschlüssen und ` +
        `Befestigung am Blendrahmen, Neigung mind. 5°.`,
    }),
    family({
      at: 3010,
      unit: 'St',
      variants: [
        {
          short: 'Kamineinfassung Titanzink, bis 0,8 x 0,8 m',
          long: 'Schornsteineinfassung aus Titanzink für Schornstein bis 0,80 x 0,80 m, mit Brustblech, Seitenteilen, Nackenkehle und Kappleiste.',
        },
        {
          short: 'Dunstrohreinfassung / Lüfterziegel DN 100',
          long: 'Durchführung für Entlüftungsleitung DN 100 durch die Dachdeckung mit Lüfterziegel bzw. Manschette.',
        },
        {
          short: 'Notüberlauf / Speier Attika, Edelstahl',
          long: 'Notüberlauf als Attikaspeier aus Edelstahl, Querschnitt 100 x 100 mm, mit Anschluss an Abdichtung.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 3510,
      unit: 'm',
      variants: [500, 600] as const,
      short: (z) => `Kastenrinne Titanzink, Zuschnitt ${z} mm`,
      long: (z) =>
        `Kastenrinne aus Titanzink 0,8 mm, Zuschnitt ${z} mm, mit Rinnenhaltern bzw. auf Rinnenkasten, ` +
        `mit Dehnungsausgleichern und Wulst, nach Klempnerfachregeln.`,
    }),
    family({
      at: 3610,
      unit: 'St',
      variants: [
        {
          short: 'Fallrohrbogen Titanzink DN 100, 72°',
          long: 'Fallrohrbogen 72° aus Titanzink, DN 100, zur Verziehung des Fallrohrs am Dachüberstand, eingesteckt.',
        },
        {
          short: 'Fallrohrbogen Titanzink DN 100, 40°',
          long: 'Fallrohrbogen 40° aus Titanzink, DN 100, eingesteckt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
