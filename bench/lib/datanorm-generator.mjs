// Deterministic generator of a supplier article file in DATANORM 4 (default) or 5, for the catalog import
// benchmarks and the reader's round-trip test: header, discount groups (R), a price validity date (C TERMIN),
// articles (A) with extra data (B, version 4), long texts (T, 2-12 lines, German umlauts, so CP850 matters) before
// or after their article, some dimension texts (D) and price records (P), CP850-encoded with CRLF line ends and the
// DOS end-of-file mark, like the files suppliers send.
// Runnable: node bench/lib/datanorm-generator.mjs 100000 [--version 5] [--seed 4711] > /tmp/big.001
// (prints what it wrote as JSON on stderr).
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_ARTICLES = 100_000;
export const DEFAULT_SEED = 4711;
/** Bytes per chunk the generator yields. */
const CHUNK_BYTES = 64 * 1024;
const LINE_WIDTH = 40;

/**
 * mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)).
 * @param {number} seed
 * @returns {() => number}
 */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The characters of CP850 for the bytes 0x80-0xFF (IBM code page 850, DOS Western Europe).
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
/** @type {Map<string, number>} */
const CP850 = new Map([...CP850_HIGH].map((char, index) => [char, 0x80 + index]));

/**
 * Encodes text as CP850.
 * @param {string} text
 * @returns {Buffer}
 */
export function encodeCp850(text) {
  const bytes = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      bytes[i] = code;
      continue;
    }
    const byte = CP850.get(text[i] ?? '');
    if (byte === undefined) throw new Error(`No CP850 byte for "${text[i]}"`); // e.g. "€", "–"
    bytes[i] = byte;
  }
  return bytes;
}

/**
 * @typedef {object} Product
 * @property {string} name      short text 1 stem
 * @property {string[]} sizes   variants for short text 2
 * @property {string} unit      Mengeneinheit (DATANORM 4 spelling; DATANORM 5 uses the UN/ECE code from UNIT_CODES)
 * @property {number} min       price in cents per price unit
 * @property {number} max
 * @property {0|1|2|3} [priceUnitCode]  0 = per 1 (default), 2 = per 100 …
 */

/**
 * @typedef {object} Trade
 * @property {string} prefix     article number prefix
 * @property {string} group      Hauptwarengruppe
 * @property {string[]} makers   matchcodes (manufacturers)
 * @property {Product[]} products
 * @property {string[]} sentences  long-text sentences
 */

