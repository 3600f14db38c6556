// Deterministic generator of a GAEB DA XML 3.3 X83 (Angebotsaufforderung) for the BoQ benchmarks: N items in
// titles and subtitles (breakdown 2/2/4), German construction short and long texts (paragraphs, bold spans, some
// tables, bidder text complements), units, quantities, lump-sum, hourly, provisional and alternative items.
// Valid against GAEB_DA_XML_83_3.3_2021-05.xsd. Runnable: node bench/lib/gaeb-generator.mjs 20000 > /tmp/big.x83
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_ITEMS = 20_000;
export const DEFAULT_SEED = 4711;
/** 20 titles x 20 subtitles x 50 items = 20,000. */
const SUBTITLES_PER_TITLE = 20;
const ITEMS_PER_SUBTITLE = 50;
const MAX_TITLES = 99;
const NAMESPACE = 'http://www.gaeb.de/GAEB_DA_XML/DA83/3.3';

/**
 * mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)).
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {string} text */
function escapeXml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * @typedef {object} Trade
 * @property {string} name        title label (Gewerk)
 * @property {{ text: string, unit: string, min: number, max: number }[]} items  short text, unit, quantity range
 * @property {string[]} sentences  long-text sentences of the trade
 */

/** @type {Trade[]} */
const TRADES = [
  {
    name: 'Baustelleneinrichtung',
    items: [
      { text: 'Baustelle einrichten und räumen', unit: 'psch', min: 1, max: 1 },
      { text: 'Bauzaun, mobil, h = 2,00 m, vorhalten', unit: 'm', min: 40, max: 400 },
      { text: 'Baustrom- und Bauwasseranschluss herstellen', unit: 'psch', min: 1, max: 1 },
      { text: 'Bürocontainer 6,00 x 2,50 m vorhalten', unit: 'Stk', min: 1, max: 4 },
      { text: 'Schuttcontainer 7 m³ stellen und entsorgen', unit: 'Stk', min: 2, max: 30 },
    ],
    sentences: [
      'Die Baustelleneinrichtung ist nach den Erfordernissen des Bauablaufs herzustellen, vorzuhalten und nach Abschluss der Arbeiten vollständig zu räumen.',
      'Die Lage der Einrichtungsflächen ist vor Beginn mit der Bauleitung abzustimmen.',
      'Zufahrten und Verkehrsflächen sind jederzeit für Rettungsfahrzeuge freizuhalten.',
      'Sämtliche Anschlussgebühren der Versorgungsträger trägt der Auftragnehmer.',
    ],
  },
  {
    name: 'Erdarbeiten',
    items: [
      { text: 'Oberboden abtragen und seitlich lagern', unit: 'm2', min: 100, max: 2500 },
      { text: 'Baugrube ausheben, Bodenklasse 3–5', unit: 'm3', min: 50, max: 1800 },
      { text: 'Fundamentgräben ausheben, Tiefe bis 1,20 m', unit: 'm3', min: 10, max: 250 },
      { text: 'Verfüllen mit lagerndem Boden, lagenweise verdichten', unit: 'm3', min: 20, max: 900 },
      { text: 'Überschüssigen Boden laden und entsorgen', unit: 'm3', min: 20, max: 1200 },
    ],
    sentences: [
      'Boden lösen, laden und innerhalb der Baustelle fördern, Förderweg bis 50 m.',
      'Die Bodenklassen sind dem Baugrundgutachten vom 12.03.2024 zu entnehmen.',
      'Verdichtung in Lagen von höchstens 30 cm, Verdichtungsgrad DPr ≥ 97 %.',
      'Anfallendes Grund- und Schichtenwasser ist bis zu einer Menge von 5 l/s abzuleiten.',
      'Vorhandene Leitungen sind vor Beginn der Arbeiten zu orten und zu sichern.',
    ],
  },
  {
    name: 'Entwässerungskanalarbeiten',
    items: [
      { text: 'KG-Rohr DN 150 verlegen, inkl. Formstücke', unit: 'm', min: 10, max: 300 },
      { text: 'KG-Rohr DN 200 verlegen, inkl. Formstücke', unit: 'm', min: 10, max: 200 },
      { text: 'Kontrollschacht DN 1000 aus Betonfertigteilen', unit: 'Stk', min: 1, max: 12 },
      { text: 'Dichtheitsprüfung der Grundleitungen', unit: 'psch', min: 1, max: 1 },
    ],
    sentences: [
      'Rohre aus PVC-U nach DIN EN 1401, SN 8, mit Steckmuffe und Dichtring liefern und verlegen.',
      'Rohrbettung und Leitungszone nach DIN EN 1610 aus Sand 0/4 mm herstellen.',
      'Das Gefälle beträgt mindestens 1,0 % und ist durch Nivellement nachzuweisen.',
      'Die Dichtheit ist nach DIN EN 1610 mit Luft, Verfahren LC, zu prüfen und zu protokollieren.',
    ],
  },
  {
    name: 'Beton- und Stahlbetonarbeiten',
    items: [
      { text: 'Sauberkeitsschicht C12/15, d = 5 cm', unit: 'm2', min: 50, max: 1500 },
      { text: 'Streifenfundament C25/30, bewehrt', unit: 'm3', min: 5, max: 200 },
      { text: 'Bodenplatte C30/37, d = 25 cm', unit: 'm3', min: 20, max: 600 },
      { text: 'Stahlbetonwand C30/37, d = 24 cm', unit: 'm3', min: 5, max: 300 },
      { text: 'Betonstahl B500B liefern, schneiden, biegen, verlegen', unit: 'kg', min: 500, max: 45000 },
      { text: 'Schalung für Decken, glatt', unit: 'm2', min: 30, max: 1200 },
    ],
    sentences: [
      'Beton nach DIN EN 206 und DIN 1045-2, Expositionsklasse XC1, Größtkorn 16 mm, Konsistenz F3.',
      'Die Oberfläche ist abzuziehen und mit dem Flügelglätter zu glätten.',
      'Aussparungen, Durchbrüche und Einbauteile nach Plänen der Tragwerksplanung berücksichtigen.',
      'Nachbehandlung nach DIN 1045-3 für mindestens drei Tage sicherstellen.',
      'Betonierfugen sind mit Fugenblech 300 x 2 mm abzudichten.',
    ],
  },
  {
    name: 'Mauerarbeiten',
    items: [
      { text: 'Mauerwerk KS 20-2,0, d = 17,5 cm', unit: 'm2', min: 40, max: 1400 },
      { text: 'Mauerwerk aus Porenbeton PP2-0,35, d = 36,5 cm', unit: 'm2', min: 40, max: 900 },
      { text: 'Stürze aus Stahlbetonfertigteilen, l bis 1,50 m', unit: 'Stk', min: 4, max: 120 },
      { text: 'Horizontalsperre aus Bitumenbahn R 500', unit: 'm', min: 20, max: 400 },
    ],
    sentences: [
      'Mauerwerk nach DIN EN 1996 in Dünnbettmörtel herstellen, Stoß- und Lagerfugen vollflächig vermörteln.',
      'Maueranschlüsse an Stahlbetonbauteile mit Edelstahl-Flachankern, Abstand höchstens 50 cm.',
      'Öffnungen, Schlitze und Aussparungen nach Angaben der Haustechnik berücksichtigen.',
      'Die erste Schicht ist in Normalmörtel M10 lot- und fluchtgerecht anzulegen.',
    ],
  },
  {
    name: 'Zimmer- und Holzbauarbeiten',
    items: [
      { text: 'Dachstuhl aus KVH C24, abbinden und aufstellen', unit: 'm3', min: 5, max: 80 },
      { text: 'Dachlattung 30/50 mm, imprägniert', unit: 'm2', min: 80, max: 1200 },
      { text: 'Holzbalkendecke, Balken 8/22 cm', unit: 'm2', min: 20, max: 400 },
    ],
    sentences: [
      'Bauholz nach DIN 4074, Sortierklasse S10, technisch getrocknet, Holzfeuchte höchstens 15 %.',
      'Verbindungsmittel aus feuerverzinktem Stahl nach statischer Berechnung.',
      'Der Holzschutz erfolgt nach DIN 68800-2 ausschließlich durch bauliche Maßnahmen.',
    ],
  },
  {
    name: 'Dachdeckungsarbeiten',
    items: [
      { text: 'Dachdeckung mit Betondachsteinen, Farbe anthrazit', unit: 'm2', min: 80, max: 1200 },
      { text: 'Unterdeckbahn diffusionsoffen verlegen', unit: 'm2', min: 80, max: 1200 },
      { text: 'Firstausbildung, trocken, mit Firstrolle', unit: 'm', min: 8, max: 120 },
      { text: 'Dachfenster 78 x 140 cm einbauen', unit: 'Stk', min: 1, max: 24 },
    ],
    sentences: [
      'Deckung nach den Fachregeln des Deutschen Dachdeckerhandwerks, Regeldachneigung beachten.',
      'Alle Anschlüsse an aufgehende Bauteile sind regensicher auszubilden.',
      'Die Windsogsicherung ist nach DIN EN 1991-1-4 nachzuweisen.',
    ],
  },
  {
    name: 'Klempnerarbeiten',
    items: [
      { text: 'Dachrinne halbrund, Titanzink, Zuschnitt 333 mm', unit: 'm', min: 10, max: 240 },
      { text: 'Fallrohr DN 100, Titanzink', unit: 'm', min: 6, max: 160 },
      { text: 'Attikaabdeckung aus Aluminium, Zuschnitt 500 mm', unit: 'm', min: 10, max: 300 },
    ],
    sentences: [
      'Ausführung nach den Klempnerfachregeln, Materialstärke 0,7 mm, Bauteile vorbewittert.',
      'Rinnenhalter in Abständen von höchstens 90 cm, Dehnungsausgleicher nach Herstellerangabe.',
      'Der Anschluss an die Grundleitung erfolgt über ein Standrohr mit Reinigungsöffnung.',
    ],
  },
  {
    name: 'Putz- und Stuckarbeiten',
    items: [
      { text: 'Innenputz Kalkgips, Q2, d = 15 mm', unit: 'm2', min: 100, max: 4000 },
      { text: 'Außenputz, mineralisch, zweilagig', unit: 'm2', min: 100, max: 2000 },
      { text: 'Kantenschutzprofil aus verzinktem Stahl', unit: 'm', min: 20, max: 900 },
    ],
    sentences: [
      'Untergrund prüfen, Haftbrücke nach Herstellerangabe auftragen.',
      'Oberfläche abgezogen und geglättet, Qualitätsstufe Q2 nach Merkblatt des Bundesverbands.',
      'Putzträger an Materialwechseln mit Armierungsgewebe überbrücken, Überlappung 10 cm.',
    ],
  },
  {
    name: 'Estricharbeiten',
    items: [
      { text: 'Zementestrich CT-C25-F4 auf Dämmschicht, d = 50 mm', unit: 'm2', min: 50, max: 2500 },
      { text: 'Trittschalldämmung EPS-T 30-2', unit: 'm2', min: 50, max: 2500 },
      { text: 'Randdämmstreifen 10 mm', unit: 'm', min: 50, max: 2000 },
    ],
    sentences: [
      'Estrich nach DIN 18560 als schwimmender Estrich herstellen.',
      'Bewegungsfugen nach Fugenplan des Planers, Fugenprofile liefern und einbauen.',
      'Belegreife ist durch CM-Messung nachzuweisen und zu protokollieren.',
    ],
  },
  {
    name: 'Fliesen- und Plattenarbeiten',
    items: [
      { text: 'Wandfliesen 30 x 60 cm im Dünnbett', unit: 'm2', min: 20, max: 900 },
      { text: 'Bodenfliesen Feinsteinzeug 60 x 60 cm, R10', unit: 'm2', min: 20, max: 900 },
      { text: 'Verbundabdichtung im Spritzwasserbereich', unit: 'm2', min: 10, max: 400 },
    ],
    sentences: [
      'Fliesen im Dünnbettverfahren nach DIN 18157 mit flexiblem Kleber C2 verlegen.',
      'Fugenbreite 3 mm, Fugenmörtel zementär, Farbe nach Bemusterung.',
      'Anschlussfugen zu Sanitärobjekten elastisch mit Silikon schließen.',
    ],
  },
  {
    name: 'Tischlerarbeiten',
    items: [
      { text: 'Innentür, Röhrenspan, 88,5 x 213,5 cm, inkl. Zarge', unit: 'Stk', min: 2, max: 120 },
      { text: 'Fensterbank innen, Compact-Platte', unit: 'm', min: 5, max: 200 },
      { text: 'Einbauschrank nach Zeichnung', unit: 'Stk', min: 1, max: 12 },
    ],
    sentences: [
      'Türblatt mit Oberfläche CPL, Farbe weiß, Kanten gerundet.',
      'Beschläge aus Edelstahl, Drückergarnitur nach Bemusterung durch den Bauherrn.',
      'Zargen sind mit Montageschaum und Spreizen lot- und fluchtgerecht einzubauen.',
    ],
  },
  {
    name: 'Fensterarbeiten',
    items: [
      { text: 'Kunststofffenster, zweiflüglig, 1,26 x 1,38 m', unit: 'Stk', min: 2, max: 80 },
      { text: 'Hebeschiebetür, 3,00 x 2,20 m, Uw ≤ 0,9', unit: 'Stk', min: 1, max: 12 },
      { text: 'Rollladen mit Elektroantrieb', unit: 'Stk', min: 2, max: 80 },
    ],
    sentences: [
      'Dreifachverglasung Ug = 0,5 W/(m²K), warme Kante, Schallschutzklasse 3.',
      'Einbau nach RAL-Leitfaden mit umlaufender Abdichtung innen luftdicht, außen schlagregendicht.',
      'Beschläge mit Pilzkopfverriegelung, Widerstandsklasse RC2 im Erdgeschoss.',
    ],
  },
  {
    name: 'Maler- und Lackierarbeiten',
    items: [
      { text: 'Dispersionsanstrich innen, weiß, zweimal', unit: 'm2', min: 100, max: 6000 },
      { text: 'Raufaser tapezieren', unit: 'm2', min: 50, max: 3000 },
      { text: 'Stahlzarge lackieren', unit: 'Stk', min: 2, max: 120 },
    ],
    sentences: [
      'Untergrund reinigen, grundieren und Fehlstellen spachteln.',
      'Dispersionsfarbe nach DIN EN 13300, Nassabriebklasse 2, Deckvermögen Klasse 1.',
      'Angrenzende Bauteile sind vor Verschmutzung zu schützen, Abdeckmaterial wird gestellt.',
    ],
  },
  {
    name: 'Bodenbelagsarbeiten',
    items: [
      { text: 'Designbelag, vollflächig verklebt', unit: 'm2', min: 30, max: 2000 },
      { text: 'Sockelleiste aus Eiche, 60 mm', unit: 'm', min: 30, max: 1500 },
      { text: 'Untergrund spachteln, d bis 3 mm', unit: 'm2', min: 30, max: 2000 },
    ],
    sentences: [
      'Belag nach Herstellervorgabe akklimatisieren und im Verband verlegen.',
      'Übergangsprofile an Türen aus eloxiertem Aluminium liefern und montieren.',
      'Der Untergrund ist auf Ebenheit nach DIN 18202, Tabelle 3, Zeile 3 zu prüfen.',
    ],
  },
  {
    name: 'Trockenbauarbeiten',
    items: [
      { text: 'Metallständerwand CW 75, beidseitig doppelt beplankt', unit: 'm2', min: 30, max: 1800 },
      { text: 'Abgehängte Decke, GK-Platten 12,5 mm', unit: 'm2', min: 30, max: 1800 },
      { text: 'Revisionsklappe 30 x 30 cm', unit: 'Stk', min: 2, max: 60 },
    ],
    sentences: [
      'Ausführung nach DIN 18181, Oberflächengüte Q3.',
      'Hohlraum mit Mineralwolle WLG 035, d = 60 mm, dämmen.',
      'Anschlüsse an Massivbauteile mit Trennstreifen und elastischer Fuge.',
    ],
  },
  {
    name: 'Heizungsarbeiten',
    items: [
      { text: 'Luft-Wasser-Wärmepumpe, 12 kW', unit: 'Stk', min: 1, max: 3 },
      { text: 'Fußbodenheizung, Rohr 16 x 2 mm, Verlegeabstand 10 cm', unit: 'm2', min: 30, max: 2000 },
      { text: 'Heizkreisverteiler mit 8 Abgängen', unit: 'Stk', min: 1, max: 20 },
      { text: 'Inbetriebnahme und hydraulischer Abgleich', unit: 'h', min: 4, max: 40 },
    ],
    sentences: [
      'Die Anlage ist nach DIN EN 12831 zu dimensionieren, die Heizlastberechnung ist beizufügen.',
      'Rohrleitungen nach GEG dämmen, Dämmstärke 100 % bezogen auf den Innendurchmesser.',
      'Der hydraulische Abgleich ist nach Verfahren B durchzuführen und zu dokumentieren.',
    ],
  },
  {
    name: 'Sanitärarbeiten',
    items: [
      { text: 'Wand-WC, spülrandlos, mit Vorwandelement', unit: 'Stk', min: 1, max: 60 },
      { text: 'Waschtisch 60 cm mit Einhebelmischer', unit: 'Stk', min: 1, max: 60 },
      { text: 'Trinkwasserleitung Mehrschichtverbundrohr 20 x 2,25 mm', unit: 'm', min: 20, max: 900 },
      { text: 'Bodengleiche Dusche mit Rinne 80 cm', unit: 'Stk', min: 1, max: 30 },
    ],
    sentences: [
      'Sanitärobjekte aus Keramik, weiß, Fabrikat nach Wahl des Bieters, gleichwertig dem Leitfabrikat.',
      'Die Trinkwasserinstallation ist nach DIN 1988 und VDI 6023 auszuführen.',
      'Druckprüfung und Spülung sind zu protokollieren und der Bauleitung zu übergeben.',
    ],
  },
  {
    name: 'Elektroarbeiten',
    items: [
      { text: 'Mantelleitung NYM-J 3 x 1,5 mm² verlegen', unit: 'm', min: 100, max: 8000 },
      { text: 'Schalter und Steckdosen, Serie reinweiß', unit: 'Stk', min: 10, max: 600 },
      { text: 'Unterverteilung, 3-reihig, bestückt', unit: 'Stk', min: 1, max: 20 },
      { text: 'LED-Einbauleuchte, 12 W, 3000 K', unit: 'Stk', min: 5, max: 400 },
    ],
    sentences: [
      'Installation nach DIN VDE 0100 und den technischen Anschlussbedingungen des Netzbetreibers.',
      'Leitungen unter Putz in Installationszonen nach DIN 18015-3 verlegen.',
      'Die Erstprüfung nach DIN VDE 0100-600 ist durchzuführen und zu protokollieren.',
    ],
  },
  {
    name: 'Außenanlagen',
    items: [
      { text: 'Betonpflaster 20 x 10 x 8 cm, grau', unit: 'm2', min: 30, max: 1500 },
      { text: 'Tiefbord 8 x 25 cm in Beton setzen', unit: 'm', min: 20, max: 600 },
      { text: 'Rasenansaat inkl. Bodenvorbereitung', unit: 'm2', min: 50, max: 3000 },
    ],
    sentences: [
      'Tragschicht aus Schotter 0/32, d = 30 cm, Ev2 ≥ 120 MN/m².',
      'Pflasterbettung aus Splitt 2/5 mm, Fugen mit Brechsand schließen und abrütteln.',
      'Die Entwässerung der Flächen erfolgt mit 2,5 % Gefälle zu den Rinnen.',
    ],
  },
];

