import { family, type Trade } from './family';

// The electrical part of the catalog came from the wholesaler's DATANORM texts and counts in 'Stk', the rest in 'St'.
export const elektro: Trade = {
  number: '23',
  prefix: 'ELT',
  category: 'Elektro',
  families: [
    family({
      at: 110,
      unit: 'm',
      stlb: '053-1110',
      variants: ['3x1,5', '3x2,5', '5x1,5', '5x2,5', '5x4', '5x6', '5x10', '5x16'] as const,
      short: (c) => `Mantelleitung NYM-J ${c} mm²`,
      long: (c) =>
        `Kunststoff-Mantelleitung NYM-J ${c} mm² nach DIN VDE 0250-204 liefern und verlegen, ` +
        `im Leerrohr, auf Kabelrinne oder unter Putz mit Befestigung, nach DIN VDE 0100 und DIN 18382.`,
    }),
    family({
      at: 210,
      unit: 'm',
      variants: ['4x16', '5x16', '5x25'] as const,
      short: (c) => `Erdkabel NYY-J ${c} mm², im Erdreich`,
      long: (c) =>
        `Kabel NYY-J ${c} mm² im vorbereiteten Kabelgraben auf Sandbett verlegen, mit Warnband ` +
        `(Graben gesondert), Anschluss an beiden Enden.`,
    }),
    family({
      at: 310,
      unit: 'm',
      variants: ['M20', 'M25', 'M32', 'M40'] as const,
      short: (m) => `Installationsrohr flexibel ${m}, Leerrohr`,
      long: (m) =>
        `Flexibles Elektro-Installationsrohr (Wellrohr) ${m}, 320 N, halogenfrei, mit Zugdraht, ` +
        `in Beton, Estrich oder Trockenbau verlegen und befestigen.`,
    }),
    family({
      at: 410,
      unit: 'm',
      variants: [
        { kind: 'Kabelkanal PVC', size: '40 x 60 mm', note: 'mit Oberteil, reinweiß' },
        { kind: 'Brüstungskanal Aluminium', size: '70 x 130 mm', note: 'zweizügig mit Trennsteg' },
        { kind: 'Kabelrinne Stahl verzinkt', size: '60 x 100 mm', note: 'gelocht, mit Wandauslegern' },
        { kind: 'Kabelrinne Stahl verzinkt', size: '60 x 200 mm', note: 'gelocht, mit Wandauslegern' },
        { kind: 'Kabelrinne Stahl verzinkt', size: '60 x 300 mm', note: 'gelocht, mit Abhängern' },
      ] as const,
      short: (v) => `${v.kind} ${v.size}`,
      long: (v) =>
        `${v.kind}, ${v.size}, ${v.note}, einschließlich Formteile (Ecken, Abzweige), Befestigungsmaterial ` +
        `und Potentialausgleich, montieren.`,
    }),
    family({
      at: 910,
      unit: 'Stk',
      variants: [
        { what: 'Ausschalter', detail: 'Wippe 1-fach' },
        { what: 'Wechselschalter', detail: 'Wippe 1-fach' },
        { what: 'Serienschalter', detail: 'Doppelwippe' },
        { what: 'Kreuzschalter', detail: 'Wippe 1-fach' },
        { what: 'Taster mit Kontrolllicht', detail: 'Wippe 1-fach' },
        { what: 'Schutzkontaktsteckdose 1-fach', detail: '16 A, mit erhöhtem Berührungsschutz' },
        { what: 'Schutzkontaktsteckdose 2-fach', detail: '16 A, Doppelrahmen' },
        { what: 'Schutzkontaktsteckdose 3-fach', detail: '16 A, Dreifachrahmen' },
      ] as const,
      short: (v) => `${v.what} UP, reinweiß, komplett`,
      long: (v) =>
        `${v.what} Unterputz, ${v.detail}, Schalterprogramm Thermoplast reinweiß, einschließlich ` +
        `Geräte-Verbindungsdose bzw. Hohlwanddose, Rahmen und Anschluss, betriebsfertig montiert.`,
    }),
    family({
      at: 1010,
      unit: 'Stk',
      variants: [
        {
          short: 'Feuchtraum-Steckdose AP IP44, 1-fach',
          long: 'Schutzkontaktsteckdose Aufputz für Feuchträume, IP44, mit Klappdeckel, grau, montiert und angeschlossen.',
        },
        {
          short: 'Feuchtraum-Ausschalter AP IP44',
          long: 'Ausschalter Aufputz für Feuchträume, IP44, grau, montiert und angeschlossen.',
        },
        {
          short: 'CEE-Steckdose 16 A, 5-polig, AP',
          long: 'CEE-Steckdose 16 A, 400 V, 5-polig, 6h, Aufputz IP44, montiert und angeschlossen.',
        },
        {
          short: 'CEE-Steckdose 32 A, 5-polig, AP',
          long: 'CEE-Steckdose 32 A, 400 V, 5-polig, 6h, Aufputz IP44, montiert und angeschlossen.',
        },
        {
          short: 'Herdanschlussdose mit Anschluss Herd',
          long: 'Herdanschlussdose Unterputz, Anschluss des Elektroherds 400 V einschließlich Prüfung.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1110,
      unit: 'Stk',
      variants: [
        {
          short: 'Datendose Cat.6A, 2-fach, UP',
          long: 'Datenanschlussdose Cat.6A, 2x RJ45, geschirmt, Unterputz, reinweiß, aufgelegt und gemessen.',
        },
        {
          short: 'Patchfeld 24 Port Cat.6A, 19 Zoll',
          long: 'Patchfeld 19" mit 24 Ports Cat.6A, 1 HE, bestückt, Leitungen aufgelegt und beschriftet.',
        },
        {
          short: 'Netzwerkschrank 19 Zoll, 12 HE, Wand',
          long: 'Wandverteiler 19", 12 Höheneinheiten, Glastür, mit Kabelmanagement, montiert.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1210,
      unit: 'm',
      variants: ['Cat.7 S/FTP', 'Cat.6A U/FTP'] as const,
      short: (c) => `Datenleitung ${c}, Installationskabel`,
      long: (c) =>
        `Datenkabel ${c} (Installationskabel, 4 Paare, halogenfrei LSOH) im Leerrohr bzw. auf Trasse verlegen, ` +
        `für strukturierte Verkabelung nach DIN EN 50173.`,
    }),
    family({
      at: 1310,
      unit: 'Stk',
      variants: [
        {
          what: 'LED-Panel 620 x 620 mm',
          detail: 'Einlegemontage in Rasterdecke, 3000 lm, 4000 K, UGR < 19',
        },
        { what: 'LED-Panel 1200 x 300 mm', detail: 'Aufbaurahmen, 3600 lm, 4000 K, UGR < 19' },
        { what: 'LED-Downlight Ø 150 mm', detail: 'Einbau in GK-Decke, 1200 lm, 3000 K, IP44' },
        { what: 'LED-Feuchtraumwannenleuchte 1200 mm', detail: 'IP65, 3800 lm, 4000 K, Polycarbonatwanne' },
        { what: 'LED-Feuchtraumwannenleuchte 1500 mm', detail: 'IP65, 5000 lm, 4000 K, Polycarbonatwanne' },
        { what: 'LED-Wand-/Deckenleuchte rund Ø 300 mm', detail: 'IP54, 1500 lm, 3000 K, Treppenhaus/Flur' },
      ] as const,
      short: (v) => `${v.what}, montieren und anschließen`,
      long: (v) =>
        `Leuchte ${v.what}, ${v.detail}, Leuchtmittel fest eingebaut, Lebensdauer L80 ≥ 50.000 h, liefern, ` +
        `montieren und anschließen.`,
    }),
    family({
      at: 1410,
      unit: 'Stk',
      variants: [
        {
          short: 'Sicherheitsleuchte Rettungszeichen, Einzelbatterie',
          long: 'Rettungszeichenleuchte LED nach DIN EN 1838 / DIN EN 60598-2-22, Einzelbatterie 3 h, Piktogramm nach ASR A1.3, Wand- oder Deckenmontage.',
        },
        {
          short: 'Rauchwarnmelder, 10-Jahres-Batterie',
          long: 'Rauchwarnmelder nach DIN EN 14604 mit fest eingebauter 10-Jahres-Lithiumbatterie, Q-Label, Montage an Decke nach DIN 14676.',
        },
        {
          short: 'Bewegungsmelder Decke 360°, UP',
          long: 'Präsenz- bzw. Bewegungsmelder für Deckeneinbau, Erfassung 360°, Helligkeitssensor, 230 V.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1510,
      unit: 'Stk',
      stlb: '053-6110',
      variants: [2, 3, 4] as const,
      short: (rows) => `Unterverteilung UP, ${rows}-reihig, bestückt`,
      long: (rows) =>
        `Kleinverteiler (Unterverteilung) Unterputz ${rows}-reihig, je Reihe 12 Teilungseinheiten, ` +
        `mit N/PE-Klemmen, bestückt mit FI/LS-Kombinationen bzw. FI-Schutzschalter und Leitungsschutzschaltern ` +
        `nach Stromlaufplan, verdrahtet, beschriftet, Stromkreisverzeichnis.`,
    }),
    family({
      at: 1610,
      unit: 'Stk',
      variants: [1, 2, 3] as const,
      short: (n) => `Zählerschrank ${n} ${n > 1 ? 'Zählerplätze' : 'Zählerplatz'}, APZ, eHZ`,
      long: (n) =>
        `Zählerschrank nach VDE-AR-N 4100 mit ${n} ${n > 1 ? 'Zählerplätzen' : 'Zählerplatz'} für elektronische ` +
        `Haushaltszähler (eHZ), anlagenseitigem Anschlussraum (APZ), SLS-Schalter, Überspannungsschutz Typ 1+2, ` +
        `aufputz montiert, Anmeldung beim Netzbetreiber.`,
    }),
    family({
      at: 1710,
      unit: 'Stk',
      variants: [
        {
          short: 'FI-Schutzschalter 40 A / 30 mA, 4-polig',
          long: 'Fehlerstrom-Schutzschalter Typ A, 40 A, 30 mA, 4-polig, in vorhandene Verteilung einbauen und verdrahten.',
        },
        {
          short: 'Leitungsschutzschalter B16, 1-polig',
          long: 'Leitungsschutzschalter B16, 1-polig, 6 kA, in Verteilung einbauen, verdrahten und beschriften.',
        },
        {
          short: 'Leitungsschutzschalter B16, 3-polig',
          long: 'Leitungsschutzschalter B16, 3-polig, 6 kA, in Verteilung einbauen, verdrahten und beschriften.',
        },
        {
          short: 'FI/LS-Schalter B16 / 30 mA, 2-polig',
          long: 'FI/LS-Kombination Typ A, B16, 30 mA, 1-polig+N, in Verteilung einbauen und verdrahten.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1810,
      unit: 'm',
      variants: [
        {
          short: 'Fundamenterder Bandstahl 30 x 3,5 mm',
          long: 'Fundamenterder bzw. Ringerder aus Bandstahl verzinkt 30 x 3,5 mm nach DIN 18014 in der Bodenplatte bzw. im Erdreich verlegen, mit Verbindungsklemmen und Anschlussfahnen.',
        },
        {
          short: 'Blitzschutz-Ableitung Aluminium Ø 8 mm',
          long: 'Ableitung bzw. Fangleitung aus Aluminiumdraht Ø 8 mm nach DIN EN 62305-3 auf Leitungshaltern montiert.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 1910,
      unit: 'Stk',
      variants: [
        {
          short: 'Potentialausgleichsschiene mit Anschlüssen',
          long: 'Haupterdungsschiene (Potentialausgleichsschiene) montieren und Schutzpotentialausgleich zu Wasser-, Heizungs- und Gasleitung herstellen.',
        },
        {
          short: 'Türsprechanlage 1 Teilnehmer, Audio',
          long: 'Türsprechanlage mit Außenstation Aufputz (1 Klingeltaster) und Innenstation Audio, verdrahtet und in Betrieb genommen.',
        },
        {
          short: 'Türsprechanlage 1 Teilnehmer, Video',
          long: 'Video-Türsprechanlage mit Außenstation (Kamera, 1 Klingeltaster) und Innenstation mit Farbdisplay, in Betrieb genommen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2010,
      unit: 'psch',
      variants: [
        {
          short: 'Prüfung und Messprotokoll nach DIN VDE 0100-600',
          long: 'Erstprüfung der elektrischen Anlage nach DIN VDE 0100-600 (Besichtigen, Erproben, Messen) mit Prüfprotokoll und Übergabe an den AG.',
        },
        {
          short: 'Elektro-Baustromanschluss, Baustromverteiler',
          long: 'Baustromverteiler mit Zähler, FI-Schutz und Steckdosen aufstellen, anschließen, vorhalten für die Bauzeit und abbauen.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2110,
      unit: 'Stk',
      variants: [
        {
          short: 'Gerätedose UP Ø 68 mm, Mauerwerk',
          long: 'Schalter- bzw. Gerätedose Ø 68 mm, Tiefe 47 mm, in Mauerwerk setzen einschließlich Bohren und Eingipsen.',
        },
        {
          short: 'Hohlwanddose Ø 68 mm, Trockenbau',
          long: 'Hohlwand-Geräte-Verbindungsdose Ø 68 mm, luftdicht, in Gipsplattenwand setzen einschließlich Bohrung.',
        },
        {
          short: 'Abzweigdose AP IP55, Feuchtraum',
          long: 'Abzweigdose Aufputz IP55 mit Klemmen bis 4 mm², grau, montiert und verdrahtet.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    family({
      at: 2210,
      unit: 'Stk',
      variants: [11, 22] as const,
      short: (kw) => `Wallbox ${kw} kW, Typ 2, mit Lastmanagement`,
      long: (kw) =>
        `Ladestation (Wallbox) für Elektrofahrzeuge, Ladeleistung bis ${kw} kW, Ladekabel Typ 2 fest ` +
        `angeschlagen, integrierte DC-Fehlerstromerkennung, Lastmanagement-Schnittstelle, montieren, ` +
        `anschließen und beim Netzbetreiber anmelden.`,
    }),
    family({
      at: 2310,
      unit: 'Stk',
      variants: [
        { what: 'Jalousieschalter / Rollladentaster', detail: 'Doppelwippe mit Verriegelung' },
        { what: 'Universal-Drehdimmer LED', detail: '3-100 W, Phasenan-/abschnitt' },
        { what: 'Schutzkontaktsteckdose mit USB A+C', detail: '16 A, Ladestrom 3 A' },
      ] as const,
      short: (v) => `${v.what} UP, reinweiß`,
      long: (v) =>
        `${v.what} Unterputz, ${v.detail}, Schalterprogramm reinweiß, mit Rahmen, montiert und angeschlossen.`,
    }),
  ],
};