/** @type {Trade[]} */
const TRADES = [
  {
    prefix: 'EL',
    group: 'ELT',
    makers: ['HAGER', 'SIEMENS', 'ABB', 'GIRA', 'OBO'],
    products: [
      {
        name: 'Leitungsschutzschalter B16',
        sizes: ['1-polig 6 kA', '3-polig 10 kA'],
        unit: 'St',
        min: 450,
        max: 4900,
      },
      {
        name: 'Fehlerstrom-Schutzschalter',
        sizes: ['40 A 30 mA 4-polig', '63 A 300 mA 4-polig'],
        unit: 'St',
        min: 3900,
        max: 21000,
      },
      {
        name: 'Mantelleitung NYM-J',
        sizes: ['3 x 1,5 mm² grau', '5 x 2,5 mm² grau', '5 x 10 mm² grau'],
        unit: 'm',
        min: 60,
        max: 900,
      },
      {
        name: 'Schalterprogramm Wippe',
        sizes: ['reinweiß glänzend', 'anthrazit matt', 'alu lackiert'],
        unit: 'St',
        min: 190,
        max: 1850,
      },
      {
        name: 'Kabelkanal PVC',
        sizes: ['20 x 20 mm reinweiß', '40 x 60 mm lichtgrau', '60 x 110 mm verkehrsweiß'],
        unit: 'm',
        min: 120,
        max: 2400,
      },
      {
        name: 'Installationsdose Unterputz',
        sizes: ['Ø 68 mm Tiefe 47 mm', 'Ø 68 mm luftdicht'],
        unit: 'St',
        min: 3500,
        max: 12000,
        priceUnitCode: 2,
      },
    ],
    sentences: [
      'Geeignet für die Installation in trockenen und feuchten Räumen sowie zur Verlegung auf und unter Putz.',
      'Prüfung nach DIN VDE 0100-600, Schutzart IP 20, Umgebungstemperatur -25 °C bis +55 °C.',
      'Halogenfreie Ausführung für Flucht- und Rettungswege, Brandverhalten nach EN 50575.',
      'Montage auf Hutschiene 35 mm, Anschluss über Schraubklemmen für Leiter bis 25 mm².',
      'Lieferung einschließlich Befestigungsmaterial und Beschriftungsschild.',
    ],
  },
  {
    prefix: 'SH',
    group: 'SAN',
    makers: ['GEBERIT', 'GROHE', 'VIEGA', 'HANSGROHE', 'KEUCO'],
    products: [
      {
        name: 'Unterputz-Spülkasten',
        sizes: ['12 cm für Wand-WC', '8 cm für Trockenbau'],
        unit: 'St',
        min: 14900,
        max: 39900,
      },
      {
        name: 'Einhebel-Waschtischmischer',
        sizes: ['chrom, Ausladung 108 mm', 'mattschwarz, Größe M'],
        unit: 'St',
        min: 8900,
        max: 45900,
      },
      {
        name: 'Pressfitting Bogen 90°',
        sizes: ['15 mm Kupfer', '22 mm Edelstahl', '28 mm Rotguss'],
        unit: 'St',
        min: 290,
        max: 3600,
      },
      {
        name: 'Abflussrohr HT',
        sizes: ['DN 50 x 500 mm', 'DN 110 x 1000 mm'],
        unit: 'St',
        min: 320,
        max: 2100,
      },
      {
        name: 'Dübel und Schrauben Set',
        sizes: ['8 x 50 mm verzinkt', '10 x 80 mm Edelstahl'],
        unit: 'St',
        min: 1900,
        max: 8900,
        priceUnitCode: 2,
      },
    ],
    sentences: [
      'Für Geberit Twinline UP-Spülkästen 12 cm und vollflächig geflieste Oberflächen.',
      'Trinkwassergeeignet nach DVGW W 534, Betriebsdruck bis 16 bar, Temperatur bis 70 °C.',
      'Geräuscharm nach DIN 4109, Armaturengruppe I, mit Kartusche Ø 35 mm aus Keramik.',
      'Oberfläche verchromt, pflegeleicht und beständig gegen übliche Haushaltsreiniger.',
      'Zum Anschließen von WC-Aufsätzen an Unterputz-Spülkästen, Einbautiefe einstellbar.',
    ],
  },
  {
    prefix: 'HZ',
    group: 'HZG',
    makers: ['VIESSMANN', 'BUDERUS', 'KERMI', 'WILO', 'DANFOSS'],
    products: [
      {
        name: 'Flachheizkörper Typ 22',
        sizes: ['600 x 1000 mm weiß', '900 x 600 mm weiß'],
        unit: 'St',
        min: 12900,
        max: 49900,
      },
      {
        name: 'Hocheffizienzpumpe',
        sizes: ['25/1-6, 180 mm', '30/1-8, 180 mm'],
        unit: 'St',
        min: 18900,
        max: 69900,
      },
      {
        name: 'Thermostatventil Unterteil',
        sizes: ['DN 15 Eckform', 'DN 20 Durchgang'],
        unit: 'St',
        min: 990,
        max: 4900,
      },
      { name: 'Rohrdämmung PE', sizes: ['22 x 13 mm, 2 m', '28 x 20 mm, 2 m'], unit: 'm', min: 90, max: 690 },
    ],
    sentences: [
      'Wärmeleistung nach EN 442 bei 75/65/20 °C, Prüfdruck 13 bar, Betriebsdruck 10 bar.',
      'Pulverbeschichtet in Verkehrsweiß RAL 9016, Verpackung mit Kantenschutz.',
      'Energieeffizienzindex unter 0,20 nach ErP-Richtlinie, Spannung 230 V, 50 Hz.',
      'Geeignet für Warmwasserheizungen nach DIN EN 12828, Medium: Heizungswasser nach VDI 2035.',
      'Größere Querschnitte und Sonderlängen auf Anfrage lieferbar.',
    ],
  },
  {
    prefix: 'TB',
    group: 'TRO',
    makers: ['KNAUF', 'RIGIPS', 'FERMACELL', 'SIGA'],
    products: [
      {
        name: 'Gipskartonplatte GKB',
        sizes: ['12,5 x 1250 x 2000 mm', '12,5 x 1250 x 2600 mm'],
        unit: 'm2',
        min: 290,
        max: 690,
      },
      {
        name: 'CW-Profil Ständerwerk',
        sizes: ['50 x 50 x 0,6 mm, 2600 mm', '75 x 50 x 0,6 mm, 3000 mm'],
        unit: 'St',
        min: 240,
        max: 890,
      },
      {
        name: 'Schnellbauschrauben',
        sizes: ['3,5 x 25 mm phosphatiert', '3,9 x 35 mm phosphatiert'],
        unit: 'St',
        min: 390,
        max: 1490,
        priceUnitCode: 3,
      },
      { name: 'Fugenspachtel', sizes: ['Sack 5 kg', 'Sack 25 kg'], unit: 'kg', min: 110, max: 280 },
    ],
    sentences: [
      'Nichtbrennbar nach DIN 4102-1, Baustoffklasse A2-s1,d0, für Wände, Decken und Dachschrägen.',
      'Verarbeitung nach DIN 18181, Untergrund trocken, tragfähig und frei von Verschmutzungen.',
      'Für Schallschutz bis Rw = 58 dB in Kombination mit Mineralwolle-Dämmung.',
      'Lagerung liegend auf Paletten, vor Feuchtigkeit geschützt, bei über 5 °C.',
    ],
  },
];