/** Sentences every trade can use: contract terms and site conditions. */
const COMMON_SENTENCES = [
  'Einschließlich aller Neben- und Hilfsstoffe sowie des erforderlichen Kleinmaterials.',
  'Fabrikat und Typ sind vom Bieter anzugeben; gleichwertige Produkte sind zulässig.',
  'Die Arbeiten sind im laufenden Betrieb des Gebäudes auszuführen, Lärm und Staub sind zu minimieren.',
  'Abrechnung nach Aufmaß gemäß VOB/C, Abschnitt 5 der jeweiligen ATV.',
  'Entsorgung anfallender Abfälle einschließlich Nachweis nach Kreislaufwirtschaftsgesetz.',
  'Die Leistung umfasst auch das Vorhalten der Arbeits- und Schutzgerüste bis 2,00 m Arbeitshöhe.',
  'Abstimmung mit Bauherr & Architekt vor Ausführung; Muster sind rechtzeitig vorzulegen.',
  'Herstellerangaben, Zulassungen und Leistungserklärungen sind der Bauleitung vor Einbau zu übergeben.',
];

/** Text of a bold span: what the tenderer stresses. */
const BOLD_PHRASES = [
  'Hinweis:',
  'Achtung:',
  'Wichtig: Ausführung nur nach Freigabe durch die Bauleitung.',
  'Leitfabrikat:',
  'Nicht im Leistungsumfang enthalten:',
];

