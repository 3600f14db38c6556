import { family, type Trade } from './family';

export const zimmerer: Trade = {
  number: '08',
  prefix: 'ZIM',
  category: 'Zimmerer',
  families: [
    family({
      at: 110,
      unit: 'm',
      stlb: '016-2110',
      variants: ['8/16', '8/18', '10/20', '10/22', '12/24'] as const,
      short: (q) => `Sparren KVH C24, ${q} cm, abbinden und aufstellen`,
      long: (q) =>
        `Sparren aus Konstruktionsvollholz KVH, Nadelholz, Festigkeitsklasse C24 nach DIN EN 338, ` +
        `technisch getrocknet, Querschnitt ${q} cm, abbinden, aufstellen und mit Sparrenpfettenankern ` +
        `befestigen, nach DIN 18334. Verbindungsmittel einkalkuliert.`,
    }),
    family({
      at: 610,
      unit: 'm',
      variants: [
        { what: 'Pfette BSH GL24h', q: '12/24' },
        { what: 'Pfette BSH GL24h', q: '14/28' },
        { what: 'Stütze KVH C24', q: '12/12' },
        { what: 'Kehlbalken KVH C24', q: '8/16' },
      ] as const,
      short: (v) => `${v.what}, ${v.q} cm, abbinden und einbauen`,
      long: (v) =>
        `${v.what.replace('BSH', 'aus Brettschichtholz').replace('KVH', 'aus Konstruktionsvollholz')}, ` +
        `Querschnitt ${v.q} cm, abbinden, einbauen und befestigen mit Stahlblechformteilen, nach DIN 18334.`,
    }),
    family({
      at: 1010,
      unit: 'm2',
      variants: [
        {
          what: 'Dachschalung Rauspund 24 mm',
          detail: 'Nadelholz, gehobelt, Nut und Feder, auf Sparren genagelt',
        },
        {
          what: 'Konterlattung 40/60 mm',
          detail: 'Nadelholz S10, auf Unterdeckbahn über den Sparren genagelt',
        },
        { what: 'OSB-Platte 18 mm, Decke/Dach', detail: 'OSB/3, Nut und Feder, verschraubt' },
        { what: 'OSB-Platte 22 mm, Decke/Dach', detail: 'OSB/3, Nut und Feder, verschraubt und verleimt' },
        { what: 'OSB-Platte 25 mm, Decke/Dach', detail: 'OSB/3, Nut und Feder, verschraubt und verleimt' },
      ] as const,
      short: (v) => `${v.what}`,
      long: (v) => `${v.what}: ${v.detail}, nach DIN 18334, abgerechnet nach Fläche.`,
    }),
    family({
      at: 1510,
      unit: 'm2',
      stlb: '016-6110',
      variants: [140, 160, 180, 200, 220, 240] as const,
      short: (d) => `Zwischensparrendämmung Mineralwolle 035, d=${d} mm`,
      long: (d) =>
        `Wärmedämmung zwischen den Sparren aus Mineralwolle-Klemmfilz nach DIN EN 13162, WLS 035, ` +
        `nichtbrennbar A1, Dicke ${d} mm, passgenau und fugenfrei einbauen, nach DIN 4108-10 (DZ).`,
    }),
    family({
      at: 2110,
      unit: 'm2',
      variants: [
        {
          short: 'Dampfbremse feuchtevariabel, luftdicht verklebt',
          long: 'Feuchtevariable Dampfbremsbahn (sd 0,25-10 m) raumseitig unter Sparren bzw. Dämmung anbringen, Stöße und Anschlüsse mit Systemklebeband luftdicht nach DIN 4108-7 verkleben.',
        },
        {
          short: 'Unterdeckbahn diffusionsoffen, auf Sparren',
          long: 'Diffusionsoffene Unterdeckbahn (sd ≤ 0,1 m) nach ZVDH-Klasse UDB-A auf Sparren bzw. Schalung verlegen, Überlappungen verklebt.',
        },
        {
          short: 'Holzfaser-Unterdeckplatte 60 mm',
          long: 'Holzfaser-Unterdeckplatte 60 mm, WLS 040, hydrophobiert, Nut und Feder, auf Sparren als regensicheres Unterdach verlegen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2210,
      unit: 'm',
      variants: [
        {
          short: 'Traufbohle / Traufkeil 24/80',
          long: 'Traufbohle bzw. Traufkeil aus Nadelholz 24/80 mm zur Anhebung der ersten Ziegelreihe montieren.',
        },
        {
          short: 'Windbrett / Ortgangbrett, gehobelt',
          long: 'Windbrett bzw. Ortgangbrett aus Nadelholz, gehobelt, 24 x 200 mm, montiert, Anstrich gesondert.',
        },
        {
          short: 'Gesimsverkleidung Dachüberstand, Profilholz',
          long: 'Untersicht des Dachüberstandes mit Profilholz (Fase/Nut-Feder) 19 mm bekleiden, einschließlich Unterkonstruktion.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2310,
      unit: 'St',
      variants: ['2,00', '3,00'] as const,
      short: (w) => `Schleppgaube Holzkonstruktion, Breite bis ${w} m`,
      long: (w) =>
        `Schleppgaube als Holzkonstruktion aus KVH C24 herstellen, Außenbreite bis ${w} m, ` +
        `einschließlich Wechsel in der Sparrenlage, Gaubenwangen und Dachschalung; Deckung und Fenster gesondert.`,
    }),
  ],
};

export const dach: Trade = {
  number: '09',
  prefix: 'DAC',
  category: 'Dach',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '020-1110',
      variants: [
        { what: 'Tondachziegel Flachdachpfanne', color: 'naturrot' },
        { what: 'Tondachziegel Flachdachpfanne', color: 'schwarz engobiert' },
        { what: 'Tondachziegel Doppelmuldenfalz', color: 'naturrot' },
        { what: 'Betondachstein Frankfurter Pfanne', color: 'granit' },
        { what: 'Betondachstein Frankfurter Pfanne', color: 'ziegelrot' },
      ] as const,
      short: (v) => `Dachdeckung ${v.what}, ${v.color}`,
      long: (v) =>
        `Dachdeckung mit ${v.what}, Farbe ${v.color}, auf Lattung (gesondert) nach den Fachregeln des ` +
        `Deutschen Dachdeckerhandwerks, Dachneigung 25-45°, Sturmklammern nach Windlastberechnung ` +
        `DIN EN 1991-1-4, Formziegel gesondert, nach DIN 18338.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      variants: [
        { what: 'Biberschwanz Doppeldeckung', note: 'Segmentschnitt, naturrot' },
        { what: 'Biberschwanz Kronendeckung', note: 'Rundschnitt, naturrot' },
        { what: 'Schiefer Altdeutsche Deckung', note: 'Decksteine in abnehmenden Größen, auf Schalung' },
        { what: 'Schiefer Rechteckdoppeldeckung', note: '40 x 20 cm, auf Lattung' },
      ] as const,
      short: (v) => `Dachdeckung ${v.what}`,
      long: (v) =>
        `Dachdeckung als ${v.what}, ${v.note}, nach den Fachregeln für Dachdeckungen mit ` +
        `${v.what.startsWith('Schiefer') ? 'Schiefer' : 'Dachziegeln'}, einschließlich Befestigung, ` +
        `nach DIN 18338.`,
    }),
    family({
      at: 1010,
      unit: 'm2',
      variants: ['30/50', '40/60'] as const,
      short: (q) => `Dachlattung ${q} mm, S10, imprägniert`,
      long: (q) =>
        `Dachlattung aus Nadelholz S10 nach DIN 4074-1, ${q} mm, imprägniert, Lattenabstand nach ` +
        `Deckmaterial, auf Konterlattung genagelt, einschließlich Einteilen.`,
    }),
    family({
      at: 1110,
      unit: 'm',
      variants: [
        {
          short: 'First mit Firstziegeln und Firstlüfterelement',
          long: 'First mit Firstziegeln in Trockenmontage auf Firstlattenhalter und Firstrolle (Lüfterelement) eindecken, einschließlich Firstanfang und -ende.',
        },
        {
          short: 'Grat mit Gratziegeln, trocken',
          long: 'Grat mit Gratziegeln in Trockenmontage mit Gratrolle eindecken, einschließlich Gratanfänger.',
        },
        {
          short: 'Ortgang mit Ortgangziegeln',
          long: 'Ortgang mit keramischen Ortgangziegeln links bzw. rechts eindecken und befestigen.',
        },
        {
          short: 'Traufe mit Lüftungsband und Vogelschutz',
          long: 'Traufausbildung mit Traufenlüftungselement und Vogelschutzgitter, Zuluftquerschnitt nach DIN 4108-3.',
        },
        {
          short: 'Kehle eingebunden / Metallkehle',
          long: 'Kehle als Metallkehle (Kehlblech gesondert) mit Kehlschalung und geschnittenen Ziegeln ausbilden.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1610,
      unit: 'St',
      stlb: '020-4110',
      variants: [
        { size: '55 x 78', code: 'CK02' },
        { size: '66 x 118', code: 'FK06' },
        { size: '78 x 118', code: 'MK06' },
        { size: '78 x 140', code: 'MK08' },
        { size: '94 x 140', code: 'PK08' },
        { size: '114 x 118', code: 'SK06' },
      ] as const,
      short: (v) => `Dachflächenfenster Schwingfenster ${v.size} cm, Kunststoff`,
      long: (v) =>
        `Wohndachfenster als Schwingfenster, Rahmen Kunststoff weiß (feuchtraumgeeignet), Außenmaß ` +
        `${v.size} cm (Größe ${v.code}), 3-fach-Verglasung, mit Eindeckrahmen für profilierte Deckmaterialien, ` +
        `Dämm- und Anschlussset, Dampfsperrschürze, z. B. VELUX GGU ${v.code} oder gleichwertig.`,
    }),
    family({
      at: 2210,
      unit: 'm2',
      stlb: '021-1110',
      variants: [
        {
          what: 'Bitumen-Dachabdichtung 2-lagig',
          detail: 'Polymerbitumen-Schweißbahnen: Unterlage PYE G200 S4, Oberlage PYE PV200 S5 beschiefert',
        },
        {
          what: 'Kunststoff-Dachbahn FPO 1,5 mm',
          detail: 'FPO-Bahn 1,5 mm, einlagig, mechanisch befestigt, Nähte heißluftverschweißt',
        },
        {
          what: 'Kunststoff-Dachbahn FPO 1,8 mm',
          detail: 'FPO-Bahn 1,8 mm, einlagig, mechanisch befestigt, Nähte heißluftverschweißt',
        },
        {
          what: 'EPDM-Dachbahn 1,3 mm',
          detail: 'EPDM-Bahn 1,3 mm, einlagig, lose verlegt unter Auflast bzw. verklebt',
        },
      ] as const,
      short: (v) =>
        `Flachdachabdichtung ${v.what.replace('Bitumen-Dachabdichtung', 'Bitumen').replace('Dachbahn', 'Bahn')}`,
      long: (v) =>
        `Abdichtung von nicht genutzten Dachflächen nach DIN 18531, Anwendungskategorie K2: ${v.detail}, ` +
        `einschließlich Anschlüsse an Attika und Durchdringungen (gesondert bis 0,5 m Abwicklung), ` +
        `Fachregeln für Abdichtungen (Flachdachrichtlinie).`,
    }),
    family({
      at: 2610,
      unit: 'm2',
      variants: [
        {
          short: 'Dampfsperre Bitumen mit Alu-Einlage, Flachdach',
          long: 'Dampfsperre aus Elastomerbitumen-Schweißbahn mit Aluminiumeinlage auf Voranstrich, vollflächig verschweißt, an Aufkantungen hochgeführt.',
        },
        {
          short: 'Gefälledämmung EPS 035 DAA, mittl. d=160 mm',
          long: 'Gefälledämmung aus EPS 035 DAA dh nach Verlegeplan, Gefälle 2 %, mittlere Dicke 160 mm, einschließlich Kehl- und Gratausbildung.',
        },
        {
          short: 'Flachdachdämmung PIR 140 mm, alukaschiert',
          long: 'Wärmedämmung aus PIR-Hartschaum, beidseitig alukaschiert, WLS 023, Dicke 140 mm, im Verband verlegt.',
        },
        {
          short: 'Extensive Dachbegrünung, Systemaufbau',
          long: 'Extensive Dachbegrünung: Schutzvlies, Drän- und Speicherelement, Filtervlies, Substrat 8 cm, Sedumsprossen, Fertigstellungspflege.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 3010,
      unit: 'm2',
      stlb: '020-6110',
      variants: [120, 140, 160, 180, 200] as const,
      short: (d) => `Aufsparrendämmung PUR/PIR 023, d=${d} mm`,
      long: (d) =>
        `Aufsparrendämmung aus PUR/PIR-Hartschaum-Elementen mit beidseitiger Mehrschicht-Kaschierung, ` +
        `WLS 023, Dicke ${d} mm, Nut und Feder, mit integrierter Unterdeckbahn, auf Dampfbremse und ` +
        `Schalung verlegt, mit Systemschrauben durch die Konterlattung befestigt.`,
    }),
    family({
      at: 3510,
      unit: 'St',
      variants: [
        {
          short: 'Lichtkuppel 100 x 100 cm, mit Aufsetzkranz',
          long: 'Lichtkuppel 100 x 100 cm (lichtes Maß), PMMA 3-schalig, opal, mit Aufsetzkranz 30 cm gedämmt, Anschluss an Abdichtung.',
        },
        {
          short: 'Lichtkuppel 120 x 120 cm, mit Aufsetzkranz',
          long: 'Lichtkuppel 120 x 120 cm (lichtes Maß), PMMA 3-schalig, opal, mit Aufsetzkranz 30 cm gedämmt, Anschluss an Abdichtung.',
        },
        {
          short: 'Dachtritt / Sicherheitstritt, Stahl verzinkt',
          long: 'Sicherheitsdachtritt nach DIN EN 516 Klasse 2, verzinkt, Trittfläche 42 cm, auf Deckung bzw. Lattung befestigt.',
        },
        {
          short: 'Sicherheitsdachhaken / Anschlageinrichtung',
          long: 'Sicherheitsdachhaken bzw. Einzelanschlagpunkt nach DIN EN 795 Typ A auf Sparren befestigen, mit Dokumentation.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 3910,
      unit: 'm',
      variants: [
        {
          short: 'Schneefanggitter, Höhe 20 cm',
          long: 'Schneefanggitter aus verzinktem bzw. beschichtetem Stahl, Höhe 20 cm, auf Schneefangstützen über der Traufe montiert.',
        },
        {
          short: 'Schneefangrohr zweireihig',
          long: 'Schneefangrohre Ø 25 mm, zweireihig, auf Stützen an der Traufe montiert.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 4110,
      unit: 'St',
      variants: [
        {
          short: 'Flachdachablauf DN 100, wärmegedämmt',
          long: 'Flachdachablauf DN 100 senkrecht, wärmegedämmt, mit Aufstockelement und Kiesfang, Anschluss an Dampfsperre und Abdichtung.',
        },
        {
          short: 'Flachdachablauf DN 100, beheizt',
          long: 'Flachdachablauf DN 100, senkrecht, mit Heizung 230 V, wärmegedämmt, mit Kiesfang und Abdichtungsanschluss.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 4210,
      unit: 'm',
      variants: [
        {
          short: 'Attikaanschluss Abdichtung, Höhe bis 50 cm',
          long: 'Anschluss der Dachabdichtung an Attika bzw. aufgehende Bauteile, Höhe bis 50 cm, mehrlagig mit Verstärkungsstreifen und Klemmschiene.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
