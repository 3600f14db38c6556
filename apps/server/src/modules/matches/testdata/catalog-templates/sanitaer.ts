import { family, single, type Trade } from './family';

export const sanitaer: Trade = {
  number: '21',
  prefix: 'SAN',
  category: 'Sanitär',
  families: [
    family({
      at: 110,
      unit: 'm',
      stlb: '042-1110',
      variants: ['16 x 2', '20 x 2', '26 x 3', '32 x 3', '40 x 3,5'] as const,
      short: (d) => `Mehrschichtverbundrohr ${d} mm, Trinkwasser, Pressfitting`,
      long: (d) =>
        `Trinkwasserleitung aus Mehrschichtverbundrohr PE-Xc/Al/PE, Abmessung ${d} mm, DVGW-zertifiziert, ` +
        `mit Pressfittings aus Rotguss bzw. PPSU, einschließlich Befestigung mit Rohrschellen mit ` +
        `Schalldämmeinlage, verlegt in Schächten, Vorwänden und Decken nach DIN EN 806 und DIN 1988. ` +
        `Formstücke einkalkuliert.`,
    }),
    family({
      at: 210,
      unit: 'm',
      variants: ['15 x 1', '18 x 1', '22 x 1,2', '28 x 1,2', '35 x 1,5'] as const,
      short: (d) => `Edelstahlrohr ${d} mm, Trinkwasser, Pressfitting`,
      long: (d) =>
        `Trinkwasserleitung aus nichtrostendem Stahlrohr 1.4521, Außendurchmesser x Wanddicke ${d} mm, ` +
        `mit Pressfittings (Pressverbindung mit SC-Contur), Befestigung mit Rohrschellen, ` +
        `nach DIN EN 806 und DVGW-Arbeitsblatt W 534.`,
    }),
    family({
      at: 310,
      unit: 'm',
      variants: [
        { dn: '15', pct: '100 %', d: 20 },
        { dn: '20', pct: '100 %', d: 30 },
        { dn: '25', pct: '100 %', d: 30 },
        { dn: '15', pct: '50 %', d: 9 },
        { dn: '20', pct: '50 %', d: 13 },
      ] as const,
      short: (v) => `Rohrdämmung ${v.pct} GEG, DN ${v.dn}, Kautschuk`,
      long: (v) =>
        `Wärmedämmung von Rohrleitungen DN ${v.dn} mit Dämmschläuchen aus synthetischem Kautschuk, ` +
        `Wärmeleitfähigkeit 0,035 W/(mK), Dämmschichtdicke ${v.d} mm (${v.pct} nach GEG Anlage 8), ` +
        `Stöße und Formteile verklebt.`,
    }),
    family({
      at: 410,
      unit: 'm',
      stlb: '044-2110',
      variants: [
        { kind: 'HT-Rohr PP', dn: 50 },
        { kind: 'HT-Rohr PP', dn: 75 },
        { kind: 'HT-Rohr PP', dn: 110 },
        { kind: 'Schallschutz-Abwasserrohr PP', dn: 50 },
        { kind: 'Schallschutz-Abwasserrohr PP', dn: 75 },
        { kind: 'Schallschutz-Abwasserrohr PP', dn: 110 },
      ] as const,
      short: (v) => `${v.kind} DN ${v.dn}, Abwasser im Gebäude`,
      long: (v) =>
        `Abwasserleitung innerhalb von Gebäuden aus ${v.kind === 'HT-Rohr PP' ? 'HT-Rohr Polypropylen nach DIN EN 1451' : 'mineralverstärktem, schallgedämmtem Polypropylen-Rohr (Schallschutz nach DIN 4109)'}, ` +
        `Nennweite DN ${v.dn}, Steckmuffe mit Lippendichtung, einschließlich Formstücke und Befestigung ` +
        `mit Schallschutzschellen, nach DIN EN 12056 und DIN 1986-100.`,
    }),
    family({
      at: 510,
      unit: 'St',
      stlb: '045-1110',
      variants: [
        { what: 'WC', h: '112 cm', detail: 'mit UP-Spülkasten 2-Mengen-Spülung, Befestigung für Wand-WC' },
        { what: 'Waschtisch', h: '112 cm', detail: 'mit Anschlüssen für Eckventile und Ablauf' },
        { what: 'Urinal', h: '112 cm', detail: 'mit Spülventil-Anschluss, Ablaufbogen' },
        {
          what: 'WC behindertengerecht',
          h: '112 cm',
          detail: 'mit Befestigungen für Stütz-Klappgriffe, Sitzhöhe 46-48 cm',
        },
      ] as const,
      short: (v) => `Vorwandelement ${v.what}, Bauhöhe ${v.h}`,
      long: (v) =>
        `Montageelement für ${v.what} zum Einbau in Trockenbau-Vorwände, Bauhöhe ${v.h}, pulverbeschichteter ` +
        `Stahlrahmen, ${v.detail}, Schallschutzset, Anschluss an Trink- und Abwasserleitung.`,
    }),
    family({
      at: 610,
      unit: 'St',
      variants: [
        {
          short: 'Wand-WC spülrandlos, weiß, inkl. WC-Sitz',
          long: 'Wand-Tiefspül-WC aus Sanitärporzellan, spülrandlos, weiß, Ausladung 53 cm, mit WC-Sitz Duroplast mit Absenkautomatik, Schallschutzset, an Vorwandelement montieren.',
        },
        {
          short: 'Stand-WC Tiefspüler, Spülkasten aufgesetzt',
          long: 'Stand-Tiefspül-WC mit aufgesetztem Spülkasten 6/3 l, Abgang waagerecht, weiß, mit WC-Sitz, montiert und angeschlossen.',
        },
        {
          short: 'Urinal weiß, Zulauf von hinten',
          long: 'Urinal aus Sanitärporzellan weiß, Zulauf von hinten, Absaugesiphon, mit UP-Spülsteuerung manuell, montiert.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 710,
      unit: 'St',
      variants: [45, 55, 60, 65, 80] as const,
      short: (w) => (w === 45 ? 'Handwaschbecken 45 cm, weiß' : `Waschtisch ${w} cm, Porzellan weiß`),
      long: (w) =>
        `${w === 45 ? 'Handwaschbecken' : 'Waschtisch'} aus Sanitärporzellan, weiß, Breite ${w} cm, mit ` +
        `Hahnloch und Überlauf, an Wand bzw. Vorwandelement montieren, Röhrensiphon verchromt, zwei Eckventile ` +
        `mit Filter, Armatur gesondert.`,
    }),
    family({
      at: 810,
      unit: 'St',
      variants: [
        {
          short: 'Waschtisch-Einhebelmischer, verchromt',
          long: 'Einhebel-Waschtischmischer, verchromt, mit Ablaufgarnitur, Durchflussbegrenzung 5 l/min, Geräuschklasse I.',
        },
        {
          short: 'Brause-Thermostat Aufputz mit Brauseset',
          long: 'Brause-Thermostatbatterie Aufputz, verchromt, Verbrühschutz 38 °C, mit Brausestange 90 cm, Handbrause und Schlauch.',
        },
        {
          short: 'Wannenfüll- und Brausebatterie Aufputz',
          long: 'Einhebel-Wannenfüll- und Brausebatterie Aufputz, verchromt, mit Umstellung und Brauseset.',
        },
        {
          short: 'Spültischarmatur mit Brause, Küche',
          long: 'Einhebel-Spültischmischer mit ausziehbarer Brause, verchromt, Anschluss an Eckventile (Küchenanschluss).',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 910,
      unit: 'St',
      variants: ['90 x 90', '100 x 100', '120 x 90', '120 x 100'] as const,
      short: (s) => `Duschwanne Stahl emailliert ${s} cm, flach`,
      long: (s) =>
        `Duschwanne aus emailliertem Stahl 3,5 mm, weiß, ${s} cm, Höhe 25 mm, mit Wannenträger aus ` +
        `Polystyrol, Ablaufgarnitur DN 50, schallentkoppelt eingebaut, Wandanschlussband.`,
    }),
    family({
      at: 1010,
      unit: 'St',
      variants: ['170 x 75', '180 x 80'] as const,
      short: (s) => `Badewanne Stahl emailliert ${s} cm`,
      long: (s) =>
        `Körperform-Badewanne aus emailliertem Stahl, weiß, ${s} cm, mit Wannenfuß bzw. Wannenträger, ` +
        `Ab- und Überlaufgarnitur mit Drehgriff, Schallschutzset, Wannenanschlussdichtband.`,
    }),
    family({
      at: 1110,
      unit: 'St',
      variants: ['90 x 90', '120 x 90'] as const,
      short: (s) => `Duschabtrennung ESG 6 mm, Eckeinstieg ${s} cm`,
      long: (s) =>
        `Duschabtrennung aus Einscheiben-Sicherheitsglas 6 mm klar mit Beschichtung, Eckeinstieg mit ` +
        `Pendeltüren, für Duschwanne ${s} cm, Profile silber matt, Höhe 200 cm.`,
    }),
    family({
      at: 1210,
      unit: 'St',
      variants: [18, 21, 24] as const,
      short: (kw) => `Durchlauferhitzer elektronisch ${kw} kW`,
      long: (kw) =>
        `Elektronisch geregelter Durchlauferhitzer ${kw} kW, 400 V, Temperaturwahl 20-60 °C, druckfest, ` +
        `Montage über bzw. unter Tisch, Anschluss an Wasser (Elektroanschluss durch Elektriker).`,
    }),
    family({
      at: 1310,
      unit: 'St',
      variants: [
        {
          short: 'Hauswasserstation DN 25 mit Rückspülfilter',
          long: 'Hauswasserstation DN 25 mit rückspülbarem Feinfilter, Druckminderer und Manometer, Systemtrenner, nach Wasserzähler montieren.',
        },
        {
          short: 'Enthärtungsanlage Einfamilienhaus',
          long: 'Weichwasseranlage (Enthärtung) nach DIN EN 14743 für 1-4 Personen mit Verschneideeinrichtung, Regeneriermittel-Erstfüllung.',
        },
        {
          short: 'Außenzapfstelle frostsicher DN 15',
          long: 'Frostsichere Außenwandarmatur DN 15 mit Rückflussverhinderer, Mauerdurchführung, verchromt.',
        },
        {
          short: 'Waschmaschinenanschluss mit Geräteventil',
          long: 'Anschluss für Waschmaschine: Geräteventil DN 15 mit Rückflussverhinderer und Geräte-Siphon UP.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1410,
      unit: 'St',
      variants: [50, 70, 100] as const,
      short: (dn) => `Bodenablauf DN ${dn}, senkrecht, Edelstahlrost`,
      long: (dn) =>
        `Bodenablauf aus Kunststoff, Abgang senkrecht DN ${dn}, mit Aufsatzstück, Dichtflansch für ` +
        `Verbundabdichtung und Edelstahlrost 150 x 150 mm, Geruchsverschluss.`,
    }),
    family({
      at: 1510,
      unit: 'psch',
      variants: [
        {
          short: 'Druckprüfung und Spülung Trinkwasseranlage',
          long: 'Dichtheitsprüfung der Trinkwasserinstallation mit Druckluft bzw. Wasser nach ZVSHK-Merkblatt, Spülen nach DIN EN 806-4, mit Protokollen.',
        },
        {
          short: 'Dichtheitsprüfung Abwasserleitungen im Gebäude',
          long: 'Dichtheitsprüfung der Entwässerungsleitungen innerhalb des Gebäudes nach DIN EN 1610 bzw. DIN 1986-30, mit Protokoll.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    single({
      at: 1610,
      unit: 'St',
      shortText: 'Warmwasserspeicher 300 l, indirekt beheizt, Solar',
      longText:
        'Bivalenter Warmwasserspeicher 300 l, Stahl emailliert, zwei Glattrohr-Wärmetauscher, Magnesiumanode, ' +
        'Wärmedämmung, Sicherheitsgruppe, aufstellen und anschließen.',
    }),
    family({
      at: 1710,
      unit: 'St',
      variants: [
        {
          short: 'Stütz-Klappgriff, barrierefrei, 85 cm',
          long: 'Stütz-Klappgriff für WC nach DIN 18040-2, Länge 85 cm, Edelstahl bzw. Kunststoff weiß, mit Papierrollenhalter.',
        },
        {
          short: 'Spiegel 60 x 80 cm, Kanten poliert',
          long: 'Kristallspiegel 60 x 80 cm, 5 mm, Kanten poliert, mit Spiegelhaltern an der Wand montiert.',
        },
        {
          short: 'Handtuchhalter / WC-Papierhalter Edelstahl',
          long: 'Sanitär-Accessoires aus Edelstahl (Handtuchhalter zweiarmig oder WC-Papierhalter), an Fliesenwand gedübelt.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1810,
      unit: 'St',
      variants: ['20', '25', '32'] as const,
      short: (dn) => `Kugelhahn / Absperrventil DN ${dn}, Trinkwasser`,
      long: (dn) =>
        `Absperrarmatur DN ${dn} für Trinkwasser (Kugelhahn mit Pressanschluss bzw. Schrägsitzventil), ` +
        `DVGW-geprüft, in Leitung eingebaut, Dämmung gesondert.`,
    }),
  ],
};