const FLOORS = ['Untergeschoss', 'Erdgeschoss', '1. Obergeschoss', '2. Obergeschoss', 'Dachgeschoss'];
const BUILDINGS = ['Haus A', 'Haus B', 'Haus C', 'Haus D', 'Haus E'];

/** RNoPart with a fixed number of digits. */
const pad = (/** @type {number} */ value, /** @type {number} */ length) =>
  String(value).padStart(length, '0');

/** The p/span markup of one paragraph: plain spans, optionally led by a bold span. */
const paragraph = (/** @type {string} */ text, /** @type {string | null} */ bold = null) =>
  `<p>${bold ? `<span style="font-weight:bold;">${escapeXml(bold)} </span>` : ''}` +
  `<span>${escapeXml(text)}</span></p>`;

/**
 * @param {() => number} random
 * @param {number} length
 */
function picker(random, length) {
  return Math.floor(random() * length);
}

/**
 * Quantity with three decimals as GAEB writes it ("123.450"); whole numbers for pieces and hours.
 * @param {() => number} random
 * @param {number} min
 * @param {number} max
 * @param {boolean} [whole]
 */
function quantity(random, min, max, whole = false) {
  if (min === max) return `${min}.000`;
  if (whole) return `${min + picker(random, max - min + 1)}.000`;
  const thousandths = Math.round((min + random() * (max - min)) * 1000);
  return `${Math.floor(thousandths / 1000)}.${pad(thousandths % 1000, 3)}`;
}

