import { family, type Trade } from './family';

export const geruest: Trade = {
  number: '07',
  prefix: 'GER',
  category: 'Gerüst',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '001-1110',
      variants: [
        { lk: 3, w: 'W06' },
        { lk: 3, w: 'W09' },
        { lk: 4, w: 'W09' },
        { lk: 5, w: 'W09' },
      ] as const,
      short: (v) => `Fassadengerüst LK ${v.lk}, ${v.w}, 4 Wochen Standzeit`,
      long: (v) =>
        `Arbeits- und Schutzgerüst als Fassadengerüst nach DIN EN 12811-1 und DIN 4420-1, Lastklasse ${v.lk} ` +
        `(${v.lk === 3 ? '2,0' : v.lk === 4 ? '3,0' : '4,5'} kN/m²), Breitenklasse ${v.w}, Systemgerüst mit ` +
        `Seitenschutz und Bordbrettern, Innenkonsolen, Leitergang, auf- und abbauen, einschließlich ` +
        `Gebrauchsüberlassung für die ersten 4 Wochen. Abrechnung nach DIN 18451.`,
    }),
    family({
      at: 210,
      unit: 'm2Wo',
      variants: [3, 4, 5] as const,
      short: (lk) => `Gebrauchsüberlassung Fassadengerüst LK ${lk}, je weitere Woche`,
      long: (lk) =>
        `Gebrauchsüberlassung des Fassadengerüsts Lastklasse ${lk} über die Grundstandzeit hinaus, ` +
        `je m² Gerüstfläche und Woche.`,
    }),
    family({
      at: 310,
      unit: 'm2',
      variants: [
        {
          short: 'Gerüstbekleidung mit Schutznetz',
          long: 'Gerüstbekleidung mit Schutznetz (Maschenweite max. 20 mm) an der Außenseite des Gerüsts anbringen, vorhalten für die Standzeit des Gerüsts und abbauen.',
        },
        {
          short: 'Gerüstbekleidung mit Plane, winddicht',
          long: 'Gerüstbekleidung mit Planen (Staubschutz), unter Beachtung der erhöhten Windlasten verankert, vorhalten und abbauen.',
        },
        {
          short: 'Raumgerüst / Flächengerüst innen, LK 3',
          long: 'Raumgerüst als Flächengerüst in Innenräumen, Lastklasse 3, Arbeitshöhe bis 6,00 m, abgerechnet nach Grundfläche, auf- und abbauen, vorhalten bis 4 Wochen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 410,
      unit: 'm',
      variants: [
        {
          short: 'Dachfanggerüst, Traufe, 4 Wochen',
          long: 'Dachfanggerüst bzw. Schutzwand an der Traufe nach DIN 4420-1 für Dacharbeiten, Höhe der Schutzwand ≥ 1,00 m über Traufkante, einschließlich 4 Wochen Gebrauchsüberlassung.',
        },
        {
          short: 'Seitenschutz Flachdach, Attika, 4 Wochen',
          long: 'Temporärer Seitenschutz mit Klemmpfosten an Attika bzw. Decke, dreiteilig, einschließlich 4 Wochen Vorhaltung.',
        },
        {
          short: 'Schuttrutsche Kunststoff, am Gerüst',
          long: 'Schuttrutsche aus Kunststoffelementen am Gerüst montieren, mit Einfülltrichter, vorhalten und abbauen, abgerechnet nach Länge.',
        },
        {
          short: 'Gerüstverbreiterung Innenkonsole 0,30 m',
          long: 'Zusätzliche Innenkonsolen 0,30 m am Fassadengerüst für Belagverbreiterung zur Wand, je Lage.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 510,
      unit: 'Wo',
      variants: ['6,00', '8,00', '10,00'] as const,
      short: (h) => `Fahrgerüst Alu, Arbeitshöhe bis ${h} m, je Woche`,
      long: (h) =>
        `Fahrbares Arbeitsgerüst aus Aluminium nach DIN EN 1004, Arbeitshöhe bis ${h} m, Plattformgröße ` +
        `ca. 0,75 x 2,45 m, mit Ballast bzw. Auslegern, anliefern, aufbauen, vorhalten je Woche und abholen.`,
    }),
    family({
      at: 610,
      unit: 'St',
      variants: [
        {
          short: 'Treppenturm Gerüst, Höhe bis 12 m',
          long: 'Treppenturm als Gerüstzugang mit Podesttreppe, Höhe bis 12 m, an das Fassadengerüst angeschlossen, einschließlich 4 Wochen Vorhaltung.',
        },
        {
          short: 'Gerüst-Schutzdach über Eingang',
          long: 'Schutzdach am Fassadengerüst über Hauseingang bzw. Gehweg, Auskragung 1,50 m, Länge bis 3,00 m, mit Bohlenbelag.',
        },
        {
          short: 'Bauaufzug / Materialaufzug am Gerüst',
          long: 'Materialaufzug (Schrägaufzug bzw. Gerüstaufzug) bis 200 kg Nutzlast anliefern, montieren, vorhalten 4 Wochen und demontieren.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [
        {
          short: 'Fassadengerüst umsetzen',
          long: 'Vorhandenes Fassadengerüst während der Bauzeit auf Anordnung des AG abbauen und an anderer Stelle wieder aufbauen.',
        },
        {
          short: 'Gerüst an Baufortschritt anpassen, Lagen',
          long: 'Gerüstlagen dem Baufortschritt entsprechend umsetzen bzw. ergänzen (z. B. für Dachdecker), abgerechnet nach betroffener Gerüstfläche.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
