import { family, type Trade } from './family';

export const putz: Trade = {
  number: '11',
  prefix: 'PUT',
  category: 'Putz',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '023-1110',
      variants: [
        { where: 'Wand', d: 10, q: 'Q2' },
        { where: 'Wand', d: 15, q: 'Q2' },
        { where: 'Wand', d: 15, q: 'Q3' },
        { where: 'Decke', d: 10, q: 'Q2' },
      ] as const,
      short: (v) => `Gipsputz einlagig, ${v.where}, d=${v.d} mm, ${v.q}`,
      long: (v) =>
        `Innenputz als einlagiger Gips-Maschinenputz B4/50/2 nach DIN EN 13279-1 auf ` +
        `${v.where === 'Wand' ? 'Mauerwerk' : 'Betondecken mit Haftbrücke'}, mittlere Dicke ${v.d} mm, ` +
        `Oberfläche geglättet in Qualitätsstufe ${v.q}, nach DIN EN 13914-2 und DIN 18350, Eckschutzschienen gesondert.`,
    }),
    family({
      at: 510,
      unit: 'm2',
      variants: [
        {
          what: 'Kalkzementputz innen',
          d: 15,
          use: 'für Feuchträume und als Fliesenuntergrund, Oberfläche abgerieben',
        },
        { what: 'Kalkputz innen', d: 15, use: 'diffusionsoffen für Altbauten, Oberfläche gefilzt' },
        { what: 'Kalkzementputz innen, 2-lagig', d: 20, use: 'Unterputz und Oberputz, Oberfläche gefilzt' },
      ] as const,
      short: (v) => `${v.what}, d=${v.d} mm`,
      long: (v) =>
        `${v.what} als Maschinenputz, Mörtelgruppe P II nach DIN EN 998-1, mittlere Dicke ${v.d} mm, ` +
        `${v.use}, nach DIN EN 13914-2.`,
    }),
    family({
      at: 810,
      unit: 'm',
      variants: [
        {
          short: 'Eckschutzschiene verzinkt, innen',
          long: 'Eckschutzschienen aus verzinktem Stahl für Innenputz an Außenkanten setzen, lot- und fluchtgerecht.',
        },
        {
          short: 'Putzabschlussprofil / Anputzleiste Fenster',
          long: 'Anputzleiste mit Gewebelasche und Dichtlippe am Fenster- bzw. Türrahmen anbringen, schlagregendicht nach RAL-Leitfaden.',
        },
        {
          short: 'Leibung putzen, Tiefe bis 25 cm, innen',
          long: 'Fenster- bzw. Türleibungen innen verputzen, Tiefe bis 25 cm, einschließlich Eckschutzschiene, Putz wie Wandfläche.',
        },
        {
          short: 'Leibung putzen, Tiefe bis 25 cm, außen',
          long: 'Fensterleibungen außen verputzen, Tiefe bis 25 cm, Unter- und Oberputz wie Fassade, einschließlich Profile.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1210,
      unit: 'm2',
      variants: [
        {
          short: 'Putzträger Rippenstreckmetall über Schlitzen',
          long: 'Putzträger aus Rippenstreckmetall über Installationsschlitzen und Materialwechseln mit 10 cm Überstand befestigen.',
        },
        {
          short: 'Haftbrücke auf Beton, Putzgrund',
          long: 'Haftbrücke (Betonkontakt) auf glatten Betonflächen vor Gipsputz vollflächig auftragen.',
        },
        {
          short: 'Spritzbewurf / Vorspritzer Kalkzement',
          long: 'Zementärer Spritzbewurf netzförmig auf stark saugendes bzw. glattes Mauerwerk vor dem Unterputz.',
        },
        {
          short: 'Armierungsgewebe in Putz, vollflächig',
          long: 'Glasfaser-Armierungsgewebe im oberen Drittel des Unterputzes vollflächig einbetten, Stöße 10 cm überlappt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1610,
      unit: 'm2',
      stlb: '023-3110',
      variants: [
        { top: 'Scheibenputz K2, mineralisch', grain: '2 mm' },
        { top: 'Scheibenputz K3, mineralisch', grain: '3 mm' },
        { top: 'Silikonharz-Kratzputz K2', grain: '2 mm' },
        { top: 'Silikonharz-Kratzputz K3', grain: '3 mm' },
        { top: 'Reibeputz R3 (Rillenputz)', grain: '3 mm' },
      ] as const,
      short: (v) => `Außenputz KZ-Unterputz 20 mm + ${v.top}`,
      long: (v) =>
        `Außenwandputz zweilagig auf Mauerwerk: Kalkzement-Leichtunterputz CS II nach DIN EN 998-1, ` +
        `Dicke 20 mm, Standzeit 1 Tag je mm, Oberputz ${v.top}, Korngröße ${v.grain}, Farbton weiß bzw. ` +
        `nach Bemusterung, nach DIN EN 13914-1 und DIN 18350.`,
    }),
    family({
      at: 2110,
      unit: 'm2',
      variants: [
        {
          short: 'Sockelputz Zementputz CS IV, d=20 mm',
          long: 'Sockelputz aus wasserabweisendem Zementputz CS IV, Dicke 20 mm, bis 30 cm über Gelände, mit Sockelabschlussprofil und Dichtschlämme im erdberührten Bereich.',
        },
        {
          short: 'Sanierputz WTA, 2-lagig, d=25 mm',
          long: 'Sanierputzsystem nach WTA-Merkblatt 2-9: Spritzbewurf, Grundputz 10 mm, Sanierputz 15 mm, für salzbelastetes Mauerwerk.',
        },
        {
          short: 'Dämmputz innen/außen, d=40 mm',
          long: 'Wärmedämmputz mit EPS-Zuschlag, WLS 070, Dicke 40 mm, mit Armierungsschicht und Oberputz.',
        },
        {
          short: 'Putz ausbessern, Fehlstellen bis 1 m²',
          long: 'Fehlstellen im Innenputz nach Installationsarbeiten schließen, Flächen je Fehlstelle bis 1 m², an Bestand angeglichen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2510,
      unit: 'm2',
      variants: [
        { what: 'Gips-Kalk-Maschinenputz', d: 10 },
        { what: 'Gips-Kalk-Maschinenputz', d: 15 },
        { what: 'Lehmputz 2-lagig', d: 20 },
      ] as const,
      short: (v) => `${v.what}, Wand, d=${v.d} mm`,
      long: (v) =>
        v.what === 'Lehmputz 2-lagig'
          ? `Lehmputz nach DIN 18947, Unterputz mit Jutegewebe und Oberputz fein, Gesamtdicke ${v.d} mm, ` +
            `auf Mauerwerk bzw. Schilfrohrmatten, Oberfläche gefilzt.`
          : `Innenwandputz als einlagiger ${v.what} B1 nach DIN EN 13279-1, mittlere Dicke ${v.d} mm, ` +
            `Oberfläche abgezogen und gefilzt (Q2), als Untergrund für Anstrich bzw. Tapete.`,
    }),
  ],
};

export const wdvs: Trade = {
  number: '12',
  prefix: 'WDV',
  category: 'WDVS',
  families: [
    family({
      at: 110,
      unit: 'm2',
      stlb: '023-5110',
      variants: [100, 120, 140, 160, 180, 200] as const,
      short: (d) => `WDVS EPS 035, d=${d} mm, Silikonharzputz`,
      long: (d) =>
        `Wärmedämm-Verbundsystem mit allgemeiner Bauartgenehmigung: Dämmplatten EPS 035 (weiß), ` +
        `Dicke ${d} mm, geklebt und gedübelt nach Dübelschema, Armierungsschicht mit Gewebe, Oberputz ` +
        `Silikonharz-Kratzputz K2, Farbton weiß; Brandriegel nach Zulassung gesondert. Nach DIN 55699.`,
    }),
    family({
      at: 710,
      unit: 'm2',
      variants: [120, 140, 160] as const,
      short: (d) => `WDVS EPS 032 grau, d=${d} mm, Silikonharzputz`,
      long: (d) =>
        `Wärmedämm-Verbundsystem mit Dämmplatten EPS 032 (grau, Graphit), Dicke ${d} mm, geklebt und ` +
        `gedübelt, verschattet verarbeitet, Armierungsschicht mit Gewebe, Oberputz Silikonharz-Kratzputz K2, ` +
        `nach Bauartgenehmigung und DIN 55699.`,
    }),
    family({
      at: 1010,
      unit: 'm2',
      stlb: '023-5210',
      variants: [120, 140, 160, 200] as const,
      short: (d) => `WDVS Mineralwolle 035, d=${d} mm, mineralischer Putz`,
      long: (d) =>
        `Nichtbrennbares Wärmedämm-Verbundsystem (A2) mit Mineralwolle-Putzträgerplatten WLS 035, ` +
        `Dicke ${d} mm, geklebt und gedübelt (Tellerdübel), mineralische Armierung mit Gewebe, ` +
        `Oberputz mineralischer Scheibenputz K2, nach Bauartgenehmigung und DIN 55699.`,
    }),
    family({
      at: 1510,
      unit: 'm',
      variants: [20, 30, 40] as const,
      short: (d) => `Leibungsdämmung WDVS, d=${d} mm, Tiefe bis 30 cm`,
      long: (d) =>
        `Fenster- bzw. Türleibungen mit Dämmplatten EPS 035, Dicke ${d} mm, dämmen, Tiefe bis 30 cm, ` +
        `mit Anschlussprofil am Rahmen und Eckwinkel mit Gewebe, Oberputz wie Fläche.`,
    }),
    family({
      at: 1810,
      unit: 'm2',
      variants: [100, 120, 160] as const,
      short: (d) => `Sockeldämmung XPS / Perimeter, d=${d} mm, WDVS`,
      long: (d) =>
        `Sockeldämmung im Spritzwasser- und erdberührten Bereich mit Perimeterdämmplatten (XPS bzw. EPS-P), ` +
        `Dicke ${d} mm, geklebt, Armierung und Sockelputz, Abdichtung mit Dichtschlämme, nach Zulassung.`,
    }),
    family({
      at: 2110,
      unit: 'm',
      variants: [
        {
          short: 'Brandriegel Mineralwolle, Höhe 200 mm',
          long: 'Umlaufender Brandriegel aus Mineralwolle-Lamellen, Höhe 200 mm, in Dicke der Dämmung, vollflächig verklebt und gedübelt, nach Bauartgenehmigung.',
        },
        {
          short: 'Sockelprofil Aluminium WDVS',
          long: 'Sockelabschlussprofil aus Aluminium mit Tropfkante, Breite passend zur Dämmdicke, mit Verbindern und Distanzstücken.',
        },
        {
          short: 'Anputzleiste Fensteranschluss WDVS',
          long: 'Anputzleiste mit Gewebelasche und Dichtlippe (Schlagregendichtheit BG1) für den Anschluss des WDVS an Fenster und Türen.',
        },
        {
          short: 'Eckwinkel mit Gewebe, Außenkante',
          long: 'Kantenschutzwinkel aus Kunststoff mit Armierungsgewebe an Außenkanten und Leibungsecken einbetten.',
        },
        {
          short: 'Dehnfugenprofil WDVS, E-Form',
          long: 'Dehnfugenprofil (E-Form) über Gebäudetrennfugen im WDVS einbauen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2610,
      unit: 'St',
      variants: [
        {
          short: 'Montagequader für Leuchten/Markisen im WDVS',
          long: 'Montagequader aus druckfestem PU-Hartschaum zur wärmebrückenfreien Befestigung von Leuchten, Briefkästen u. Ä. im WDVS einbauen.',
        },
        {
          short: 'Fensterbank-Anschlussprofil WDVS, Paar',
          long: 'Fensterbankanschlussprofile (Gleitabschlüsse) seitlich im WDVS, je Fensterbank ein Paar.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2710,
      unit: 'm2',
      variants: [100, 140, 200] as const,
      short: (d) => `WDVS Holzfaser, d=${d} mm, mineralischer Putz`,
      long: (d) =>
        `Wärmedämm-Verbundsystem auf Holzständerwerk bzw. Massivwand mit Holzfaserdämmplatten WLS 040, ` +
        `Dicke ${d} mm, geklammert bzw. gedübelt, Armierung mit Gewebe, Kalk-Oberputz K2, nach Zulassung.`,
    }),
    family({
      at: 3010,
      unit: 'm2',
      variants: [
        {
          short: 'WDVS überarbeiten, Armierung und Oberputz',
          long: 'Bestehendes WDVS reinigen, mit Armierungsmörtel und Gewebe vollflächig überarbeiten und neuen Silikonharzputz K2 aufbringen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
  ],
};
