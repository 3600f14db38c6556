import { family, single, type Trade } from './family';

export const maler: Trade = {
  number: '16',
  prefix: 'MAL',
  category: 'Maler',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '034-1210',
      variants: [
        { surface: 'Wand', coats: 1 },
        { surface: 'Wand', coats: 2 },
        { surface: 'Decke', coats: 1 },
        { surface: 'Decke', coats: 2 },
      ] as const,
      short: (v) => `Dispersionsanstrich ${v.coats}x, ${v.surface}, innen, weiß`,
      long: (v) =>
        `${v.surface === 'Wand' ? 'Wandflächen' : 'Deckenflächen'} innen mit Dispersionsfarbe nach DIN EN 13300, ` +
        `Nassabriebklasse 3, Deckvermögen Klasse 2, Glanzgrad stumpfmatt, weiß, ` +
        `${v.coats === 1 ? 'einmal deckend streichen (Renovierungsanstrich auf tragfähigem Altanstrich)' : 'Zwischen- und Schlussbeschichtung, zweimal streichen'}. ` +
        `Untergrund Putz oder Gipsplatte, Ausführung nach DIN 18363.`,
    }),
    family({
      at: 210,
      unit: 'm2',
      variants: [
        {
          coats: 2,
          kind: 'Latexfarbe seidenmatt',
          use: 'stark beanspruchte Flure und Treppenhäuser',
          wet: 1,
        },
        { coats: 2, kind: 'Dispersionsfarbe scheuerbeständig', use: 'Küchen und Sanitärräume', wet: 1 },
        { coats: 2, kind: 'Silikatfarbe (Dispersionssilikat)', use: 'mineralische Untergründe', wet: 2 },
        { coats: 2, kind: 'Kalkfarbe', use: 'Altbauten und Kalkputze', wet: 3 },
      ] as const,
      short: (v) => `Innenanstrich ${v.kind}, ${v.coats}x`,
      long: (v) =>
        `Innenwandflächen für ${v.use} mit ${v.kind} beschichten, Grund- und Schlussbeschichtung, ` +
        `Nassabriebklasse ${v.wet} nach DIN EN 13300, Farbton weiß oder hell getönt, nach DIN 18363.`,
    }),
    family({
      at: 310,
      unit: 'm2',
      variants: [
        { what: 'Tiefgrund lösemittelfrei', use: 'saugende, sandende Untergründe verfestigen' },
        { what: 'Haftgrund (Quarzgrund)', use: 'glatte Untergründe vor Putz oder Spachtel' },
        { what: 'Sperrgrund (Isoliergrund)', use: 'Nikotin-, Wasser- und Rußflecken absperren' },
      ] as const,
      short: (v) => `Grundierung ${v.what}`,
      long: (v) =>
        `Untergrund vorbehandeln mit ${v.what}: ${v.use}. Material nach Herstellerangabe verdünnt, ` +
        `satt und gleichmäßig aufgetragen.`,
    }),
    family({
      at: 410,
      unit: 'm2',
      variants: ['Q2', 'Q3', 'Q4'] as const,
      short: (q) => `Spachtelung ${q} auf Gipsplatten, geschliffen`,
      long: (q) =>
        `Gipsplattenflächen vor dem Anstrich spachteln in Qualitätsstufe ${q} nach Merkblatt 2 des ` +
        `Bundesverbands der Gipsindustrie, inkl. Zwischenschliff und Staubbindung` +
        `${q === 'Q4' ? ', vollflächig gespachtelt und geglättet' : ''}.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      variants: [
        { where: 'Wand', cover: 'Putz und Mauerwerk' },
        { where: 'Decke', cover: 'Betondecken und Putz' },
      ] as const,
      short: (v) => `Spachtelung vollflächig Q3, ${v.where}, Innenputz`,
      long: (v) =>
        `${v.where === 'Wand' ? 'Wandflächen' : 'Deckenflächen'} aus ${v.cover} vollflächig mit Feinspachtel ` +
        `überziehen, Unebenheiten bis 2 mm ausgleichen, schleifen, für Anstrich vorbereiten.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      variants: [
        { paper: 'Raufaser Körnung mittel (RM)', where: 'Wand' },
        { paper: 'Raufaser Körnung grob (RG)', where: 'Wand' },
        { paper: 'Raufaser Körnung mittel (RM)', where: 'Decke' },
        { paper: 'Malervlies glatt 130 g/m²', where: 'Wand' },
        { paper: 'Glasgewebe Rautenmuster', where: 'Wand' },
      ] as const,
      short: (v) => `Tapezierarbeiten ${v.paper}, ${v.where}`,
      long: (v) =>
        `${v.paper} auf ${v.where === 'Wand' ? 'Wandflächen' : 'Deckenflächen'} kleben, Bahnen auf Stoß, ` +
        `Kleister bzw. Dispersionskleber nach Herstellerangabe, Untergrund grundiert. Anstrich in gesonderter ` +
        `Position, nach DIN 18366.`,
    }),
    single({
      at: 660,
      unit: 'm2',
      shortText: 'Alte Tapeten entfernen, Untergrund reinigen',
      longText:
        'Vorhandene Tapeten einschließlich aller Lagen einweichen bzw. perforieren und entfernen, Kleisterreste ' +
        'abwaschen, Material entsorgen.',
    }),
    family({
      at: 710,
      unit: 'St',
      variants: [
        { what: 'Türblatt', detail: 'beidseitig einschließlich Kanten' },
        { what: 'Holzzarge', detail: 'Umfassungszarge, allseitig' },
        { what: 'Stahlzarge', detail: 'Umfassungszarge, Grundierung ausbessern und zweimal lackieren' },
      ] as const,
      short: (v) => `${v.what} lackieren, Kunstharzlack weiß`,
      long: (v) =>
        `${v.what} für Türen bis 1,01 x 2,13 m, ${v.detail}: anschleifen, Fehlstellen spachteln, ` +
        `Vorlack und Schlusslack aus Kunstharz- oder Acryllack, seidenglänzend, weiß RAL 9010.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [
        { length: 'bis 1,00 m', kind: 'Plattenheizkörper' },
        { length: 'bis 2,00 m', kind: 'Plattenheizkörper' },
        { length: 'bis 1,00 m', kind: 'Rippen-/Gliederheizkörper' },
      ] as const,
      short: (v) => `Heizkörper lackieren, ${v.kind}, Baulänge ${v.length}`,
      long: (v) =>
        `${v.kind} Baulänge ${v.length}, Bauhöhe bis 0,90 m, reinigen, anschleifen, Rostschutz an ` +
        `Fehlstellen, zweimal mit hitzebeständigem Heizkörperlack weiß streichen, Anschlussleitungen mitstreichen.`,
    }),
    family({
      at: 910,
      unit: 'm2',
      stlb: '034-5110',
      variants: [
        { kind: 'Silikonharzfarbe', base: 'mineralische Putze und WDVS' },
        { kind: 'Dispersionssilikatfarbe', base: 'Kalkzement- und Kalkputze' },
        { kind: 'Reinacrylat-Fassadenfarbe', base: 'tragfähige Dispersionsaltanstriche' },
      ] as const,
      short: (v) => `Fassadenanstrich ${v.kind}, 2x`,
      long: (v) =>
        `Fassadenflächen außen mit ${v.kind} für ${v.base} beschichten: Grundierung, Zwischen- und ` +
        `Schlussbeschichtung, Farbton nach Bemusterung (Hellbezugswert > 20), Ausführung vom Gerüst (Gerüst ` +
        `gesondert), nach DIN 18363 und BFS-Merkblatt Nr. 9.`,
    }),
    family({
      at: 1010,
      unit: 'm2',
      variants: [
        {
          short: 'Fassade reinigen, Heißwasser-Hochdruck',
          long: 'Fassadenflächen mit Heißwasser-Hochdruckreiniger von Schmutz, Algen und losen Anstrichteilen reinigen, Abwasser auffangen.',
        },
        {
          short: 'Algen- und Pilzbefall Fassade behandeln',
          long: 'Mit Algen und Pilzen befallene Fassadenflächen mit Sanierlösung vorbehandeln, einwirken lassen, nachwaschen.',
        },
        {
          short: 'Risse in Fassade armieren, Gewebe vollflächig',
          long: 'Netzrisse in Putzfassade mit Armierungsmasse und Glasfasergewebe vollflächig überarbeiten, d = ca. 3 mm, als Untergrund für Anstrich.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1110,
      unit: 'm2',
      variants: [
        { what: 'Holzlasur Dachüberstand / Schalung', coats: 'dreimal', kind: 'Dünnschichtlasur' },
        { what: 'Holzlasur Fenster außen', coats: 'zweimal', kind: 'Dickschichtlasur' },
        { what: 'Holzfassade deckend beschichten', coats: 'zweimal', kind: 'Holzschutzfarbe deckend' },
      ] as const,
      short: (v) => `${v.what}, ${v.kind}`,
      long: (v) =>
        `Holzflächen außen reinigen, anschleifen, mit Bläueschutzgrund vorbehandeln und ${v.coats} mit ` +
        `${v.kind} beschichten, Farbton nach Wahl des AG, nach BFS-Merkblatt Nr. 18.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        { kind: 'Epoxidharz-Bodenbeschichtung', d: '2-komponentig, Schichtdicke ca. 300 µm' },
        { kind: 'Betonbodenfarbe 1K', d: 'einkomponentig, zweimal' },
      ] as const,
      short: (v) => `${v.kind}, Kellerboden / Garage`,
      long: (v) =>
        `Betonboden anschleifen bzw. kugelstrahlen, entstauben, grundieren und beschichten mit ${v.kind}, ` +
        `${v.d}, Farbton kieselgrau RAL 7032.`,
    }),
    family({
      at: 1310,
      unit: 'm',
      variants: [
        {
          short: 'Acrylfuge Anschluss Wand/Decke/Fenster',
          long: 'Anschlussfugen an Decken, Fensterrahmen und Türzargen mit überstreichbarem Acryl-Dichtstoff schließen, Fugenbreite bis 10 mm.',
        },
        {
          short: 'Abkleben von Bauteilen, Kreppband',
          long: 'Angrenzende Bauteile (Fenster, Zargen, Sockel) vor den Beschichtungsarbeiten abkleben und Klebeband restlos entfernen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1410,
      unit: 'm2',
      variants: [
        {
          short: 'Abdecken von Böden mit Malervlies',
          long: 'Fußböden vor Malerarbeiten mit rutschfestem Malervlies abdecken, Stöße verklebt, nach Abschluss entfernen und entsorgen.',
        },
        {
          short: 'Abdecken von Fenstern und Einrichtungen mit Folie',
          long: 'Fenster, Heizkörper und Einrichtungsgegenstände mit PE-Folie staubdicht abdecken, nach den Arbeiten entfernen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    single({
      at: 1510,
      unit: 'm2',
      shortText: 'Schimmelbefall behandeln, Fungizid, Sperrgrund',
      longText:
        'Mit Schimmel befallene Innenflächen mit Schimmelentferner auf Wasserstoffperoxidbasis behandeln, ' +
        'nachreinigen, mit schimmelhemmender Innenfarbe zweimal streichen.',
    }),
    single({
      at: 1610,
      unit: 'm2',
      shortText: 'Zulage Anstrich Treppenhaus, Arbeitshöhe über 3,50 m',
      longText:
        'Zulage für Anstricharbeiten in Treppenhäusern und Lufträumen bei Arbeitshöhen über 3,50 m ' +
        'einschließlich Vorhalten der erforderlichen Arbeitsbühnen.',
    }),
    family({
      at: 1710,
      unit: 'm',
      variants: [
        { what: 'Stahlgeländer', coats: 'Grundierung und zweimal Eisenglimmerfarbe' },
        { what: 'Rohrleitungen bis DN 50', coats: 'Grundierung und Schlusslack' },
      ] as const,
      short: (v) => `${v.what} streichen, Rostschutz`,
      long: (v) =>
        `${v.what} entrosten (Norm-Reinheitsgrad St 2), entfetten und beschichten mit ${v.coats}, ` +
        `Farbton nach Wahl des AG.`,
    }),
    family({
      at: 1810,
      unit: 'St',
      variants: ['bis 1,5 m²', 'bis 3,0 m²'] as const,
      short: (a) => `Holzfenster lackieren, innen und außen, ${a}`,
      long: (a) =>
        `Holzfenster, Fensterfläche ${a}, beidseitig einschließlich Falz: anschleifen, Fehlstellen ` +
        `grundieren, kitten, Zwischen- und Schlussanstrich mit Fensterlack weiß, Glasscheiben säubern.`,
    }),
  ],
};
