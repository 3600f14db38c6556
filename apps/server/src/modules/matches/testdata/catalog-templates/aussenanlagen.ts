import { family, type Trade } from './family';

export const metallbau: Trade = {
  number: '20',
  prefix: 'MET',
  category: 'Metallbau',
  families: [
    family({
      at: 110,
      unit: 'm',
      stlb: '031-6110',
      variants: [
        { what: 'Treppengeländer Stahl verzinkt, Füllstäbe', h: '1,00' },
        { what: 'Balkongeländer Stahl verzinkt, Füllstäbe', h: '1,00' },
        { what: 'Balkongeländer Edelstahl mit Glasfüllung VSG', h: '1,00' },
        { what: 'Absturzsicherung Flachdach, Stahl verzinkt', h: '1,10' },
      ] as const,
      short: (v) => `${v.what}, H ${v.h} m`,
      long: (v) =>
        `${v.what}, Höhe ${v.h} m über OK Fertigfußboden, Abstand der Füllungen max. 12 cm, Pfosten ` +
        `seitlich angeschraubt bzw. aufgedübelt, Handlauf Ø 42,4 mm, nach DIN EN 1090 (EXC 2) und ` +
        `Landesbauordnung, feuerverzinkt${v.what.includes('Edelstahl') ? ' bzw. Edelstahl 1.4301 geschliffen' : ''}.`,
    }),
    family({
      at: 510,
      unit: 'm',
      variants: [
        { mat: 'Edelstahl', d: '42,4' },
        { mat: 'Edelstahl', d: '33,7' },
        { mat: 'Stahl verzinkt', d: '42,4' },
      ] as const,
      short: (v) => `Wandhandlauf ${v.mat} Ø ${v.d} mm`,
      long: (v) =>
        `Wandhandlauf aus ${v.mat}, Rundrohr Ø ${v.d} mm, mit Wandhaltern im Abstand bis 1,20 m, ` +
        `Endstücke zur Wand gebogen bzw. Endkappen, Abstand zur Wand 60 mm, nach DIN 18065.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [1000, 1250, 1500] as const,
      short: (w) => `Französischer Balkon Glas, Breite ${w} mm`,
      long: (w) =>
        `Absturzsicherung vor bodentiefen Fenstern (französischer Balkon) aus VSG-Glas 2x 8 mm mit ` +
        `Edelstahl-Klemmhaltern, Breite ${w} mm, Höhe nach LBO, am Fensterrahmen bzw. in der Leibung befestigt.`,
    }),
    family({
      at: 1110,
      unit: 'kg',
      stlb: '031-1110',
      variants: [
        { what: 'Stahlträger IPE 200', note: 'S235JR' },
        { what: 'Stahlträger IPE 240', note: 'S235JR' },
        { what: 'Stahlträger HEB 160', note: 'S235JR' },
        { what: 'Stahlträger HEB 200', note: 'S235JR' },
        { what: 'Stahlstütze Rohr 100 x 100 x 5', note: 'S355, mit Kopf- und Fußplatte' },
      ] as const,
      short: (v) => `${v.what}, liefern und einbauen`,
      long: (v) =>
        `${v.what}, ${v.note}, nach Statik zuschneiden, Auflagerplatten anschweißen, grundiert bzw. ` +
        `feuerverzinkt liefern und einbauen, Unterstopfen mit Quellmörtel, nach DIN EN 1090. ` +
        `Abrechnung nach Gewicht.`,
    }),
    family({
      at: 1610,
      unit: 'St',
      variants: [
        {
          short: 'Lichtschacht Kunststoff 100 x 60 x 40 cm',
          long: 'Kellerlichtschacht aus Kunststoff 100 x 60 x 40 cm, mit Gitterrost und Abhebesicherung, an Kellerwand montiert.',
        },
        {
          short: 'Lichtschacht Kunststoff 125 x 100 x 40 cm',
          long: 'Kellerlichtschacht aus Kunststoff 125 x 100 x 40 cm, mit Gitterrost und Abhebesicherung, an Kellerwand montiert.',
        },
        {
          short: 'Gitterrost verzinkt 1000 x 600 mm, MW 30/10',
          long: 'Gitterrost aus verzinktem Stahl, Maschenweite 30/10 mm, 1000 x 600 mm, mit Rahmen, einbauen.',
        },
        {
          short: 'Vordach Glas/Edelstahl 1500 x 900 mm',
          long: 'Vordach aus VSG-Glas mit Edelstahl-Wandhaltern, 1500 x 900 mm, über Hauseingang montiert.',
        },
        {
          short: 'Briefkastenanlage 4 Fächer, Stele',
          long: 'Briefkastenanlage mit 4 Briefkästen und Klingeltableau, freistehend auf Stele, pulverbeschichtet.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2110,
      unit: 'St',
      variants: [
        {
          short: 'Stahlwangentreppe gerade, 14 Steigungen',
          long: 'Gerade Stahlwangentreppe aus Flachstahlwangen, 14 Steigungen, Laufbreite 1,00 m, Trittstufen Gitterrost, feuerverzinkt, mit einseitigem Geländer, nach DIN 18065.',
        },
        {
          short: 'Spindeltreppe Stahl Ø 1600 mm, Geschosshöhe 2,75 m',
          long: 'Spindeltreppe aus Stahl, Durchmesser 1600 mm, Geschosshöhe bis 2,75 m, Stufen Buche, Geländer mit Handlauf, pulverbeschichtet.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};

export const aussenanlagen: Trade = {
  number: '24',
  prefix: 'AUS',
  category: 'Außenanlagen',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '080-3110',
      variants: [
        { size: '20 x 10', d: 8, color: 'grau' },
        { size: '20 x 10', d: 8, color: 'anthrazit' },
        { size: '20 x 10', d: 6, color: 'grau' },
        { size: '20 x 20', d: 8, color: 'grau' },
        { size: '30 x 20', d: 8, color: 'anthrazit' },
      ] as const,
      short: (v) => `Betonsteinpflaster ${v.size} cm, d=${v.d} cm, ${v.color}`,
      long: (v) =>
        `Pflasterdecke aus Betonpflastersteinen nach DIN EN 1338, Rechteckformat ${v.size} cm, Dicke ` +
        `${v.d} cm, Farbe ${v.color}, in 4 cm Bettung aus Brechsand-Splitt 0/5 im Läuferverband verlegen, ` +
        `einsanden und abrütteln, nach DIN 18318 und ZTV Pflaster-StB.`,
    }),
    family({
      at: 610,
      unit: 'm2',
      variants: [
        { what: 'Granit-Kleinpflaster 9/11', note: 'in Reihen bzw. Segmentbögen' },
        { what: 'Granit-Großpflaster 15/17', note: 'in Reihen' },
        {
          what: 'Rasengittersteine 60 x 40 x 8 cm',
          note: 'Kammern mit Oberboden-Sand-Gemisch verfüllt und eingesät',
        },
        { what: 'Ökopflaster mit Sickerfugen, d=8 cm', note: 'Fugen mit Splitt 2/5 verfüllt' },
      ] as const,
      short: (v) => `Pflasterdecke ${v.what}`,
      long: (v) =>
        `Pflasterdecke aus ${v.what}, ${v.note}, in Bettung aus Splitt bzw. Brechsand verlegen, ` +
        `verfugen und abrütteln, nach DIN 18318.`,
    }),
    family({
      at: 1010,
      unit: 'm',
      stlb: '080-4110',
      variants: [
        { what: 'Hochbordstein', size: '15/30 x 100 cm' },
        { what: 'Tiefbordstein', size: '8 x 25 x 100 cm' },
        { what: 'Tiefbordstein', size: '10 x 25 x 100 cm' },
        { what: 'Rasenkantenstein', size: '5 x 25 x 100 cm' },
      ] as const,
      short: (v) => `${v.what} Beton ${v.size}, in Betonbett`,
      long: (v) =>
        `${v.what} aus Beton nach DIN EN 1340 bzw. DIN 483, ${v.size}, grau, in Beton C20/25 mit ` +
        `Rückenstütze versetzen, Fugen 3-5 mm, nach DIN 18318.`,
    }),
    family({
      at: 1410,
      unit: 'm2',
      variants: [
        { what: 'Schottertragschicht 0/32', d: 20 },
        { what: 'Schottertragschicht 0/32', d: 30 },
        { what: 'Frostschutzschicht 0/32', d: 30 },
        { what: 'Frostschutzschicht 0/32', d: 40 },
      ] as const,
      short: (v) => `${v.what}, d=${v.d} cm, einbauen, verdichten`,
      long: (v) =>
        `${v.what} aus gebrochenem Naturstein liefern, in einer Dicke von ${v.d} cm lagenweise einbauen ` +
        `und verdichten, Ev2 ≥ ${v.what.startsWith('Schotter') ? 150 : 120} MN/m², nach DIN 18315 und ZTV SoB-StB.`,
    }),
    family({
      at: 1810,
      unit: 'm2',
      variants: [
        { what: 'Asphalttragschicht AC 22 TS', d: 10 },
        { what: 'Asphalttragdeckschicht AC 16 TD', d: 8 },
        { what: 'Asphaltdeckschicht AC 8 DS', d: 4 },
      ] as const,
      short: (v) => `${v.what}, d=${v.d} cm`,
      long: (v) =>
        `${v.what} nach TL Asphalt-StB, Einbaudicke ${v.d} cm, maschinell einbauen und walzen, ` +
        `Anspritzen mit Bitumenemulsion, Ränder angeschnitten, nach DIN 18317 und ZTV Asphalt-StB.`,
    }),
    family({
      at: 2110,
      unit: 'm2',
      variants: [
        {
          short: 'Rasen ansäen, Gebrauchsrasen RSM 2.3',
          long: 'Rasenfläche herstellen: Feinplanum, Startdünger, Regelsaatgutmischung RSM 2.3 Gebrauchsrasen 25 g/m² ansäen, anwalzen, Fertigstellungspflege bis zum 3. Schnitt, nach DIN 18917.',
        },
        {
          short: 'Fertigrasen verlegen, Rollrasen',
          long: 'Fertigrasen (Rollrasen) auf vorbereitetem Planum verlegen, anwalzen, wässern, Fertigstellungspflege nach DIN 18917.',
        },
        {
          short: 'Rindenmulch abdecken, d=7 cm',
          long: 'Pflanzflächen mit Rindenmulch 10/40 mm, Dicke 7 cm, abdecken.',
        },
        {
          short: 'Terrassenbelag WPC-Dielen auf UK',
          long: 'Terrassenbelag aus WPC-Hohlkammerdielen, Farbe grau, auf Aluminium-Unterkonstruktion mit Stelzlagern bzw. Betonplatten, verdeckte Befestigung.',
        },
        {
          short: 'Terrassenbelag Bangkirai-Dielen 25 mm',
          long: 'Terrassenbelag aus Bangkirai-Dielen 25 x 145 mm, glatt bzw. gerillt, auf Holz-Unterkonstruktion, sichtbar verschraubt mit Edelstahlschrauben.',
        },
        {
          short: 'Terrassenplatten Feinsteinzeug 2 cm auf Stelzlager',
          long: 'Terrassenplatten aus Feinsteinzeug 60 x 60 x 2 cm, R11, auf höhenverstellbaren Stelzlagern verlegt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2710,
      unit: 'St',
      variants: [
        { what: 'Heckenpflanze Hainbuche', q: '125-150 cm, 2x verpflanzt, mit Ballen' },
        { what: 'Heckenpflanze Liguster', q: '100-125 cm, 2x verpflanzt, ohne Ballen' },
        { what: 'Laubbaum Hochstamm', q: 'StU 16-18 cm, 3x verpflanzt, mit Drahtballen' },
        { what: 'Laubbaum Hochstamm', q: 'StU 18-20 cm, 3x verpflanzt, mit Drahtballen' },
      ] as const,
      short: (v) => `${v.what}, ${v.q.split(',')[0]}, pflanzen`,
      long: (v) =>
        `${v.what} liefern und pflanzen, Qualität ${v.q}, Pflanzgrube ausheben, Substrat einbringen, ` +
        `angießen${v.what.includes('Baum') ? ', Dreibock-Verankerung und Stammschutz' : ''}, nach DIN 18916.`,
    }),
    family({
      at: 3110,
      unit: 'm',
      stlb: '003-7110',
      variants: [1030, 1230, 1430, 1630, 1830] as const,
      short: (h) => `Doppelstabmattenzaun H ${h} mm, anthrazit`,
      long: (h) =>
        `Zaunanlage aus Doppelstabmatten 6/5/6 mm, Höhe ${h} mm, feuerverzinkt und pulverbeschichtet ` +
        `RAL 7016, Pfosten 60 x 40 mm in Betonfundamente C20/25 (frostfrei) gesetzt, Pfostenabstand 2,51 m.`,
    }),
    family({
      at: 3610,
      unit: 'St',
      variants: [
        { what: 'Einzeltor', w: 1000 },
        { what: 'Doppeltor', w: 3000 },
        { what: 'Doppeltor', w: 4000 },
      ] as const,
      short: (v) => `${v.what} Doppelstabmatte, Breite ${v.w} mm, H 1430`,
      long: (v) =>
        `${v.what} passend zum Doppelstabmattenzaun, lichte Durchgangsbreite ${v.w} mm, Höhe 1430 mm, ` +
        `RAL 7016, mit Schloss, Drückergarnitur und ${v.what === 'Doppeltor' ? 'Bodenriegel' : 'Torbegrenzung'}.`,
    }),
    family({
      at: 4010,
      unit: 'm',
      variants: [55, 80, 105] as const,
      short: (h) => `L-Stein Beton, Höhe ${h} cm, grau`,
      long: (h) =>
        `Winkelstützelement (L-Stein) aus Stahlbeton, Höhe ${h} cm, Breite 49,5 cm, auf ` +
        `Streifenfundament C20/25 versetzen, Fugen mit Vlies hinterlegt, Hinterfüllung gesondert.`,
    }),
    family({
      at: 4410,
      unit: 'St',
      variants: [
        {
          short: 'Fahrradanlehnbügel Edelstahl, einbetoniert',
          long: 'Fahrradanlehnbügel aus Edelstahl Ø 48 mm, Höhe 800 mm, in Einzelfundamente einbetoniert.',
        },
        {
          short: 'Mülltonnenbox für 2 Tonnen 240 l',
          long: 'Mülltonnenbox aus Stahl verzinkt mit WPC-Füllung für 2 Tonnen à 240 l, mit Klappdeckel, auf Pflasterfläche verankert.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 4510,
      unit: 'm2',
      variants: ['40 x 40 x 5', '50 x 50 x 5'] as const,
      short: (s) => `Betonplattenbelag ${s} cm, grau, in Splittbett`,
      long: (s) =>
        `Gehwegplatten aus Beton nach DIN EN 1339, ${s} cm, grau, in Splittbett 3-5 cm verlegen, ` +
        `Fugen 3 mm mit Brechsand verfüllen, nach DIN 18318.`,
    }),
    family({
      at: 4610,
      unit: 'm3',
      variants: [
        {
          short: 'Oberboden liefern und andecken',
          long: 'Kulturfähigen Oberboden (Mutterboden) nach DIN 18915 liefern, andecken und planieren, Dicke nach Plan.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 4710,
      unit: 'm',
      variants: [
        {
          short: 'Pflaster schneiden, Zulage Passstücke',
          long: 'Zulage für das Schneiden von Pflastersteinen an Einfassungen, Schächten und Rinnen, nass geschnitten.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
