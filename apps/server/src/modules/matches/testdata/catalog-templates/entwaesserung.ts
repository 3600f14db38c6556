import { family, type Trade } from './family';

export const entwaesserung: Trade = {
  number: '04',
  prefix: 'KAN',
  category: 'Entwässerung',
  families: [
    family({
      at: 110,
      unit: 'm',
      stlb: '009-2110',
      variants: [
        { dn: 100, sn: 'SN 4' },
        { dn: 125, sn: 'SN 4' },
        { dn: 150, sn: 'SN 4' },
        { dn: 200, sn: 'SN 4' },
        { dn: 110, sn: 'SN 8' },
        { dn: 160, sn: 'SN 8' },
        { dn: 200, sn: 'SN 8' },
      ] as const,
      short: (v) => `KG-Rohr PVC-U DN ${v.dn}, ${v.sn}, im Graben verlegen`,
      long: (v) =>
        `Abwasserkanal aus PVC-U-Rohren (KG-Rohr) nach DIN EN 1401, DN ${v.dn}, Ringsteifigkeit ${v.sn}, ` +
        `mit Steckmuffe und Dichtring, im vorbereiteten Graben auf Sandbett 10 cm verlegen, Leitungszone ` +
        `30 cm über Scheitel mit Sand einbetten, Gefälle nach Plan, nach DIN EN 1610.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [
        { what: 'KG-Bogen DN 100', angle: '15°' },
        { what: 'KG-Bogen DN 100', angle: '30°' },
        { what: 'KG-Bogen DN 100', angle: '45°' },
        { what: 'KG-Bogen DN 150', angle: '45°' },
        { what: 'KG-Abzweig DN 150/100', angle: '45°' },
        { what: 'KG-Abzweig DN 100/100', angle: '45°' },
      ] as const,
      short: (v) => `${v.what}, ${v.angle}, Formstück`,
      long: (v) =>
        `Formstück ${v.what} ${v.angle} aus PVC-U nach DIN EN 1401 in die Grundleitung einbauen, ` +
        `Zulage zur Rohrleitung.`,
    }),
    family({
      at: 1010,
      unit: 'St',
      stlb: '009-4110',
      variants: ['1,50', '2,00', '2,50', '3,00'] as const,
      short: (t) => `Schacht Beton DN 1000, Tiefe bis ${t} m, Abdeckung D400`,
      long: (t) =>
        `Kontroll- bzw. Revisionsschacht aus Betonfertigteilen nach DIN 4034-1, DN 1000, Schachttiefe bis ` +
        `${t} m, Schachtunterteil mit angeformtem Gerinne, Konus, Auflageringe, Schachtabdeckung Klasse D400 ` +
        `nach DIN EN 124 mit Lüftungsöffnungen, Steigbügel. Aushub gesondert.`,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [
        {
          short: 'Kunststoffschacht DN 400, Tiefe bis 2,00 m, B125',
          long: 'Inspektionsschacht aus PP, DN 400, mit Gerinne und Anschlüssen DN 150, Teleskop-Aufsatz, Abdeckung Guss Klasse B125, Tiefe bis 2,00 m.',
        },
        {
          short: 'Kunststoffschacht DN 315, Tiefe bis 1,50 m, A15',
          long: 'Inspektionsschacht aus PP, DN 315, mit Gerinne und Anschlüssen DN 110, Abdeckung Klasse A15 für Grünflächen, Tiefe bis 1,50 m.',
        },
        {
          short: 'Drainspülschacht DN 315, mit Deckel',
          long: 'Kontroll- und Spülschacht für Dränleitungen, PVC DN 315, Höhe bis 1,50 m, Anschlüsse DN 100, mit Schachtdeckel A15.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1210,
      unit: 'm',
      stlb: '010-1110',
      variants: [
        { dn: 100, filter: 'ohne Filterumhüllung' },
        { dn: 100, filter: 'mit Kokosfilter' },
        { dn: 150, filter: 'ohne Filterumhüllung' },
      ] as const,
      short: (v) => `Dränleitung PVC DN ${v.dn}, gelocht, ${v.filter}`,
      long: (v) =>
        `Dränleitung aus gewelltem PVC-Rohr DN ${v.dn}, ${v.filter}, nach DIN 4095 in Filterkies 8/16 ` +
        `mit Geotextil verlegen, Gefälle mind. 0,5 %, Anschluss an Spülschächte.`,
    }),
    family({
      at: 1310,
      unit: 'm',
      variants: [
        { cls: 'A15', nw: 100 },
        { cls: 'B125', nw: 100 },
        { cls: 'C250', nw: 100 },
        { cls: 'C250', nw: 150 },
      ] as const,
      short: (v) => `Entwässerungsrinne NW ${v.nw}, Klasse ${v.cls}, mit Rost`,
      long: (v) =>
        `Entwässerungsrinne aus Polymerbeton nach DIN EN 1433, Nennweite ${v.nw}, Belastungsklasse ${v.cls}, ` +
        `mit ${v.cls === 'A15' ? 'Stegrost verzinkt' : 'Gussrost schraubbar'}, in Betonbettung C25/30 ` +
        `versetzen, einschließlich Stirnwänden; Einlaufkasten gesondert.`,
    }),
    family({
      at: 1410,
      unit: 'St',
      variants: [
        {
          short: 'Einlaufkasten Rinne NW 100 mit Schlammeimer',
          long: 'Einlaufkasten für Entwässerungsrinne NW 100 mit Schlammeimer und Stutzen DN 110 senkrecht, in Beton versetzen.',
        },
        {
          short: 'Hofablauf Beton 300 x 500, Guss D400',
          long: 'Hofablauf aus Betonfertigteilen 300 x 500 mm mit Schlammeimer und Aufsatz Guss Klasse D400, Anschluss DN 150.',
        },
        {
          short: 'Anschluss an vorhandenen Kanal, Anbohrung',
          long: 'Anschluss der Grundleitung an vorhandenen Kanal bzw. Schacht durch Kernbohrung und Anschlussstutzen mit Dichtung.',
        },
        {
          short: 'Rückstauverschluss DN 100, fäkalienhaltig',
          long: 'Rückstauverschluss Typ 3 nach DIN EN 13564 für fäkalienhaltiges Abwasser, DN 100, mit zwei Klappen, in Grundleitung eingebaut.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1510,
      unit: 'm',
      variants: [
        {
          short: 'Dichtheitsprüfung Grundleitung, Luft',
          long: 'Dichtheitsprüfung von Grundleitungen mit Luft (Verfahren L) nach DIN EN 1610, einschließlich Absperrblasen und Protokoll.',
        },
        {
          short: 'Kanal-TV-Inspektion Grundleitung',
          long: 'Optische Inspektion der Grundleitungen mit Kamerafahrzeug, Zustandserfassung nach DIN EN 13508-2, Videodokumentation und Bericht.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1610,
      unit: 'St',
      variants: [2, 4, 6] as const,
      short: (m3) => `Regenwasserzisterne Beton ${m3} m³, befahrbar`,
      long: (m3) =>
        `Regenwasserspeicher (Zisterne) aus Betonfertigteilen, Nutzinhalt ${m3} m³, mit Zulauf-, Überlauf- ` +
        `und Leerrohranschlüssen, Abdeckung Klasse D400, in vorbereitete Baugrube versetzen.`,
    }),
    family({
      at: 1710,
      unit: 'St',
      variants: [
        {
          short: 'Fäkalienhebeanlage Doppelpumpe, Einbau Keller',
          long: 'Fäkalienhebeanlage nach DIN EN 12050-1 mit zwei Pumpen (Doppelanlage), Behälter 120 l, Druckleitung DN 80 mit Rückstauschleife, Alarmschaltgerät, einbauen und in Betrieb nehmen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
