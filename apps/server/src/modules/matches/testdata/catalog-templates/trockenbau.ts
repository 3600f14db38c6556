import { de, family, single, type Trade } from './family';

const layers = (count: 1 | 2) => (count === 1 ? 'einlagig' : 'doppelt');

export const trockenbau: Trade = {
  number: '15',
  prefix: 'TRO',
  category: 'Trockenbau',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '039-2110',
      variants: [
        { cw: 50, d: 75, count: 1, wool: 40 },
        { cw: 50, d: 100, count: 2, wool: 40 },
        { cw: 75, d: 100, count: 1, wool: 60 },
        { cw: 75, d: 125, count: 2, wool: 60 },
        { cw: 100, d: 125, count: 1, wool: 80 },
        { cw: 100, d: 150, count: 2, wool: 80 },
      ] as const,
      short: (v) => `GK-Ständerwand d=${v.d} mm, CW ${v.cw}, ${layers(v.count)} beplankt`,
      long: (v) =>
        `Nichttragende innere Trennwand als Metallständerwand nach DIN 18183-1 herstellen, Wanddicke ${v.d} mm. ` +
        `Unterkonstruktion aus CW-/UW-Profilen ${v.cw} x 0,6 mm nach DIN EN 14195, Ständerabstand 625 mm, ` +
        `Anschlüsse an angrenzende Bauteile mit Dichtungsband. Beidseitig ${v.count === 1 ? 'einlagig' : 'zweilagig'} ` +
        `mit Gipsplatten Typ A (GKB) nach DIN EN 520, d = 12,5 mm, beplankt, verarbeitet nach DIN 18181. ` +
        `Hohlraum mit Mineralwolle ${v.wool} mm gedämmt. Oberfläche in Qualitätsstufe Q2 gespachtelt, Raumhöhe bis 3,00 m.`,
    }),
    family({
      at: 210,
      unit: 'm2',
      stlb: '039-2150',
      variants: [
        { fire: 'EI 30', cw: 50, d: 75, count: 1 },
        { fire: 'EI 30', cw: 75, d: 100, count: 1 },
        { fire: 'EI 90', cw: 50, d: 100, count: 2 },
        { fire: 'EI 90', cw: 75, d: 125, count: 2 },
        { fire: 'EI 90', cw: 100, d: 150, count: 2 },
      ] as const,
      short: (v) => `GK-Brandschutzwand ${v.fire}, d=${v.d} mm, CW ${v.cw}, ${layers(v.count)} GKF`,
      long: (v) =>
        `Nichttragende Metallständerwand mit Feuerwiderstand ${v.fire} (${v.fire === 'EI 30' ? 'F30-A' : 'F90-A'}) ` +
        `nach DIN 4102-4 bzw. allgemeinem bauaufsichtlichen Prüfzeugnis, Wanddicke ${v.d} mm. Ständerwerk CW ${v.cw}, ` +
        `Ständerabstand 625 mm, beidseitig ${v.count === 1 ? 'einlagig' : 'zweilagig'} mit Feuerschutzplatten ` +
        `Typ DF (GKF) d = 12,5 mm beplankt, Hohlraum mit nichtbrennbarer Mineralwolle (A1, Schmelzpunkt > 1000 °C) ` +
        `gedämmt. Anschlüsse gemäß Prüfzeugnis, Oberfläche Q2.`,
    }),
    family({
      at: 310,
      unit: 'm2',
      variants: [
        { cw: 75, d: 100, count: 1 },
        { cw: 50, d: 100, count: 2 },
        { cw: 75, d: 125, count: 2 },
      ] as const,
      short: (v) => `GK-Ständerwand imprägniert (GKBI), d=${v.d} mm, CW ${v.cw}, ${layers(v.count)}`,
      long: (v) =>
        `Metallständerwand für häusliche Bäder und Feuchträume der Beanspruchungsklasse W1-I, Wanddicke ${v.d} mm. ` +
        `Ständerwerk CW ${v.cw}, beidseitig ${v.count === 1 ? 'einlagig' : 'zweilagig'} mit imprägnierten Gipsplatten ` +
        `Typ H2 (GKBI) d = 12,5 mm nach DIN EN 520 beplankt, Dämmung Mineralwolle 40 mm. ` +
        `Oberfläche Q2, geeignet als Untergrund für Fliesen und Abdichtung nach DIN 18534.`,
    }),
    family({
      at: 410,
      unit: 'm2',
      variants: [
        { cw: 50, d: 155 },
        { cw: 75, d: 205 },
      ] as const,
      short: (v) => `Doppelständerwand Schallschutz d=${v.d} mm, 2x CW ${v.cw}, doppelt`,
      long: (v) =>
        `Metall-Doppelständerwand mit getrennten Ständerreihen 2x CW ${v.cw} für erhöhten Schallschutz ` +
        `(z. B. Wohnungstrennwand), Wanddicke ${v.d} mm. Beidseitig zweilagig mit Gipsplatten GKB 12,5 mm beplankt, ` +
        `beide Ständerreihen mit Mineralwolle ${v.cw === 50 ? 40 : 60} mm gedämmt, Ständer mit Trennstreifen ` +
        `entkoppelt. Ausführung nach DIN 18183-1, bewertetes Schalldämm-Maß nach Systemnachweis.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      variants: [
        { kind: 'freistehend', profile: 'CW 50', count: 1 },
        { kind: 'freistehend', profile: 'CW 50', count: 2 },
        { kind: 'freistehend', profile: 'CW 75', count: 2 },
        { kind: 'direkt befestigt', profile: 'CD 60/27', count: 1 },
      ] as const,
      short: (v) => `Vorsatzschale ${v.kind}, ${v.profile}, ${layers(v.count)} 12,5 mm GKB`,
      long: (v) =>
        v.kind === 'freistehend'
          ? `Freistehende Vorsatzschale vor Massivwand, Unterkonstruktion ${v.profile} mit UW-Anschlussprofilen, ` +
            `ohne Verbindung zur Wand. Einseitig ${v.count === 1 ? 'einlagig' : 'zweilagig'} mit Gipsplatten GKB ` +
            `12,5 mm beplankt, Hohlraum mit Mineralwolle 40 mm gedämmt, Oberfläche Q2, nach DIN 18181.`
          : `Vorsatzschale mit CD-Profilen 60/27 auf Direktabhängern an der Massivwand befestigt, Abstand Wand ` +
            `bis 40 mm, einlagig mit Gipsplatten GKB 12,5 mm beplankt, Oberfläche Q2, nach DIN 18181.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      variants: ['teilhoch bis 1,20 m', 'raumhoch'] as const,
      short: (v) => `Installationsvorwand Sanitär, ${v}, GKBI 2x12,5 mm`,
      long: (v) =>
        `Installationsvorwand für Sanitärelemente (WC, Waschtisch), ${v}, Tiefe bis 250 mm, Ständerwerk aus ` +
        `CW-/UW-Profilen 50 mit Traversen zur Befestigung der Elemente (Elemente bauseits). Einseitig zweilagig ` +
        `mit imprägnierten Gipsplatten GKBI 12,5 mm beplankt, Aussparungen für Anschlüsse, Oberfläche Q2.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [
        { fire: 'EI 30', plate: '2x12,5 mm GKF', cw: 50 },
        { fire: 'EI 90', plate: '2x20 mm GKF', cw: 75 },
      ] as const,
      short: (v) => `Schachtwand ${v.fire}, einseitig beplankt, CW ${v.cw}, ${v.plate}`,
      long: (v) =>
        `Schachtwand vor Installationsschacht mit Feuerwiderstand ${v.fire} bei Brandbeanspruchung von außen, ` +
        `Unterkonstruktion CW ${v.cw}, nur raumseitig mit Feuerschutzplatten ${v.plate} beplankt, ` +
        `Ausführung nach Prüfzeugnis des Systemherstellers, Oberfläche Q2.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [
        { width: '760', height: '2130' },
        { width: '885', height: '2130' },
        { width: '1010', height: '2130' },
        { width: '2010', height: '2130' },
      ] as const,
      short: (v) => `Türöffnung in GK-Wand herstellen, UA-Profile, ${v.width} x ${v.height} mm`,
      long: (v) =>
        `Zulage zur Ständerwand für eine Türöffnung Rohbaumaß ${v.width} x ${v.height} mm` +
        `${v.width === '2010' ? ' (zweiflügelig)' : ''}: Türpfosten aus UA-Profilen 2 mm mit Anschlusswinkeln ` +
        `an Boden und Decke, Sturz aus UW-Profil mit Sturzanschlussstücken, Beplankung ohne Fugen ` +
        `über den Ecken der Öffnung. Für Türblattgewichte bis 50 kg.`,
    }),
    family({
      at: 910,
      unit: 'm',
      variants: [
        {
          short: 'Gleitender Deckenanschluss GK-Wand, bis 20 mm',
          long: 'Gleitender Deckenanschluss der Ständerwand für eine Deckendurchbiegung bis 20 mm: UW-Profil mit Gleitbügeln, Plattenstreifen als Passstreifen, Beplankung nicht mit dem Deckenprofil verschraubt.',
        },
        {
          short: 'Schattenfuge an Deckenanschluss GK-Wand',
          long: 'Schattenfuge 10 mm am Anschluss der Gipsplattenwand an die Decke mit Trennfix-Profil herstellen, Kanten gespachtelt.',
        },
        {
          short: 'Kantenschutzprofil GK-Außenecke',
          long: 'Außenecken von Gipsplattenflächen mit verzinktem Kantenschutzprofil verstärken, einspachteln, Oberfläche Q2.',
        },
        {
          short: 'Bewegungsfuge in GK-Ständerwand, Profil',
          long: 'Bewegungsfuge in Gipsplattenwand über Gebäudefugen ausbilden, Ständerwerk getrennt, Fugenprofil eingespachtelt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1010,
      unit: 'm2',
      variants: [40, 60, 80, 100] as const,
      short: (d) => `Mineralwolle-Dämmung in Ständerwand, d=${d} mm`,
      long: (d) =>
        `Trennwandplatten aus Mineralwolle nach DIN EN 13162, Wärmeleitfähigkeit 040, nichtbrennbar A1, ` +
        `Dicke ${d} mm, in den Hohlraum von Ständerwänden klemmend einbauen, Stöße dicht gestoßen.`,
    }),
    family({
      at: 1110,
      unit: 'm2',
      stlb: '039-3310',
      variants: [
        { plate: '1x12,5 mm GKB', hang: 'bis 0,50 m', note: '' },
        { plate: '1x12,5 mm GKB', hang: 'bis 1,00 m', note: '' },
        { plate: '1x12,5 mm GKBI', hang: 'bis 0,50 m', note: ' für Feuchträume' },
        { plate: '1x15 mm GKF', hang: 'bis 0,50 m', note: ' mit Feuerwiderstand EI 30 von unten' },
        { plate: '2x12,5 mm GKF', hang: 'bis 0,50 m', note: ' mit Feuerwiderstand EI 90 von unten' },
      ] as const,
      short: (v) => `GK-Unterdecke abgehängt, CD 60/27, ${v.plate}, Abh. ${v.hang}`,
      long: (v) =>
        `Abgehängte Gipsplattendecke${v.note} nach DIN 18181 und DIN EN 13964, Abhängehöhe ${v.hang}. ` +
        `Unterkonstruktion aus Grund- und Tragprofilen CD 60/27 mit Noniusabhängern an der Rohdecke, ` +
        `Beplankung ${v.plate}, Fugen und Schraubenköpfe gespachtelt, Oberfläche Q2.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        { where: 'Decke', plate: 'GKB' },
        { where: 'Dachschräge', plate: 'GKB' },
        { where: 'Dachschräge', plate: 'GKF' },
      ] as const,
      short: (v) => `GK-Bekleidung ${v.where}, direkt befestigt, CD 60/27, 1x12,5 ${v.plate}`,
      long: (v) =>
        `Bekleidung der ${v.where === 'Decke' ? 'Holzbalkendecke' : 'Dachschräge zwischen den Sparren'} mit ` +
        `CD-Profilen 60/27 auf Direktabhängern, Achsabstand 500 mm, einlagig mit Gipsplatten ${v.plate} 12,5 mm` +
        `${v.plate === 'GKF' ? ' (Feuerschutzplatte)' : ''} beplankt. Dampfbremse bauseits, Oberfläche Q2.`,
    }),
    family({
      at: 1310,
      unit: 'm2',
      variants: [
        { hole: '8/18 R', text: 'Rundlochung 8 mm, Raster 18 mm' },
        { hole: '10/23 R', text: 'Rundlochung 10 mm, Raster 23 mm' },
        { hole: '12/25 Q', text: 'Quadratlochung 12 mm, Raster 25 mm' },
      ] as const,
      short: (v) => `Akustikdecke Gipslochplatte ${v.hole}, abgehängt`,
      long: (v) =>
        `Abgehängte Akustikdecke aus gelochten Gipsplatten 12,5 mm, ${v.text}, rückseitig mit Akustikvlies ` +
        `kaschiert, fugenlos verspachtelt. Unterkonstruktion CD 60/27, Abhängehöhe bis 0,50 m, ` +
        `Auflage Mineralwolle 20 mm. Nach DIN EN 13964.`,
    }),
    family({
      at: 1410,
      unit: 'm2',
      variants: ['625 x 625', '600 x 600', '1250 x 625'] as const,
      short: (size) => `Mineralfaser-Rasterdecke ${size} mm, Einlegemontage`,
      long: (size) =>
        `Abgehängte Mineralfaserdecke, Platten ${size} mm, d = 15 mm, Kante SK (glatt), weiß, in sichtbarem ` +
        `T-Profil-Tragsystem 24 mm eingelegt, Abhängehöhe bis 0,80 m, Schallabsorption Klasse A/C nach ` +
        `DIN EN ISO 11654, Randwinkel umlaufend.`,
    }),
    single({
      at: 1440,
      unit: 'm2',
      shortText: 'Metallkassettendecke 625 x 625 mm, Klemmsystem, gelocht',
      longText:
        'Abgehängte Metall-Kassettendecke aus verzinktem und pulverbeschichtetem Stahlblech, weiß RAL 9010, ' +
        'Kassetten 625 x 625 mm in Klemmsystem, Rundlochung Rd 1,5 mm mit Akustikvlies, Abhängehöhe bis 0,80 m.',
    }),
    family({
      at: 1510,
      unit: 'St',
      variants: [200, 300, 400, 500, 600] as const,
      short: (s) => `Revisionsklappe GK ${s} x ${s} mm`,
      long: (s) =>
        `Revisionsöffnung in Gipsplattendecke oder -wand herstellen und Revisionsklappe ${s} x ${s} mm ` +
        `aus Aluminiumrahmen mit eingelegter Gipsplatte 12,5 mm, Druckschnappverschluss und Fangsicherung ` +
        `einbauen, Rahmen flächenbündig eingespachtelt.`,
    }),
    family({
      at: 1610,
      unit: 'St',
      variants: [300, 600] as const,
      short: (s) => `Revisionsklappe EI 90 Brandschutz, ${s} x ${s} mm`,
      long: (s) =>
        `Revisionsklappe mit Feuerwiderstand EI 90 für Brandschutzdecken und -wände, Rahmen- und Deckel aus ` +
        `Feuerschutzplatten, Öffnung ${s} x ${s} mm, mit Verriegelung, einbauen nach Zulassung des Herstellers.`,
    }),
    family({
      at: 1710,
      unit: 'm2',
      variants: ['Q3', 'Q4'] as const,
      short: (q) => `Zulage Oberflächenqualität ${q} auf GK-Flächen`,
      long: (q) =>
        q === 'Q3'
          ? 'Zulage zur Gipsplattenfläche für Qualitätsstufe Q3 nach Merkblatt 2 des Bundesverbands der ' +
            'Gipsindustrie: Sonderverspachtelung mit breitem Ausspachteln der Fugen und scharfem Abziehen der ' +
            'gesamten Kartonoberfläche.'
          : 'Zulage zur Gipsplattenfläche für Qualitätsstufe Q4 nach Merkblatt 2 des Bundesverbands der ' +
            'Gipsindustrie: vollflächiges Überziehen und Glätten der gesamten Oberfläche mit Spachtelmaterial, ' +
            'Schichtdicke über 1 mm, für Streiflicht und glänzende Beschichtungen.',
    }),
    family({
      at: 1810,
      unit: 'm2',
      variants: [
        { d: 20, build: '2x10 mm Gipsfaser' },
        { d: 35, build: '2x12,5 mm Gipsfaser mit 10 mm Holzfaserplatte' },
        { d: 45, build: '2x12,5 mm Gipsfaser mit 20 mm EPS-Dämmung' },
      ] as const,
      short: (v) => `Trockenestrich Gipsfaser-Estrichelement, d=${v.d} mm`,
      long: (v) =>
        `Trockenestrich aus werkseitig verklebten Estrichelementen, Aufbau ${v.build}, Gesamtdicke ${v.d} mm, ` +
        `schwimmend auf tragfähigem Untergrund verlegen, Stufenfalz verklebt und verschraubt, Randdämmstreifen ` +
        `10 mm. Nach Herstellerrichtlinie, für Wohnräume und Büros.`,
    }),
    family({
      at: 1910,
      unit: 'm2',
      variants: [30, 50] as const,
      short: (d) => `Trockenschüttung Ausgleich unter Trockenestrich, d=${d} mm`,
      long: (d) =>
        `Höhenausgleich mit gebundener Ausgleichsschüttung aus mineralischem Granulat, mittlere Dicke ${d} mm, ` +
        `lagenweise eingebracht und abgezogen, Rieselschutz aus Vlies auf Holzbalkendecken.`,
    }),
    single({
      at: 2010,
      unit: 'm2',
      shortText: 'Kniestockwand (Abseitenwand) GK, CW 50, bis 1,20 m hoch',
      longText:
        'Abseitenwand im Dachgeschoss bis 1,20 m Höhe als Metallständerwand CW 50, raumseitig einlagig mit ' +
        'Gipsplatten GKB 12,5 mm beplankt, oberer Anschluss an die Dachschräge, Oberfläche Q2.',
    }),
    family({
      at: 2110,
      unit: 'm',
      variants: ['30', '60'] as const,
      short: (h) => `Deckenschürze / Deckensprung GK, Höhe bis ${h} cm`,
      long: (h) =>
        `Deckenschürze (Deckensprung) aus Gipsplatten GKB 12,5 mm auf CD- und UD-Profilen herstellen, ` +
        `Abwicklung bis ${h} cm, Kanten mit Kantenschutz, Oberfläche Q2.`,
    }),
    family({
      at: 2210,
      unit: 'm2',
      variants: ['EI 30', 'EI 90'] as const,
      short: (fire) => `Brandschutzbekleidung Stahlstütze ${fire}, GKF, 4-seitig`,
      long: (fire) =>
        `Kastenförmige Bekleidung von Stahlstützen mit Feuerwiderstand ${fire} nach DIN 4102-4, Feuerschutzplatten ` +
        `GKF ${fire === 'EI 30' ? '1x15 mm' : '3x15 mm'}, auf Stahlblechprofilen bzw. geklammert, abgerechnet nach ` +
        `abgewickelter Fläche.`,
    }),
    family({
      at: 2310,
      unit: 'm',
      variants: ['30', '50'] as const,
      short: (t) => `Leibungsbekleidung GK, Tiefe bis ${t} cm`,
      long: (t) =>
        `Fenster- oder Türleibung mit Gipsplattenstreifen GKB 12,5 mm bekleiden, Tiefe bis ${t} cm, ` +
        `mit Kantenschutzprofil, Anschluss an Fensterrahmen mit Trennstreifen und Acrylfuge, Oberfläche Q2.`,
    }),
    family({
      at: 2410,
      unit: 'm2',
      variants: [
        { plate: 'Gipsplatte GKB 12,5 mm', d: 12.5 },
        { plate: 'Verbundplatte GKB 12,5 mm + EPS 40 mm', d: 52.5 },
      ] as const,
      short: (v) => `Trockenputz, ${v.plate} angesetzt`,
      long: (v) =>
        `Wandbekleidung als Trockenputz: ${v.plate} mit Ansetzbinder punktweise auf Mauerwerk angesetzt, ` +
        `Gesamtdicke ca. ${de(v.d + 10)} mm, Fugen gespachtelt, Oberfläche Q2.`,
    }),
  ],
};