/**
 * A table of the long text: dimensions per position of a window or door schedule.
 * @param {() => number} random
 */
function table(random) {
  const rows = 2 + picker(random, 4);
  const cells = (/** @type {string[]} */ values, /** @type {'th' | 'td'} */ tag) =>
    `<tr>${values.map((value) => `<${tag}><p><span>${escapeXml(value)}</span></p></${tag}>`).join('')}</tr>`;
  let body = cells(['Pos.', 'Breite', 'Höhe', 'Anzahl', 'Bemerkung'], 'th');
  for (let row = 1; row <= rows; row += 1) {
    body += cells(
      [
        `${row}`,
        `${(60 + picker(random, 140)) * 10} mm`,
        `${(80 + picker(random, 180)) * 10} mm`,
        `${1 + picker(random, 12)}`,
        row % 2 === 0 ? 'Brüstung beachten' : '–',
      ],
      'td',
    );
  }
  return `<table border="1" width="100%">${body}</table>`;
}

/**
 * The long text of an item: 2 to 6 paragraphs from the trade's and the common sentences, a bold span in about a
 * third of the items, a table in one in twenty, a bidder text complement (Fabrikat) in one in eight.
 * @param {() => number} random
 * @param {Trade} trade
 * @param {string} shortText
 */
function longText(random, trade, shortText) {
  const paragraphs = 2 + picker(random, 5);
  let text = paragraph(`${shortText}.`);
  for (let index = 1; index < paragraphs; index += 1) {
    const sentences = 1 + picker(random, 4);
    /** @type {string[]} */
    const parts = [];
    for (let s = 0; s < sentences; s += 1) {
      const pool = random() < 0.65 ? trade.sentences : COMMON_SENTENCES;
      const sentence = pool[picker(random, pool.length)] ?? '';
      if (!parts.includes(sentence)) parts.push(sentence);
    }
    const bold = index === 1 && random() < 0.33 ? BOLD_PHRASES[picker(random, BOLD_PHRASES.length)] : null;
    text += paragraph(parts.join(' '), bold ?? null);
  }
  if (random() < 0.05) text += table(random);
  let detail = `<Text>${text}</Text>`;
  if (random() < 0.125) {
    detail +=
      '<TextComplement MarkLbl="1" Kind="Bidder">' +
      '<ComplCaption><p><span>Angebotenes Fabrikat:</span></p></ComplCaption>' +
      '<ComplBody><p><span>..................................</span></p></ComplBody>' +
      '</TextComplement>';
  }
  return detail;
}

