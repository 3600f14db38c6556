import { family, single, type Trade } from './family';

// Appended for the calibration (docs/decisions/0035-matching-calibration.md): the survey positions of a
// company that also explores the ground. Two real mismatches were measured against positions like these: a lump-sum
// "Abschlussdokumentation" matched to a measurement per km, "Inversion" (data processing) to a 2D measurement.
export const baugrund: Trade = {
  number: '26',
  prefix: 'GEO',
  category: 'Baugrund und Vermessung',
  families: [
    family({
      at: 110,
      unit: 'km',
      variants: [
        {
          short: 'Geoelektrische 2D-Messung je km Profil, mit Dokumentation',
          long:
            'Geoelektrische Widerstandsmessung als 2D-Messung entlang eines Profils, Elektrodenabstand 2 m, ' +
            'Auslage, Messung, Rohdatensicherung und Dokumentation der Messpunkte, abgerechnet je km Profillänge.',
        },
        {
          short: 'Refraktionsseismische 2D-Messung je km Profil',
          long:
            'Refraktionsseismische Messung entlang eines Profils, Geophonabstand 2 m, Anregung mit Fallgewicht, ' +
            'Messung und Rohdatensicherung, abgerechnet je km Profillänge.',
        },
      ],
      short: (v) => v.short,
      long: (v) => v.long,
    }),
    single({
      at: 210,
      unit: 'St',
      shortText: 'Rammkernsondierung bis 6 m, mit Schichtenverzeichnis',
      longText:
        'Rammkernsondierung Ø 50 mm bis 6 m unter Gelände abteufen, Bodenproben je Schicht entnehmen, ' +
        'Schichtenverzeichnis nach DIN EN ISO 14688, Bohrloch verfüllen.',
    }),
    single({
      at: 310,
      unit: 'psch',
      shortText: 'Absteckung Baufeld mit Höhenfestpunkt',
      longText:
        'Baufeld nach Lageplan durch Vermessungsingenieur abstecken, Schnurgerüst-Eckpunkte und einen ' +
        'Höhenfestpunkt setzen, Absteckprotokoll übergeben.',
    }),
  ],
};
