import { family, type Trade } from './family';

export const abbruch: Trade = {
  number: '02',
  prefix: 'ABB',
  category: 'Abbruch',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '084-1110',
      variants: ['11,5', '17,5', '24', '36,5'] as const,
      short: (d) => `Mauerwerkswand abbrechen, d=${d} cm`,
      long: (d) =>
        `Wand aus Mauerwerk (Ziegel, Kalksandstein oder Bims), Wanddicke ${d} cm, einschließlich Putz ` +
        `abbrechen, Bauschutt sortenrein trennen, laden und in Container (gesondert) verbringen, ` +
        `nach DIN 18459. Abgerechnet nach Wandfläche, Öffnungen über 2,5 m² abgezogen.`,
    }),
    family({
      at: 510,
      unit: 'm3',
      variants: [
        { what: 'Stahlbetonwand', how: 'mit Betonsäge bzw. hydraulischem Abbruchgerät' },
        { what: 'Stahlbetondecke', how: 'abschnittsweise sägen und abheben, Unterstützung gesondert' },
        { what: 'Fundamente aus Beton', how: 'mit Bagger und Hydraulikhammer' },
      ] as const,
      short: (v) => `${v.what} abbrechen, inkl. Bewehrung`,
      long: (v) =>
        `${v.what} aus Stahlbeton abbrechen ${v.how}, Bewehrung trennen, Beton und Stahl getrennt ` +
        `sammeln und laden, nach DIN 18459, abgerechnet nach Raummaß.`,
    }),
    family({
      at: 610,
      unit: 'St',
      variants: [
        { w: '0,885', h: '2,13', d: '24' },
        { w: '1,01', h: '2,13', d: '24' },
        { w: '1,01', h: '2,13', d: '36,5' },
      ] as const,
      short: (v) => `Türöffnung in Mauerwerk herstellen, ${v.w} x ${v.h} m, d=${v.d} cm`,
      long: (v) =>
        `Wandöffnung in tragendem Mauerwerk, Wanddicke ${v.d} cm, Rohbaumaß ${v.w} x ${v.h} m herstellen: ` +
        `abstützen, Sturz (Stahlträger bzw. Fertigteilsturz) einbauen, Öffnung ausbrechen, Leibungen ` +
        `beiputzen. Statik bauseits.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [
        { what: 'Metallständerwand (GK) abbrechen', detail: 'Beplankung, Dämmung und Profile getrennt' },
        { what: 'Holzständerwand abbrechen', detail: 'Bekleidung, Dämmung und Holz getrennt' },
        { what: 'Abgehängte Decke abbrechen', detail: 'Platten, Unterkonstruktion und Abhänger' },
      ] as const,
      short: (v) => v.what,
      long: (v) =>
        `${v.what}: ${v.detail} ausbauen, sortenrein sammeln (Gipsabfälle AVV 17 08 02 gesondert) ` +
        `und in Container verbringen, Anschlüsse beiputzen.`,
    }),
    family({
      at: 810,
      unit: 'm2',
      stlb: '084-3110',
      variants: [
        {
          what: 'Wandfliesen abschlagen',
          detail: 'einschließlich Mörtelbett bis 3 cm, Untergrund abkratzen',
        },
        {
          what: 'Bodenfliesen abschlagen',
          detail: 'einschließlich Mörtelbett bzw. Kleber, Untergrund abstoßen',
        },
        { what: 'Innenputz abschlagen', detail: 'Kalk- bzw. Gipsputz bis 2 cm bis auf das Mauerwerk' },
        { what: 'Außenputz abschlagen', detail: 'Kalkzementputz bis 3 cm, Fugen auskratzen' },
      ] as const,
      short: (v) => `${v.what}, Schutt entsorgen`,
      long: (v) => `${v.what}, ${v.detail}, Schutt laden und in Container verbringen, nach DIN 18459.`,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        { what: 'Zementestrich', d: 'bis 5 cm' },
        { what: 'Zementestrich', d: 'bis 8 cm' },
        { what: 'Anhydritestrich', d: 'bis 5 cm' },
        { what: 'Gussasphaltestrich', d: 'bis 4 cm' },
      ] as const,
      short: (v) => `${v.what} abbrechen, d ${v.d}, mit Dämmung`,
      long: (v) =>
        `Schwimmenden ${v.what}, Dicke ${v.d}, einschließlich Dämmschicht und Folien abbrechen, ` +
        `Materialien getrennt sammeln${v.what === 'Gussasphaltestrich' ? ', Analyse auf PAK vorab (gesondert)' : ''}, ` +
        `in Container verbringen.`,
    }),
    family({
      at: 1610,
      unit: 'St',
      variants: [
        {
          what: 'Fenster ausbauen, bis 2,0 m²',
          detail: 'Fenster einschließlich Blendrahmen und Fensterbänken',
        },
        {
          what: 'Fenster ausbauen, über 2,0 m²',
          detail: 'Fenster bzw. Fenstertür einschließlich Blendrahmen',
        },
        { what: 'Innentür mit Zarge ausbauen', detail: 'Türblatt und Holz- bzw. Stahlzarge' },
        { what: 'Haustür ausbauen', detail: 'Hauseingangstür mit Rahmen und Seitenteil' },
      ] as const,
      short: (v) => `${v.what}, entsorgen`,
      long: (v) =>
        `${v.detail} ausbauen, Leibungen säubern, Glas und Rahmen getrennt entsorgen, ` +
        `Öffnung bis zum Einbau der neuen Elemente provisorisch verschließen (gesondert).`,
    }),
    family({
      at: 1710,
      unit: 'St',
      variants: [
        { what: 'WC mit Spülkasten', detail: 'Stand- bzw. Wand-WC, Spülkasten, Anschlüsse verschließen' },
        { what: 'Waschtisch mit Armatur', detail: 'Waschtisch, Armatur, Siphon, Eckventile' },
        { what: 'Badewanne', detail: 'Stahl- bzw. Acrylwanne mit Wannenträger und Ablaufgarnitur' },
        { what: 'Duschwanne mit Abtrennung', detail: 'Duschwanne, Duschabtrennung und Armatur' },
      ] as const,
      short: (v) => `${v.what} demontieren und entsorgen`,
      long: (v) => `Sanitärobjekt demontieren: ${v.detail}, Leitungen fachgerecht verschließen, entsorgen.`,
    }),
    family({
      at: 1810,
      unit: 'm2',
      variants: [
        { what: 'Dachdeckung Tondachziegel', note: 'einschließlich Lattung' },
        { what: 'Dachdeckung Betondachsteine', note: 'einschließlich Lattung' },
        { what: 'Dachdeckung Faserzement (asbesthaltig)', note: 'nach TRGS 519, zerstörungsfrei, staubarm' },
        { what: 'Bitumen-Dachabdichtung mehrlagig', note: 'einschließlich Dämmung bis 10 cm' },
      ] as const,
      short: (v) => `${v.what} abbrechen`,
      long: (v) =>
        `${v.what} ${v.note} abbrechen, über Schuttrutsche bzw. Kran in Container verbringen` +
        `${v.what.includes('asbest') ? ', in Big-Bags verpacken, Entsorgung als gefährlicher Abfall AVV 17 06 05*, Sachkunde nach TRGS 519 Anlage 4' : ''}.`,
    }),
    family({
      at: 2210,
      unit: 'St',
      variants: [
        { what: 'Bauschutt (mineralisch)', avv: '17 01 07', m3: 7 },
        { what: 'Bauschutt (mineralisch)', avv: '17 01 07', m3: 10 },
        { what: 'Gemischte Bau- und Abbruchabfälle', avv: '17 09 04', m3: 7 },
        { what: 'Gemischte Bau- und Abbruchabfälle', avv: '17 09 04', m3: 10 },
        { what: 'Altholz A I-III', avv: '17 02 01', m3: 10 },
        { what: 'Gipsabfälle', avv: '17 08 02', m3: 7 },
      ] as const,
      short: (v) => `Container ${v.m3} m³, ${v.what}, inkl. Entsorgung`,
      long: (v) =>
        `Absetz- bzw. Abrollcontainer ${v.m3} m³ für ${v.what} (AVV ${v.avv}) stellen, vorhalten bis 1 Woche, ` +
        `abfahren und entsorgen einschließlich Deponie- bzw. Verwertungsgebühren, mit Entsorgungsnachweis ` +
        `nach GewAbfV.`,
    }),
    family({
      at: 2810,
      unit: 't',
      variants: [
        { what: 'Bauschutt', avv: '17 01 07' },
        { what: 'Künstliche Mineralfasern (KMF)', avv: '17 06 03*' },
        { what: 'Asbesthaltige Baustoffe', avv: '17 06 05*' },
        { what: 'Teerhaltige Dachbahnen', avv: '17 03 03*' },
      ] as const,
      short: (v) => `${v.what} entsorgen, AVV ${v.avv}, nach Gewicht`,
      long: (v) =>
        `${v.what} (AVV ${v.avv}) verpacken bzw. laden, zur zugelassenen Entsorgungsanlage transportieren ` +
        `und entsorgen einschließlich Gebühren${v.avv.endsWith('*') ? ', mit Begleitschein bzw. elektronischem Nachweisverfahren' : ''}, ` +
        `abgerechnet nach Wiegeschein.`,
    }),
    family({
      at: 3210,
      unit: 'm2',
      variants: [
        {
          short: 'Staubschutzwand mit Folie und Reißverschlusstür',
          long: 'Staubschutzwand aus Teleskopstützen und PE-Folie mit Reißverschlusstür raumhoch errichten, vorhalten und rückbauen.',
        },
        {
          short: 'Asphaltbelag aufbrechen, d bis 10 cm',
          long: 'Asphaltbelag bis 10 cm Dicke schneiden, aufbrechen, laden und entsorgen (pechfrei nach Analyse).',
        },
        {
          short: 'Pflasterbelag aufnehmen, Steine lagern',
          long: 'Vorhandenes Betonsteinpflaster einschließlich Bettung aufnehmen, Steine reinigen und zur Wiederverwendung auf Paletten lagern.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 3310,
      unit: 'm2',
      variants: [
        {
          short: 'Holzbalkendecke abbrechen, inkl. Schüttung',
          long: 'Holzbalkendecke einschließlich Dielung, Einschub, Schüttung und Unterseite (Putz auf Schilfrohr) abbrechen, Holz und Schutt getrennt, nach DIN 18459.',
        },
        {
          short: 'Holzdielenboden aufnehmen',
          long: 'Holzdielen bzw. Spanplatten auf Lagerhölzern aufnehmen, Nägel entfernen, Holz als Altholz A II entsorgen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