/**
 * @typedef {object} ItemPlan
 * @property {string} kind  'normal' | 'lumpSum' | 'hourly' | 'provisional' | 'base' | 'alternative'
 * @property {number} [group]
 * @property {number} [serial]
 */

/**
 * One Item element.
 * @param {() => number} random
 * @param {{ id: string, rNoPart: string, trade: Trade, plan: ItemPlan }} options
 */
function item(random, { id, rNoPart, trade, plan }) {
  const template = trade.items[picker(random, trade.items.length)] ?? {
    text: '',
    unit: 'Stk',
    min: 1,
    max: 1,
  };
  let shortText = template.text;
  let unit = template.unit;
  let qty = quantity(random, template.min, template.max, unit === 'Stk');
  let head = '';
  if (plan.kind === 'base' || plan.kind === 'alternative') {
    head += `<ALNGroupNo>${plan.group}</ALNGroupNo><ALNSerNo>${plan.serial}</ALNSerNo>`;
    if (plan.kind === 'alternative') shortText = `${shortText}, Alternative ${plan.serial}`;
  }
  if (plan.kind === 'provisional') {
    head += `<Provis>${random() < 0.5 ? 'WithTotal' : 'WithoutTotal'}</Provis>`;
    shortText = `Bedarfsposition: ${shortText}`;
  }
  if (plan.kind === 'lumpSum' || unit === 'psch') {
    head += '<LumpSumItem>Yes</LumpSumItem>';
    unit = 'psch';
    qty = '1.000';
  }
  if (plan.kind === 'hourly') {
    head += '<HourIt>Yes</HourIt>';
    shortText = `Stundenlohnarbeiten ${trade.name}, Facharbeiter`;
    unit = 'h';
    qty = quantity(random, 8, 160, true);
  }
  const detail = longText(random, trade, shortText);
  return (
    `<Item ID="${id}" RNoPart="${rNoPart}">${head}<Qty>${qty}</Qty><QU>${unit}</QU>` +
    `<Description><CompleteText><DetailTxt>${detail}</DetailTxt>` +
    `<OutlineText><OutlTxt><TextOutlTxt><p><span>${escapeXml(shortText)}</span></p></TextOutlTxt></OutlTxt>` +
    `</OutlineText></CompleteText></Description></Item>`
  );
}

