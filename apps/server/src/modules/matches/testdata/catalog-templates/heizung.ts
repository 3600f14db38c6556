import { family, type Trade } from './family';

export const heizung: Trade = {
  number: '22',
  prefix: 'HEI',
  category: 'Heizung',
  families: [
    family({
      at: 110,
      unit: 'St',
      stlb: '041-3110',
      variants: [
        { type: 11, l: 600 },
        { type: 11, l: 1000 },
        { type: 21, l: 800 },
        { type: 21, l: 1200 },
        { type: 22, l: 600 },
        { type: 22, l: 800 },
        { type: 22, l: 1000 },
        { type: 22, l: 1200 },
        { type: 22, l: 1400 },
        { type: 22, l: 1600 },
        { type: 33, l: 1000 },
        { type: 33, l: 1400 },
      ] as const,
      short: (v) => `Kompaktheizkörper Typ ${v.type}, H 600, L ${v.l} mm`,
      long: (v) =>
        `Flachheizkörper als Kompaktheizkörper (Seitenanschluss) Typ ${v.type}, Bauhöhe 600 mm, Baulänge ` +
        `${v.l} mm, Nabenabstand 550 mm, Wärmeleistung nach DIN EN 442, pulverbeschichtet weiß RAL 9016, ` +
        `mit Wandkonsolen, Entlüftungs- und Blindstopfen, montieren und anschließen. ` +
        `Thermostatventil gesondert.`,
    }),
    family({
      at: 310,
      unit: 'St',
      variants: [
        { type: 22, l: 1000 },
        { type: 22, l: 1400 },
        { type: 33, l: 1200 },
      ] as const,
      short: (v) => `Ventilheizkörper Typ ${v.type}, H 600, L ${v.l} mm`,
      long: (v) =>
        `Flachheizkörper als Ventilheizkörper mit integriertem Ventileinsatz und Anschluss unten mittig ` +
        `bzw. rechts, Typ ${v.type}, Bauhöhe 600 mm, Baulänge ${v.l} mm, weiß RAL 9016, ` +
        `mit Hahnblock und Konsolen montieren.`,
    }),
    family({
      at: 410,
      unit: 'St',
      variants: [
        { h: 1200, w: 600 },
        { h: 1800, w: 600 },
        { h: 1200, w: 500 },
      ] as const,
      short: (v) => `Badheizkörper Handtuchheizkörper ${v.h} x ${v.w} mm`,
      long: (v) =>
        `Badheizkörper (Handtuchheizkörper) aus Stahlrohr, gerade, weiß, Bauhöhe ${v.h} mm, Breite ${v.w} mm, ` +
        `Mittenanschluss 50 mm, mit Anschlussarmatur und Thermostatkopf, montieren.`,
    }),
    family({
      at: 510,
      unit: 'm',
      stlb: '041-1110',
      variants: ['16 x 2', '20 x 2', '26 x 3', '32 x 3'] as const,
      short: (d) => `Heizungsrohr Mehrschichtverbund ${d} mm`,
      long: (d) =>
        `Heizungsleitung aus Mehrschichtverbundrohr PE-RT/Al/PE-RT ${d} mm, sauerstoffdicht, mit ` +
        `Pressfittings, einschließlich Befestigung, verlegt in Schächten, Estrich und Vorwänden, ` +
        `Formstücke einkalkuliert, nach DIN 18380.`,
    }),
    family({
      at: 610,
      unit: 'm',
      variants: ['15 x 1,2', '18 x 1,2', '22 x 1,5', '28 x 1,5', '35 x 1,5'] as const,
      short: (d) => `C-Stahlrohr ${d} mm, Heizung, Pressfitting`,
      long: (d) =>
        `Heizungsleitung aus außen verzinktem C-Stahl-Rohr ${d} mm (Präzisionsstahlrohr 1.0034) mit ` +
        `Pressverbindern, einschließlich Befestigung mit Rohrschellen, nur für geschlossene Heizungsanlagen.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      stlb: '041-6110',
      variants: [
        { sys: 'Noppenplatte', va: 10 },
        { sys: 'Noppenplatte', va: 15 },
        { sys: 'Tackersystem', va: 10 },
        { sys: 'Tackersystem', va: 15 },
        { sys: 'Trockenbausystem (Wärmeleitbleche)', va: 12.5 },
      ] as const,
      short: (v) => `Fußbodenheizung ${v.sys}, VA ${String(v.va).replace('.', ',')} cm`,
      long: (v) =>
        `Warmwasser-Fußbodenheizung nach DIN EN 1264, ${v.sys} mit Trittschall- und Wärmedämmung, ` +
        `Heizrohr PE-RT 16 x 2 mm sauerstoffdicht, Verlegeabstand ${String(v.va).replace('.', ',')} cm ` +
        `schneckenförmig, Randdämmstreifen, Druckprobe mit Protokoll. Estrich gesondert.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [4, 6, 8, 10, 12] as const,
      short: (n) => `Heizkreisverteiler Edelstahl, ${n} Heizkreise`,
      long: (n) =>
        `Heizkreisverteiler aus Edelstahl für Fußbodenheizung mit ${n} Heizkreisen, Durchflussmesser im ` +
        `Vorlauf, Thermostatventileinsätze im Rücklauf, Füll- und Entleerhähne, in Unterputz-Verteilerschrank ` +
        `montiert.`,
    }),
    family({
      at: 910,
      unit: 'St',
      variants: [
        {
          short: 'Raumthermostat Fußbodenheizung, 230 V',
          long: 'Raumthermostat 230 V für Fußbodenheizung, Unterputz, mit Stellantrieb je Heizkreis, verdrahtet an Klemmleiste.',
        },
        {
          short: 'Thermostatventil mit Thermostatkopf',
          long: 'Thermostatventil-Unterteil DN 15 mit Voreinstellung, Eck- oder Durchgangsform, mit Thermostatkopf mit Flüssigkeitsfühler.',
        },
        {
          short: 'Heizkörperverschraubung Rücklauf absperrbar',
          long: 'Rücklaufverschraubung DN 15, absperrbar und entleerbar, verchromt bzw. vernickelt.',
        },
        {
          short: 'Hahnblock für Ventilheizkörper, Eckform',
          long: 'Anschlussarmatur (Hahnblock) für Ventilheizkörper, Eckform, absperrbar, mit Klemmverschraubungen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1010,
      unit: 'St',
      stlb: '040-2110',
      variants: [8, 12, 16] as const,
      short: (kw) => `Luft/Wasser-Wärmepumpe ${kw} kW, Monoblock`,
      long: (kw) =>
        `Luft/Wasser-Wärmepumpe in Monoblock-Bauweise zur Außenaufstellung, Heizleistung ${kw} kW bei A2/W35, ` +
        `Kältemittel R290, mit Inneneinheit (Regelung, Heizstab 9 kW), witterungsgeführt, einschließlich ` +
        `Inbetriebnahme durch Werkskundendienst. Fundament gesondert.`,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [15, 20, 25] as const,
      short: (kw) => `Gas-Brennwerttherme ${kw} kW, wandhängend`,
      long: (kw) =>
        `Gas-Brennwert-Wandgerät für Heizung, Nennwärmeleistung ${kw} kW, modulierend, witterungsgeführte ` +
        `Regelung mit Außenfühler, Abgas-Zuluftsystem gesondert, montieren und in Betrieb nehmen.`,
    }),
    family({
      at: 1210,
      unit: 'St',
      variants: [300, 500, 800, 1000] as const,
      short: (l) => `Pufferspeicher ${l} l, mit Dämmung`,
      long: (l) =>
        `Heizungs-Pufferspeicher aus Stahl, Inhalt ${l} l, ohne Wärmetauscher, mit Wärmedämmung und ` +
        `Folienmantel, Muffen für Anschluss und Fühler, aufstellen und anschließen.`,
    }),
    family({
      at: 1310,
      unit: 'St',
      variants: [25, 35, 50, 80] as const,
      short: (l) => `Membran-Ausdehnungsgefäß ${l} l, Heizung`,
      long: (l) =>
        `Membran-Druckausdehnungsgefäß für geschlossene Heizungsanlagen nach DIN EN 13831, Nennvolumen ${l} l, ` +
        `Vordruck einstellen, mit Kappenventil und Wandhalter montieren.`,
    }),
    family({
      at: 1410,
      unit: 'St',
      variants: [
        {
          short: 'Hocheffizienz-Umwälzpumpe DN 25, 1-6 m',
          long: 'Hocheffizienz-Heizungsumwälzpumpe, Anschluss 1 1/2" (DN 25), Förderhöhe bis 6 m, Baulänge 180 mm, mit Verschraubungen.',
        },
        {
          short: 'Hydraulischer Abgleich je Heizkörper',
          long: 'Hydraulischer Abgleich nach Verfahren B (raumweise Heizlastberechnung), Einstellung der Ventile, je Heizkörper bzw. Heizkreis, mit Protokoll.',
        },
        {
          short: 'Heizungsanlage füllen, spülen, entlüften',
          long: 'Heizungsanlage spülen, mit aufbereitetem Wasser nach VDI 2035 füllen und entlüften, Anlagenbuch.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1510,
      unit: 'St',
      variants: [
        {
          short: 'Heizkörper demontieren und wieder montieren',
          long: 'Vorhandenen Heizkörper für Malerarbeiten absperren, entleeren, abnehmen, lagern und wieder montieren, Anlage entlüften.',
        },
        {
          short: 'Heizkörper demontieren und entsorgen',
          long: 'Vorhandenen Heizkörper einschließlich Anschlussleitungen demontieren, Leitungen verschließen, Heizkörper entsorgen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
