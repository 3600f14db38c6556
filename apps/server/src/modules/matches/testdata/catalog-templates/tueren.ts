import { family, type Trade } from './family';

export const tueren: Trade = {
  number: '19',
  prefix: 'TUE',
  category: 'Türen',
  families: [
    family({
      at: 110,
      unit: 'St',
      stlb: '027-5110',
      variants: [
        { w: 760, finish: 'CPL weiß' },
        { w: 885, finish: 'CPL weiß' },
        { w: 1010, finish: 'CPL weiß' },
        { w: 760, finish: 'Eiche furniert' },
        { w: 885, finish: 'Eiche furniert' },
        { w: 1010, finish: 'Eiche furniert' },
      ] as const,
      short: (v) => `Innentür Röhrenspan ${v.finish}, ${v.w} x 2130 mm, Holzzarge`,
      long: (v) =>
        `Innentür als Element, bestehend aus Türblatt mit Röhrenspaneinlage, Oberfläche ${v.finish}, ` +
        `Rundkante, und Umfassungszarge aus Holzwerkstoff passend zur Wanddicke, für Wandöffnung (Rohbaumaß) ` +
        `${v.w} x 2130 mm nach DIN 18101, zwei Bänder, Buntbartschloss, Drückergarnitur gesondert. ` +
        `Zarge mit Montageschaum einbauen.`,
    }),
    family({
      at: 210,
      unit: 'St',
      variants: [
        { w: 885, db: 32 },
        { w: 1010, db: 32 },
        { w: 885, db: 37 },
      ] as const,
      short: (v) => `Schallschutztür ${v.db} dB, Vollspan CPL, ${v.w} x 2130 mm`,
      long: (v) =>
        `Innentür mit Schallschutz Rw,P = ${v.db} dB, Türblatt mit Vollspaneinlage, Oberfläche CPL weiß, ` +
        `Klimaklasse III, absenkbare Bodendichtung, dreiseitig umlaufende Dichtung, Umfassungszarge, ` +
        `Rohbaumaß ${v.w} x 2130 mm, Profilzylinderschloss.`,
    }),
    family({
      at: 310,
      unit: 'St',
      variants: [885, 1010] as const,
      short: (w) => `Innentür mit Lichtausschnitt LA, CPL weiß, ${w} x 2130 mm`,
      long: (w) =>
        `Innentür wie Röhrenspantür, jedoch mit Lichtausschnitt (Ausschnitt LA 1) und Verglasung ` +
        `ESG Satinato 6 mm, Oberfläche CPL weiß, Umfassungszarge, Rohbaumaß ${w} x 2130 mm.`,
    }),
    family({
      at: 410,
      unit: 'St',
      variants: [
        { type: 'Ganzglastür ESG 8 mm klar', w: 885 },
        { type: 'Ganzglastür ESG 8 mm satiniert', w: 885 },
        { type: 'Ganzglastür ESG 8 mm satiniert', w: 1010 },
      ] as const,
      short: (v) => `${v.type}, ${v.w} x 2130 mm`,
      long: (v) =>
        `${v.type}, Türblatt 834 bzw. 959 mm breit, mit Glastürbeschlägen Studio (Bänder und Schloss ` +
        `Edelstahl), in Holz-Umfassungszarge mit Glastürbändern, Rohbaumaß ${v.w} x 2130 mm.`,
    }),
    family({
      at: 510,
      unit: 'St',
      variants: [
        { type: 'vor der Wand laufend', w: 885 },
        { type: 'vor der Wand laufend', w: 1010 },
        { type: 'in Wandtasche (Schiebetürkasten)', w: 885 },
        { type: 'in Wandtasche (Schiebetürkasten)', w: 1010 },
      ] as const,
      short: (v) => `Schiebetür ${v.type}, ${v.w} mm`,
      long: (v) =>
        v.type === 'vor der Wand laufend'
          ? `Schiebetür vor der Wand laufend, Türblatt Röhrenspan CPL weiß für Öffnung ${v.w} x 2130 mm, ` +
            `Laufschiene Aluminium mit Softclose, Bodenführung, Muschelgriff.`
          : `Schiebetürkasten für Gipsplatten- bzw. Mauerwerkswand mit einlaufendem Türblatt Röhrenspan ` +
            `CPL weiß, Durchgangsbreite für Öffnung ${v.w} x 2130 mm, Laufwerk mit Softclose.`,
    }),
    family({
      at: 610,
      unit: 'St',
      stlb: '031-4110',
      variants: [
        { zarge: 'Umfassungszarge', wall: 'Mauerwerk', w: 885 },
        { zarge: 'Umfassungszarge', wall: 'Mauerwerk', w: 1010 },
        { zarge: 'Umfassungszarge', wall: 'GK-Ständerwand', w: 885 },
        { zarge: 'Umfassungszarge', wall: 'GK-Ständerwand', w: 1010 },
        { zarge: 'Eckzarge', wall: 'Mauerwerk', w: 885 },
      ] as const,
      short: (v) => `Stahlzarge ${v.zarge}, ${v.wall}, ${v.w} x 2130 mm`,
      long: (v) =>
        `Stahl-${v.zarge} aus verzinktem Stahlblech 1,5 mm, grundiert, für ${v.wall}` +
        `${v.wall === 'Mauerwerk' ? ' (mit Maueranker bzw. Mörtelhinterfüllung)' : ' (Ständerwandanschluss mit Klemmanker)'}, ` +
        `Maulweite passend zur Wanddicke, für Rohbaumaß ${v.w} x 2130 mm, mit umlaufender Dichtung und Bandtaschen.`,
    }),
    family({
      at: 710,
      unit: 'St',
      stlb: '031-4310',
      variants: [
        { type: 'T30-1 (EI2 30-C5)', w: 875, h: 2000 },
        { type: 'T30-1 (EI2 30-C5)', w: 1000, h: 2125 },
        { type: 'T30-1-RS (EI2 30-C5-Sa)', w: 1000, h: 2125 },
        { type: 'T90-1 (EI2 90-C5)', w: 1000, h: 2125 },
        { type: 'RS-1 Rauchschutztür', w: 1000, h: 2125 },
      ] as const,
      short: (v) => `Stahltür ${v.type}, BRM ${v.w} x ${v.h} mm`,
      long: (v) =>
        `Einflügelige Stahltür ${v.type} nach DIN 4102-5 bzw. DIN EN 16034 mit allgemeiner bauaufsichtlicher ` +
        `Zulassung, Baurichtmaß ${v.w} x ${v.h} mm, Eckzarge, Türschließer mit Gleitschiene, Einsteckschloss ` +
        `für Profilzylinder, grundiert RAL 9002, Kennzeichnungsschild.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [
        { w: 875, h: 2000 },
        { w: 1000, h: 2000 },
        { w: 1000, h: 2125 },
      ] as const,
      short: (v) => `Stahl-Mehrzwecktür, BRM ${v.w} x ${v.h} mm`,
      long: (v) =>
        `Einflügelige Stahl-Mehrzwecktür (Kellertür) ohne Brandschutz, doppelwandig, Baurichtmaß ` +
        `${v.w} x ${v.h} mm, Eckzarge, Einsteckschloss, Drückergarnitur Kunststoff schwarz, verzinkt und ` +
        `pulverbeschichtet RAL 9016.`,
    }),
    family({
      at: 910,
      unit: 'St',
      variants: [
        { mat: 'Kunststoff', w: 1100 },
        { mat: 'Aluminium', w: 1100 },
        { mat: 'Aluminium mit Seitenteil', w: 1600 },
      ] as const,
      short: (v) => `Haustür ${v.mat}, ${v.w} x 2100 mm`,
      long: (v) =>
        `Hauseingangstür ${v.mat}, Außenmaß ${v.w} x 2100 mm, Füllung wärmegedämmt mit Glasausschnitt, ` +
        `Ud ≤ 1,1 W/(m²K), Mehrfachverriegelung, Widerstandsklasse RC2 nach DIN EN 1627, ` +
        `Stoßgriff Edelstahl, RAL-Montage mit Folienabdichtung.`,
    }),
    family({
      at: 1010,
      unit: 'St',
      variants: [
        { w: 885, rc: 'RC2', db: 37 },
        { w: 1010, rc: 'RC2', db: 37 },
        { w: 1010, rc: 'RC3', db: 42 },
      ] as const,
      short: (v) => `Wohnungseingangstür ${v.rc}, ${v.db} dB, ${v.w} x 2130 mm`,
      long: (v) =>
        `Wohnungseingangstür, Klimaklasse III, Schallschutz Rw,P = ${v.db} dB, Widerstandsklasse ${v.rc}, ` +
        `Rauchschutz, Türblatt Vollspan mit Stahleinlage, Oberfläche CPL weiß, Holz-Umfassungszarge, ` +
        `Rohbaumaß ${v.w} x 2130 mm, Schutzbeschlag mit Zylinderabdeckung, Türspion.`,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: [
        {
          short: 'Drückergarnitur Edelstahl, Rosette, BB',
          long: 'Drückergarnitur Edelstahl matt mit Rundrosetten und Schlüsselrosetten für Buntbart, L-Form.',
        },
        {
          short: 'Drückergarnitur Edelstahl, Rosette, PZ',
          long: 'Drückergarnitur Edelstahl matt mit Rundrosetten und Zylinderrosetten für Profilzylinder, L-Form.',
        },
        {
          short: 'Drückergarnitur Edelstahl, Rosette, WC',
          long: 'Drückergarnitur Edelstahl matt mit Rundrosetten und WC-Verriegelung (Olive und Notöffnung).',
        },
        {
          short: 'Obentürschließer mit Gleitschiene',
          long: 'Obentürschließer mit Gleitschiene EN 2-4, Schließgeschwindigkeit und Endschlag einstellbar, silber.',
        },
        {
          short: 'Türstopper Edelstahl, Boden',
          long: 'Bodentürstopper Edelstahl mit Gummipuffer, verschraubt (Dübel für Fußbodenheizung beachten).',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1210,
      unit: 'St',
      variants: ['30/30', '30/35', '35/35', '30/40', '40/40'] as const,
      short: (len) => `Profilzylinder ${len} mm, gleichschließend`,
      long: (len) =>
        `Profil-Doppelzylinder nach DIN EN 1303, Länge ${len} mm, Not- und Gefahrenfunktion, ` +
        `gleichschließend in Schließgruppe, je 3 Schlüssel.`,
    }),
    family({
      at: 1310,
      unit: 'St',
      variants: [
        { w: 2500, h: 2125 },
        { w: 3000, h: 2125 },
      ] as const,
      short: (v) => `Sektionaltor Garage ${v.w} x ${v.h} mm, Antrieb`,
      long: (v) =>
        `Garagen-Sektionaltor, Stahl doppelwandig 42 mm, Sicke, RAL 9016, Baurichtmaß ${v.w} x ${v.h} mm, ` +
        `mit elektrischem Torantrieb und zwei Handsendern, Montage an tragfähige Wandbereiche.`,
    }),
    family({
      at: 1410,
      unit: 'St',
      variants: [
        {
          short: 'Türblatt kürzen, Innentür',
          long: 'Vorhandenes Innentürblatt unten kürzen (z. B. wegen neuem Bodenbelag), Kante versiegeln, wieder einhängen.',
        },
        {
          short: 'Innentür einstellen und gangbar machen',
          long: 'Vorhandene Innentür nachstellen, Bänder ölen, Schloss gangbar machen, Falle justieren.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1510,
      unit: 'St',
      variants: [760, 885, 1010] as const,
      short: (w) => `Innentür Weißlack RAL 9010, ${w} x 2130 mm, Röhrenspan`,
      long: (w) =>
        `Innentür als Element mit Röhrenspaneinlage, Oberfläche Weißlack RAL 9010 (lackiert, nicht ` +
        `foliert), Rundkante, Umfassungszarge Weißlack passend zur Wanddicke, Rohbaumaß ${w} x 2130 mm nach ` +
        `DIN 18101, Buntbartschloss, Drückergarnitur gesondert.`,
    }),
  ],
};