/**
 * Plans the kinds of a subtitle's items: mostly normal, about 3 % provisional, 2 % lump sum, 1 % hourly, and an
 * alternative group (a base item followed by one or two alternatives) in about one subtitle in four.
 * @param {() => number} random
 * @param {number} count
 * @param {{ next: number }} groups  running alternative group number (1..999 per BoQ)
 * @returns {ItemPlan[]}
 */
function planItems(random, count, groups) {
  /** @type {ItemPlan[]} */
  const plans = [];
  while (plans.length < count) {
    const left = count - plans.length;
    const roll = random();
    if (left >= 3 && roll < 0.008 && groups.next <= 999) {
      const group = groups.next;
      groups.next += 1;
      const alternatives = 1 + picker(random, 2);
      plans.push({ kind: 'base', group, serial: 0 });
      for (let serial = 1; serial <= alternatives; serial += 1) {
        plans.push({ kind: 'alternative', group, serial });
      }
    } else if (roll < 0.038) plans.push({ kind: 'provisional' });
    else if (roll < 0.058) plans.push({ kind: 'lumpSum' });
    else if (roll < 0.068) plans.push({ kind: 'hourly' });
    else plans.push({ kind: 'normal' });
  }
  return plans.slice(0, count);
}

/**
 * How N items are laid out: 50 items per subtitle, 20 subtitles per title, as many titles as needed (at most 99;
 * beyond 99,000 items the subtitles hold more).
 * @param {number} items
 */
