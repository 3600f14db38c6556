import { family, single, type Trade } from './family';

export const estrich: Trade = {
  number: '13',
  prefix: 'EST',
  category: 'Estrich',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '025-2110',
      variants: [45, 50, 55, 65] as const,
      short: (d) => `Zementestrich CT-C25-F4 schwimmend, d=${d} mm`,
      long: (d) =>
        `Zementestrich als schwimmender Estrich nach DIN 18560-2 und DIN EN 13813, CT-C25-F4, Nenndicke ${d} mm ` +
        `auf Dämmschicht (gesondert), Oberfläche abgerieben, als Untergrund für Fliesen oder Bodenbeläge. ` +
        `Abdeckung mit PE-Folie, Ausführung nach DIN 18353.`,
    }),
    family({
      at: 210,
      unit: 'm2',
      stlb: '025-2210',
      variants: [40, 45, 50] as const,
      short: (d) => `Calciumsulfat-Fließestrich CAF-C25-F5, d=${d} mm`,
      long: (d) =>
        `Calciumsulfat-Fließestrich (Anhydrit) als schwimmender Estrich nach DIN 18560-2, CAF-C25-F5, ` +
        `Nenndicke ${d} mm, auf Trennlage und Dämmschicht, selbstnivellierend eingebracht und geschwabbelt, ` +
        `nicht für dauerhaft nasse Bereiche.`,
    }),
    family({
      at: 310,
      unit: 'm2',
      variants: [
        { kind: 'Zementestrich CT-C25-F4', over: 45 },
        { kind: 'Calciumsulfat-Fließestrich CAF-C25-F5', over: 35 },
      ] as const,
      short: (v) => `Heizestrich ${v.kind.split(' ')[0]}, ${v.over} mm über Rohr`,
      long: (v) =>
        `Heizestrich Bauart A nach DIN 18560-2 als ${v.kind}, Überdeckung der Heizrohre ${v.over} mm, ` +
        `Gesamtdicke bei Rohr 16 mm ca. ${v.over + 16} mm, mit Zusatzmittel, Belegreifheizen nach ` +
        `Protokoll (gesondert), Messstellen für CM-Messung markieren.`,
    }),
    family({
      at: 410,
      unit: 'm2',
      variants: [30, 40, 50] as const,
      short: (d) => `Verbundestrich CT-C30-F5, d=${d} mm`,
      long: (d) =>
        `Zementestrich im Verbund mit dem tragenden Untergrund nach DIN 18560-3, CT-C30-F5, Dicke ${d} mm, ` +
        `Untergrund kugelgestrahlt, Haftbrücke frisch in frisch, Oberfläche geglättet.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      variants: [35, 50] as const,
      short: (d) => `Estrich auf Trennlage CT-C25-F4, d=${d} mm`,
      long: (d) =>
        `Zementestrich auf Trennlage (2 Lagen PE-Folie) nach DIN 18560-4, CT-C25-F4, Dicke ${d} mm, ` +
        `z. B. in Keller- und Nebenräumen, Oberfläche abgerieben.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      stlb: '025-1110',
      variants: [
        { type: 'EPS DES sg', spec: '20-2', d: 20 },
        { type: 'EPS DES sg', spec: '30-3', d: 30 },
        { type: 'Mineralwolle DES sg', spec: '30-5', d: 30 },
      ] as const,
      short: (v) => `Trittschalldämmung ${v.type} ${v.spec}, d=${v.d} mm`,
      long: (v) =>
        `Trittschalldämmplatten ${v.type} nach DIN EN 13163 bzw. 13162, Dicke ${v.spec} mm ` +
        `(Lieferdicke/Dicke unter Last), dynamische Steifigkeit nach Herstellerangabe, einlagig dicht gestoßen ` +
        `verlegt, unter schwimmendem Estrich.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [40, 60, 80, 100, 120] as const,
      short: (d) => `Wärmedämmung EPS DEO 035 unter Estrich, d=${d} mm`,
      long: (d) =>
        `Wärmedämmplatten aus expandiertem Polystyrol EPS 035 DEO dm nach DIN EN 13163, Dicke ${d} mm, ` +
        `Druckspannung 100 kPa, einlagig im Verband verlegt, unter Trittschalldämmung bzw. Estrich.`,
    }),
    family({
      at: 810,
      unit: 'm2',
      variants: [
        {
          what: 'Ausgleichsschüttung gebunden',
          detail: 'zementgebundene EPS-Ausgleichsschicht zur Überdeckung von Rohrleitungen, Dicke bis 60 mm',
        },
        {
          what: 'Systemplatte Fußbodenheizung verlegen',
          detail:
            'Noppen-Systemplatte mit integrierter Trittschalldämmung nach Vorgabe Heizungsbauer (nur Verlegung)',
        },
      ] as const,
      short: (v) => v.what,
      long: (v) => `${v.what}: ${v.detail}.`,
    }),
    family({
      at: 910,
      unit: 'm',
      variants: [
        {
          short: 'Randdämmstreifen PE, 8 mm',
          long: 'Randdämmstreifen aus PE-Schaum 8 x 150 mm mit Folienlasche an allen aufgehenden Bauteilen, Überstand erst nach Fertigstellung des Belags abschneiden.',
        },
        {
          short: 'Bewegungsfuge im Estrich, Profil',
          long: 'Bewegungsfuge im schwimmenden Estrich mit Fugenprofil über die gesamte Estrichdicke, nach Fugenplan.',
        },
        {
          short: 'Scheinfuge im Estrich schneiden',
          long: 'Scheinfugen bis 1/3 der Estrichdicke schneiden und nach Belegreife kraftschlüssig verharzen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1010,
      unit: 'm2',
      variants: [
        {
          short: 'Estrich schleifen und absaugen',
          long: 'Estrichoberfläche maschinell anschleifen, Sinterschicht entfernen, absaugen, als Vorbereitung für Bodenbeläge.',
        },
        {
          short: 'Estrichbewehrung Betonstahlmatte',
          long: 'Bewehrung des Estrichs mit Betonstahlmatten 50 x 50 x 2 mm bzw. Estrichgitter, auf Abstandhaltern verlegt.',
        },
        {
          short: 'Gefälleestrich zementär, Zulage je cm',
          long: 'Zulage zum Estrich für Gefälle bis 2 % bzw. Mehrdicke, je cm zusätzliche mittlere Dicke.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    single({
      at: 1110,
      unit: 'St',
      shortText: 'CM-Messung Restfeuchte Estrich',
      longText:
        'Bestimmung der Restfeuchte des Estrichs mit dem CM-Gerät an markierter Messstelle, mit Protokoll.',
    }),
    single({
      at: 1210,
      unit: 'm2',
      shortText: 'Hartstoffestrich Industrieboden, d=15 mm',
      longText:
        'Hartstoffestrich nach DIN 18560-7, Beanspruchungsgruppe II, Dicke 15 mm, frisch in frisch auf ' +
        'Betontragschicht, geglättet, für Werkstätten und Lagerflächen.',
    }),
  ],
};