/** DATANORM 5 writes units as UN/ECE codes. */
/** @type {Record<string, string>} */
const UNIT_CODES = { St: 'PCE', m: 'MTR', m2: 'MTK', kg: 'KGM' };

const DISCOUNT_GROUPS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'E1', 'F1', 'G1', 'H1', 'K1'];

/**
 * @param {() => number} random
 * @template T
 * @param {T[]} items
 * @returns {T}
 */
function pick(random, items) {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * @param {() => number} random
 * @param {number} min
 * @param {number} max
 */
function between(random, min, max) {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * Word-wraps text to lines of at most `width` characters.
 * @param {string} text
 * @param {number} width
 * @returns {string[]}
 */
function wrap(text, width) {
  /** @type {string[]} */
  const lines = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = '';
    }
    current = current === '' ? word.slice(0, width) : `${current} ${word}`;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/**
 * @param {string} value
 * @param {number} width
 */
function fit(value, width) {
  return value.length > width ? value.slice(0, width) : value;
}

/**
 * "310725" or "20250731".
 * @param {Date} date
 * @param {'ddmmyy' | 'ddmmyyyy' | 'yyyymmdd'} format
 */
function formatDate(date, format) {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = String(date.getUTCFullYear());
  if (format === 'ddmmyy') return `${dd}${mm}${yyyy.slice(2)}`;
  if (format === 'ddmmyyyy') return `${dd}${mm}${yyyy}`;
  return `${yyyy}${mm}${dd}`;
}

/**
 * @typedef {object} DatanormStats
 * @property {4|5} version
 * @property {number} articles        A lines
 * @property {number} articlesWithText  articles whose long text key has T lines in the file
 * @property {number} texts           distinct long text keys
 * @property {number} textLines       numbered long text lines
 * @property {number} dimensions      articles with dimension text (D)
 * @property {number} prices          articles in P lines
 * @property {number} discountGroups  R lines
 * @property {number} lines           lines written, end-of-file mark excluded
 * @property {number} bytes
 */

/**
 * @typedef {object} GenerateOptions
 * @property {4|5} [version]
 * @property {number} [seed]
 */

/**
 * Yields the file in chunks of about 64 KiB; returns what it wrote.
 * @param {number} count  articles
 * @param {GenerateOptions} [options]
 * @returns {Generator<Buffer, DatanormStats, undefined>}
 */
export function* generateDatanormChunks(count, options = {}) {
  const version = options.version ?? 4;
  const random = mulberry32(options.seed ?? DEFAULT_SEED);
  const date = new Date(Date.UTC(2025, 6, 31));
  const validFrom = new Date(Date.UTC(2025, 7, 1));
  /** @type {DatanormStats} */
  const stats = {
    version,
    articles: 0,
    articlesWithText: 0,
    texts: 0,
    textLines: 0,
    dimensions: 0,
    prices: 0,
    discountGroups: 0,
    lines: 0,
    bytes: 0,
  };
  /** @type {string[]} */
  let pending = [];
  let pendingLength = 0;
  /** @param {string} line */
  const emit = (line) => {
    pending.push(line, '\r\n');
    pendingLength += line.length + 2;
    stats.lines += 1;
  };
  const flush = () => {
    const bytes = encodeCp850(pending.join(''));
    pending = [];
    pendingLength = 0;
    stats.bytes += bytes.length;
    return bytes;
  };

  if (version === 4) {
    const info = fit('VenDoc Bench Großhandel GmbH', 40).padEnd(40);
    emit(
      `V ${formatDate(date, 'ddmmyy')}${info}${'Artikelstammdaten Sanitär/Elektro'.padEnd(40)}${''.padEnd(35)}04EUR`,
    );
    emit('K;;018988; ;');
    emit(`C;;TERMIN-1;${formatDate(validFrom, 'ddmmyyyy')};`);
  } else {
    emit(
      `V;050;A;${formatDate(date, 'yyyymmdd')};EUR;Artikelstammdaten Sanitär/Elektro;(c) VenDoc Bench;VDB;` +
        'VenDoc Bench Großhandel GmbH;;;Hauptstraße 1;D;12345;Musterstadt;',
    );
  }
  for (const group of DISCOUNT_GROUPS) {
    const percent = String(between(random, 5, 60) * 100);
    const description = `Rabattgruppe ${group} für ${pick(random, TRADES).group}`;
    emit(
      version === 4 ? `R;A;${group};1;${percent};${description};` : `R;${group};1;${percent};${description};`,
    );
    stats.discountGroups += 1;
  }

  /** @type {string[]} */
  const priceBlocks = [];
  for (let i = 1; i <= count; i++) {
    const trade = pick(random, TRADES);
    const product = pick(random, trade.products);
    const number = `${trade.prefix}${String(100000 + i)}`;
    const maker = pick(random, trade.makers);
    const shortText1 = fit(`${product.name}`, LINE_WIDTH);
    const shortText2 = fit(`${pick(random, product.sizes)} ${maker}`, LINE_WIDTH);
    const cents = between(random, product.min, product.max);
    const priceKind = random() < 0.85 ? '1' : '2';
    const priceUnitCode = product.priceUnitCode ?? 0;
    const discountGroup = pick(random, DISCOUNT_GROUPS);
    const hasText = random() < 0.8;
    const textKey = hasText ? `L${String(i).padStart(8, '0')}` : '';
    const textFirst = hasText && random() < 0.25;
    const lineCount = between(random, 2, 12);
    const textLines = hasText ? longText(random, trade, `${product.name} ${maker}`, lineCount) : [];
    const ean =
      random() < 0.7 ? `40${String(between(random, 10000000, 99999999))}${between(random, 100, 999)}` : '';

    if (textFirst) writeText(emit, version, textKey, textLines);
    if (version === 4) {
      emit(
        `A;N;${number};${hasText ? '30' : '00'};${shortText1};${shortText2};${priceKind};${priceUnitCode};` +
          `${product.unit};${cents};${discountGroup};${trade.group};${textKey};`,
      );
      if (random() < 0.9) {
        const alternative = between(random, 1000000, 9999999);
        const subgroup = `${trade.group}.${between(random, 100, 999)}`;
        const packaging = random() < 0.2 ? 10 : 1;
        emit(`B;N;${number};${maker};${alternative}; ;0;0;0;${ean || ' '}; ;${subgroup};0;${packaging}; ; ;`);
      }
    } else {
      const unit = UNIT_CODES[product.unit] ?? product.unit;
      const amount = 10 ** priceUnitCode;
      const matchcode = fit(shortText1.toUpperCase(), 15);
      emit(
        `A;N;${number};${shortText1};${shortText2};${unit};${priceKind};${amount};${cents};${discountGroup};` +
          `${trade.group};${trade.group}1;${matchcode};;;${maker};${between(random, 100000, 999999)};;${ean};;1;;` +
          `${hasText ? 3 : 0};${textKey};;;;;;`,
      );
    }
    stats.articles += 1;
    if (hasText && !textFirst) writeText(emit, version, textKey, textLines);
    if (hasText) {
      stats.articlesWithText += 1;
      stats.texts += 1;
      stats.textLines += textLines.length;
    }
    if (version === 4 && !hasText && random() < 0.15) {
      const dimension = wrap(pick(random, trade.sentences), LINE_WIDTH);
      for (let index = 0; index < dimension.length; index += 2) {
        const second = dimension[index + 1];
        const secondHalf = second === undefined ? ';;;' : `${index + 2};F;;${second}`;
        emit(`D;N;${number};${index + 1};F;;${dimension[index]};${secondHalf};`);
      }
      stats.dimensions += 1;
    }
    if (random() < 0.1) {
      const net = Math.max(1, Math.round(cents * (0.4 + random() * 0.5)));
      if (version === 4) {
        priceBlocks.push(
          `${number};2;${net};;;;;;`,
          `${number};1;${cents};1;${between(random, 5, 55) * 100};;;;`,
        );
        stats.prices += 2;
        while (priceBlocks.length >= 3) emit(`P;A;${priceBlocks.splice(0, 3).join(';')};`);
      } else {
        emit(`P;${number};2;${10 ** priceUnitCode};${net};${discountGroup};;;;;;;`);
        stats.prices += 1;
      }
    }
    if (pendingLength >= CHUNK_BYTES) yield flush();
  }
  if (priceBlocks.length > 0) emit(`P;A;${priceBlocks.join(';')};`);
  if (version === 5) emit(`E;${stats.lines + 1};Created by the VenDoc DATANORM bench generator;`);
  pending.push('\x1a');
  yield flush();
  return stats;
}

/**
 * @param {() => number} random
 * @param {Trade} trade
 * @param {string} title
 * @param {number} lineCount
 * @returns {string[]}
 */
function longText(random, trade, title, lineCount) {
  const lines = wrap(title, LINE_WIDTH);
  while (lines.length < lineCount) {
    lines.push(...wrap(pick(random, trade.sentences), LINE_WIDTH));
  }
  return lines.slice(0, lineCount);
}

/**
 * Long text lines: DATANORM 4 two per T line, DATANORM 5 one per line.
 * @param {(line: string) => void} emit
 * @param {4|5} version
 * @param {string} key
 * @param {string[]} lines
 */
function writeText(emit, version, key, lines) {
  if (version === 5) {
    lines.forEach((line, index) => emit(`T;N;${key};1;${String(index + 1).padStart(2, '0')};${line};`));
    return;
  }
  for (let index = 0; index < lines.length; index += 2) {
    const second = lines[index + 1];
    emit(
      `T;N;${key};;${index + 1};;${lines[index]};${second === undefined ? ';;' : `${index + 2};;${second}`};`,
    );
  }
}

/**
 * The whole file as one buffer, with what it holds.
 * @param {number} count
 * @param {GenerateOptions} [options]
 * @returns {{ bytes: Buffer, stats: DatanormStats }}
 */
export function generateDatanormFile(count, options = {}) {
  const chunks = generateDatanormChunks(count, options);
  /** @type {Buffer[]} */
  const parts = [];
  for (;;) {
    const next = chunks.next();
    if (next.done) return { bytes: Buffer.concat(parts), stats: next.value };
    parts.push(next.value);
  }
}

/**
 * The whole file as one buffer.
 * @param {number} count
 * @param {GenerateOptions} [options]
 * @returns {Buffer}
 */
export function generateDatanorm(count, options = {}) {
  return generateDatanormFile(count, options).bytes;
}

const isMain = (() => {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (isMain) {
  const args = process.argv.slice(2);
  /** @param {string} name */
  const option = (name) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const count = Number(args[0] ?? DEFAULT_ARTICLES);
  const version = option('--version') === '5' ? 5 : 4;
  const seed = Number(option('--seed') ?? DEFAULT_SEED);
  const chunks = generateDatanormChunks(count, { version, seed });
  for (;;) {
    const next = chunks.next();
    if (next.done) {
      process.stderr.write(`${JSON.stringify(next.value)}\n`);
      break;
    }
    // Respect backpressure: a 50 MB file must not pile up in memory when stdout is a slow pipe.
    if (!process.stdout.write(next.value))
      await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}