export function layout(items) {
  const perSubtitle = Math.max(ITEMS_PER_SUBTITLE, Math.ceil(items / (MAX_TITLES * SUBTITLES_PER_TITLE)));
  if (perSubtitle > 999) throw new Error(`too many items: ${items}`);
  const subtitles = Math.ceil(items / perSubtitle);
  const titles = Math.ceil(subtitles / SUBTITLES_PER_TITLE);
  return { titles, subtitles, perSubtitle };
}

/**
 * Generates the X83. Same `items` and `seed`, same bytes.
 * @param {{ items?: number, seed?: number }} [options]
 * @returns {string}
 */
export function generateX83({ items = DEFAULT_ITEMS, seed = DEFAULT_SEED } = {}) {
  if (!Number.isInteger(items) || items < 1) throw new Error(`items must be a positive integer: ${items}`);
  const random = mulberry32(seed);
  const { perSubtitle } = layout(items);
  const groups = { next: 1 };
  /** @type {string[]} */
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<GAEB xmlns="${NAMESPACE}">\n`,
    '<GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2024-03-18</Date><Time>10:30:00</Time>' +
      '<ProgSystem>VenDoc Bench</ProgSystem><ProgName>gaeb-generator</ProgName></GAEBInfo>\n',
    '<PrjInfo><NamePrj>Wohnanlage Lindenhof</NamePrj>' +
      '<LblPrj>Neubau Wohnanlage Lindenhof, 5 Häuser mit Tiefgarage</LblPrj><Cur>EUR</Cur></PrjInfo>\n',
    '<Award><DP>83</DP><AwardInfo><Cur>EUR</Cur><CurLbl>Euro</CurLbl></AwardInfo>\n',
    '<OWN><Address><Name1>Wohnbau Lindenhof eG</Name1><Street>Lindenhofstraße 1</Street><PCode>04109</PCode>' +
      '<City>Leipzig</City><Country>DE</Country></Address></OWN>\n',
    '<BoQ ID="B1"><BoQInfo><Name>LV Lindenhof</Name>' +
      '<LblBoQ>Leistungsverzeichnis Neubau Wohnanlage Lindenhof</LblBoQ><Date>2024-03-18</Date>' +
      '<OutlCompl>AllTxt</OutlCompl>' +
      '<BoQBkdn><Type>BoQLevel</Type><LblBoQBkdn>Titel</LblBoQBkdn><Length>2</Length><Num>Yes</Num></BoQBkdn>' +
      '<BoQBkdn><Type>BoQLevel</Type><LblBoQBkdn>Untertitel</LblBoQBkdn><Length>2</Length><Num>Yes</Num></BoQBkdn>' +
      '<BoQBkdn><Type>Item</Type><LblBoQBkdn>Position</LblBoQBkdn><Length>4</Length><Num>Yes</Num></BoQBkdn>' +
      '</BoQInfo>\n<BoQBody>\n',
  ];
  let written = 0;
  for (let title = 1; written < items; title += 1) {
    const trade = TRADES[(title - 1) % TRADES.length] ?? TRADES[0];
    if (!trade) throw new Error('no trades');
    const titleNo = pad(title, 2);
    out.push(
      `<BoQCtgy ID="C${titleNo}" RNoPart="${titleNo}"><LblTx><p><span>${escapeXml(trade.name)}</span></p></LblTx>` +
        '<BoQBody>\n',
    );
    for (let subtitle = 1; subtitle <= SUBTITLES_PER_TITLE && written < items; subtitle += 1) {
      const subNo = pad(subtitle, 2);
      const building = BUILDINGS[Math.floor((subtitle - 1) / FLOORS.length) % BUILDINGS.length];
      const floor = FLOORS[(subtitle - 1) % FLOORS.length];
      const label = `${trade.name} ${building}, ${floor}`;
      out.push(
        `<BoQCtgy ID="C${titleNo}${subNo}" RNoPart="${subNo}"><LblTx><p><span>${escapeXml(label)}</span></p></LblTx>` +
          '<BoQBody><Itemlist>\n',
      );
      const count = Math.min(perSubtitle, items - written);
      const plans = planItems(random, count, groups);
      plans.forEach((plan, index) => {
        const rNoPart = pad((index + 1) * 10, 4);
        out.push(item(random, { id: `I${titleNo}${subNo}${rNoPart}`, rNoPart, trade, plan }), '\n');
      });
      written += count;
      out.push('</Itemlist></BoQBody></BoQCtgy>\n');
    }
    out.push('</BoQBody></BoQCtgy>\n');
  }
  out.push('</BoQBody></BoQ></Award></GAEB>\n');
  return out.join('');
}

const isMain = (() => {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (isMain) {
  const items = Number(process.argv[2] ?? DEFAULT_ITEMS);
  const seed = Number(process.argv[3] ?? DEFAULT_SEED);
  process.stdout.write(generateX83({ items, seed }));
}
