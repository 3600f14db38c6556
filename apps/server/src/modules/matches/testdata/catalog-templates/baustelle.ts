import { family, type Trade } from './family';

export const baustelleneinrichtung: Trade = {
  number: '01',
  prefix: 'BST',
  category: 'Baustelleneinrichtung',
  families: [
    family({
      at: 110,
      unit: 'psch',
      stlb: '000-1110',
      variants: [
        {
          what: 'Baustelleneinrichtung Rohbau',
          detail: 'einschließlich Turmdrehkran, Unterkünften, Lagerflächen und Baustraße',
        },
        {
          what: 'Baustelleneinrichtung Ausbau',
          detail: 'für Ausbaugewerke ohne Kran: Material- und Aufenthaltscontainer, Lagerflächen',
        },
        {
          what: 'Baustelleneinrichtung Kleinbaustelle',
          detail: 'Transporter, Werkzeug, Absperrung, für Sanierungen bis 4 Wochen',
        },
      ] as const,
      short: (v) => `${v.what} einrichten und räumen`,
      long: (v) =>
        `${v.what}: ${v.detail}, einrichten, für die Dauer der eigenen Leistung vorhalten und nach ` +
        `Abschluss räumen, Flächen im ursprünglichen Zustand übergeben. Nach BaustellV und DGUV.`,
    }),
    family({
      at: 210,
      unit: 'm',
      variants: [
        {
          short: 'Bauzaun mobil H 2,00 m, 4 Wochen',
          long: 'Mobiler Bauzaun aus Stahlrohrrahmen-Gitterelementen 3,50 x 2,00 m auf Betonfüßen mit Verbindungsschellen aufstellen, einschließlich 4 Wochen Vorhaltung, abbauen.',
        },
        {
          short: 'Bauzaun mobil mit Sichtschutzplane, 4 Wochen',
          long: 'Mobiler Bauzaun H 2,00 m mit Sichtschutz- bzw. Staubschutzplane, windlastgerecht abgestützt, einschließlich 4 Wochen Vorhaltung.',
        },
        {
          short: 'Absperrgitter / Baustellenabsperrung Gehweg',
          long: 'Absperrschranken und Leitbaken nach RSA zur Sicherung des Gehwegs aufstellen, vorhalten und abbauen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 310,
      unit: 'St',
      variants: [
        {
          short: 'Bauzauntor 2-flügelig, 4,00 m',
          long: 'Zweiflügeliges Tor für mobilen Bauzaun, Durchfahrtsbreite 4,00 m, mit Verschlusseinrichtung, aufstellen und vorhalten.',
        },
        {
          short: 'Bauschild 2,00 x 3,00 m, bedruckt',
          long: 'Bauschild 2,00 x 3,00 m aus Aluverbundplatte, bedruckt nach Vorlage des AG, auf Holz- bzw. Stahlpfosten aufstellen, vorhalten und abbauen.',
        },
        {
          short: 'Chemietoilette aufstellen, wöchentl. Service',
          long: 'Mobile Toilettenkabine (Chemietoilette) aufstellen, wöchentlich reinigen und entleeren, für die Bauzeit vorhalten, je Kabine.',
        },
        {
          short: 'Bauwasseranschluss mit Standrohr und Zähler',
          long: 'Bauwasseranschluss mit Standrohr bzw. Zähler herstellen, Verteilung auf der Baustelle frostsicher, vorhalten und rückbauen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 410,
      unit: 'Wo',
      variants: [
        { what: 'Bürocontainer 20 ft', detail: 'möbliert, mit Heizung und Beleuchtung' },
        {
          what: 'Sanitärcontainer 20 ft',
          detail: 'mit WC, Urinal und Waschrinne, Anschluss an Wasser und Kanal',
        },
        { what: 'Materialcontainer 10 ft', detail: 'abschließbar' },
        { what: 'Materialcontainer 20 ft', detail: 'abschließbar' },
      ] as const,
      short: (v) => `${v.what} vorhalten, je Woche`,
      long: (v) =>
        `${v.what}, ${v.detail}, auf der Baustelle vorhalten, je Woche; An- und Abtransport ` +
        `mit Kran in der Baustelleneinrichtung enthalten.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      variants: [
        {
          short: 'Schutzabdeckung Boden, Malervlies + Hartfaser',
          long: 'Fertige Bodenbeläge mit Malervlies und darüber Hartfaserplatten bzw. Schutzpappe abdecken, Stöße abkleben, vorhalten und entfernen.',
        },
        {
          short: 'Bauendreinigung, Grobreinigung',
          long: 'Grobreinigung der Räume nach Abschluss der Arbeiten: Besenrein, Abfälle entfernen, Verschmutzungen von Böden und Fenstern grob entfernen.',
        },
        {
          short: 'Bauendreinigung, Feinreinigung',
          long: 'Feinreinigung zur Übergabe: Böden nass reinigen, Fenster, Rahmen, Türen, Sanitärobjekte, Heizkörper und Schalter reinigen, abgerechnet nach Grundfläche.',
        },
        {
          short: 'Glasreinigung Fenster beidseitig inkl. Rahmen',
          long: 'Glasflächen beidseitig reinigen einschließlich Rahmen und Beschläge, Aufkleber und Schutzfolien entfernen, abgerechnet nach Fensterfläche.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 610,
      unit: 'St',
      variants: [
        {
          short: 'Treppenschutz, Stufenabdeckung',
          long: 'Treppenstufen mit Stufenschutzprofilen bzw. Hartfaserplatten abdecken, je Stufe, vorhalten und entfernen.',
        },
        {
          short: 'Türschutz Zarge und Türblatt, Folie',
          long: 'Vorhandene Türelemente mit Schutzfolie und Kantenschutz abdecken, je Tür, vorhalten und entfernen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};

export const stundenlohn: Trade = {
  number: '25',
  prefix: 'STD',
  category: 'Stundenlohnarbeiten',
  families: [
    family({
      at: 110,
      unit: 'h',
      variants: [
        { who: 'Facharbeiter (Geselle)', note: '' },
        { who: 'Helfer / Bauwerker', note: '' },
        { who: 'Vorarbeiter', note: '' },
        { who: 'Meister / Bauleiter', note: '' },
        { who: 'Monteur Elektro', note: ' einschließlich Kleinmaterial bis 5 % Aufschlag gesondert' },
        { who: 'Monteur Sanitär/Heizung', note: ' einschließlich Kundendienstfahrzeug' },
      ] as const,
      short: (v) => `Stundenlohnarbeiten ${v.who}`,
      long: (v) =>
        `Stundenlohnarbeiten nach Anordnung des AG durch ${v.who} gemäß VOB/B § 15, Nachweis durch ` +
        `Stundenlohnzettel, arbeitstäglich zur Unterschrift vorgelegt${v.note}.`,
    }),
    family({
      at: 710,
      unit: 'h',
      variants: [
        { what: 'Minibagger bis 3 t mit Fahrer', detail: 'mit Tieflöffel und Grabenräumlöffel' },
        { what: 'Mobilbagger 15 t mit Fahrer', detail: 'mit Löffel und Hydraulikhammer' },
        { what: 'LKW 3-Achs-Kipper mit Fahrer', detail: '26 t zulässiges Gesamtgewicht' },
        { what: 'Radlader mit Fahrer', detail: 'Schaufelinhalt bis 1,5 m³' },
      ] as const,
      short: (v) => `Geräteeinsatz ${v.what}`,
      long: (v) =>
        `Geräteeinsatz im Stundenlohn: ${v.what}, ${v.detail}, einschließlich Betriebsstoffen, ` +
        `abgerechnet nach Einsatzstunden laut Stundenzettel.`,
    }),
    family({
      at: 810,
      unit: 'h',
      variants: [
        {
          short: 'Geräteeinsatz Autokran 40 t mit Fahrer',
          long: 'Autokran 40 t mit Kranführer, einschließlich An- und Abfahrt, abgerechnet nach Einsatzstunden, Mindesteinsatz 4 Stunden.',
        },
        {
          short: 'Geräteeinsatz Hubarbeitsbühne 20 m',
          long: 'Hubarbeitsbühne (Teleskop- bzw. Gelenkbühne) bis 20 m Arbeitshöhe, ohne Bediener, abgerechnet nach Einsatzstunden.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
