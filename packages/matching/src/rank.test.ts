import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLD,
  MIN_SCORE,
  NO_TEXT_CEILING,
  POOR_TEXT_CEILING,
  UNIT_MISMATCH_CEILING,
} from './calibration';
import { positionMatchText } from './normalize';
import {
  NONE_LEVEL,
  prepareTender,
  preparePosition,
  rankCandidates,
  tenderQueryText,
  type HistoryEvidence,
  type MatchReason,
  type PositionText,
  type TenderItemText,
} from './rank';

const position = (
  positionId: string,
  shortText: string,
  longText: string,
  unit: string,
  extra: Partial<PositionText> = {},
) =>
  preparePosition({
    positionId,
    number: extra.number ?? positionId,
    shortText,
    matchText: positionMatchText(shortText, longText),
    unit,
    stlbCode: extra.stlbCode ?? null,
  });

const WALLS = [
  position(
    'w100',
    'GK-Ständerwand d=100 mm, CW 50, doppelt beplankt',
    'Metallständerwand, Wanddicke 100 mm, CW 50.',
    'm2',
  ),
  position(
    'w125',
    'GK-Ständerwand d=125 mm, CW 75, doppelt beplankt',
    'Metallständerwand, Wanddicke 125 mm, CW 75.',
    'm2',
  ),
  position(
    'w150',
    'GK-Ständerwand d=150 mm, CW 100, doppelt beplankt',
    'Metallständerwand, Wanddicke 150 mm, CW 100.',
    'm2',
  ),
  position('sill', 'Fensterbank innen Werzalit, Tiefe 250 mm', 'Innenfensterbank aus Werzalit, weiß.', 'm'),
];

const tender = (fields: Partial<TenderItemText>): TenderItemText => ({
  oz: '01.01.0010',
  shortText: '',
  longText: '',
  unit: 'm2',
  stlbCode: null,
  ...fields,
});

const kinds = (reasons: MatchReason[]) => reasons.map((reason) => reason.kind);
const ids = (ranked: { positionId: string }[]) => ranked.map((candidate) => candidate.positionId);

describe('rankCandidates', () => {
  it('ranks the variant whose size the tender names first, with text and unit reasons', () => {
    const item = prepareTender(
      tender({
        shortText: 'Trockenbauwand',
        longText: 'Gipskarton-Ständerwand, Wanddicke 125 mm, CW 75',
        unit: 'm²',
      }),
    );
    const ranked = rankCandidates(item, WALLS, [], 3);
    expect(ids(ranked)[0]).toBe('w125');
    expect(ranked).toHaveLength(3);
    expect(kinds(ranked[0]!.reasons)).toEqual(['text', 'unit']);
    expect(ranked[0]!.reasons[1]).toEqual({
      kind: 'unit',
      compatible: true,
      tenderUnit: 'm²',
      catalogUnit: 'm2',
    });
    // Scores are shares: best first, together at most 1.
    const scores = ranked.map((candidate) => candidate.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
  });

  it('lowers a position whose unit measures something else, without dropping it', () => {
    // The same sill priced per metre and per piece: the tender's unit decides.
    const sills = [
      position('per-metre', 'Fensterbank innen Werzalit, Tiefe 250 mm', 'Werzalit, weiß.', 'm'),
      position('per-piece', 'Fensterbank innen Werzalit, Tiefe 250 mm', 'Werzalit, weiß.', 'St'),
    ];
    const ranked = (unit: string) =>
      rankCandidates(
        prepareTender(tender({ shortText: 'Innenfensterbank Werzalit 250 mm', unit })),
        sills,
        [],
        2,
      );
    expect(ids(ranked('lfm'))).toEqual(['per-metre', 'per-piece']);
    const perPiece = ranked('Stck');
    expect(ids(perPiece)).toEqual(['per-piece', 'per-metre']);
    expect(perPiece[1]!.reasons).toContainEqual({
      kind: 'unit',
      compatible: false,
      tenderUnit: 'Stck',
      catalogUnit: 'm',
    });
    expect(perPiece[1]!.score).toBeLessThan(perPiece[0]!.score);
  });

  it('adds the STLB-Bau and OZ hints when the codes agree', () => {
    const withCodes = [
      position('a', 'Dispersionsanstrich Wand', 'Zweimal streichen.', 'm2', {
        stlbCode: '034-1210-02',
        number: '01.01.0010',
      }),
      position('b', 'Dispersionsanstrich Wand', 'Zweimal streichen.', 'm2', {
        stlbCode: '034-1210-03',
        number: '02.0010',
      }),
    ];
    const item = prepareTender(
      tender({ shortText: 'Wandanstrich Dispersion', stlbCode: '034121002', oz: '1.1.10' }),
    );
    const ranked = rankCandidates(item, withCodes, [], 2);
    expect(ids(ranked)).toEqual(['a', 'b']);
    expect(ranked[0]!.reasons).toContainEqual({ kind: 'stlb', code: '034-1210-02' });
    expect(ranked[0]!.reasons).toContainEqual({ kind: 'oz', detail: 'OZ 1.1.10 = Nr. 01.01.0010' });
    expect(kinds(ranked[1]!.reasons)).toEqual(['text', 'unit']);
  });

  it('follows what the company accepted for similar texts, and demotes what it rejected', () => {
    const item = prepareTender(
      tender({ shortText: 'Trockenbauwand 100 mm', longText: 'Ständerwand, Wanddicke 100 mm' }),
    );
    expect(ids(rankCandidates(item, WALLS, [], 1))).toEqual(['w100']);
    const history: HistoryEvidence[] = [
      { positionId: 'w125', accepted: 3, rejected: 0, similarity: 0.9 },
      { positionId: 'w100', accepted: 0, rejected: 2, similarity: 0.9 },
    ];
    const ranked = rankCandidates(item, WALLS, history, 4);
    expect(ids(ranked)[0]).toBe('w125');
    expect(ranked[0]!.reasons).toContainEqual({ kind: 'history', accepted: 3, rejected: 0, similarity: 0.9 });
    expect(ids(ranked).indexOf('w100')).toBeGreaterThan(ids(ranked).indexOf('w150'));
    // Texts barely similar carry no weight: the ranking stays as without history.
    const faint = history.map((evidence) => ({ ...evidence, similarity: 0.4 }));
    expect(ids(rankCandidates(item, WALLS, faint, 1))).toEqual(['w100']);
  });

  it('takes the most similar remembered text of a position, and each position once', () => {
    const item = prepareTender(tender({ shortText: 'Ständerwand 150 mm' }));
    const ranked = rankCandidates(
      item,
      [...WALLS, WALLS[2]!],
      [
        { positionId: 'w150', accepted: 1, rejected: 0, similarity: 0.5 },
        { positionId: 'w150', accepted: 4, rejected: 1, similarity: 0.8 },
      ],
      10,
    );
    expect(ranked.filter((candidate) => candidate.positionId === 'w150')).toHaveLength(1);
    expect(ranked[0]!.reasons).toContainEqual({ kind: 'history', accepted: 4, rejected: 1, similarity: 0.8 });
  });

  it('is unsure between variants the text cannot tell apart, and sure of a clear match', () => {
    const vague = rankCandidates(
      prepareTender(tender({ shortText: 'GK-Ständerwand doppelt beplankt' })),
      WALLS,
      [],
      3,
    );
    expect(vague[0]!.score).toBeLessThan(0.6);
    const clear = rankCandidates(
      prepareTender(
        tender({
          shortText: 'GK-Ständerwand d=150 mm, CW 100, doppelt beplankt',
          longText: 'Wanddicke 150 mm, CW 100',
        }),
      ),
      WALLS,
      [],
      3,
    );
    expect(clear[0]).toMatchObject({ positionId: 'w150' });
    expect(clear[0]!.score).toBeGreaterThan(0.9);
  });

  it('ranks equal evidence in catalog order, whatever the ids', () => {
    const doors = (ids: [string, string]) => [
      position(ids[0], 'Innentür Weißlack, 885 x 2130 mm', 'Röhrenspan.', 'St', { number: '27.0920' }),
      position(ids[1], 'Innentür Weißlack, 760 x 2130 mm', 'Röhrenspan.', 'St', { number: '27.0910' }),
    ];
    // 760 and 885 are both missing from the item: same similarity, same points.
    const item = prepareTender(tender({ shortText: 'Innentür Weißlack', unit: 'St' }));
    const numbers = (ranked: { positionId: string }[], ids: [string, string]) =>
      ranked.map((candidate) => (candidate.positionId === ids[0] ? '27.0920' : '27.0910'));
    for (const ids of [
      ['a', 'z'],
      ['z', 'a'],
    ] as [string, string][]) {
      const ranked = rankCandidates(item, doors(ids), [], 2);
      expect(numbers(ranked, ids)).toEqual(['27.0910', '27.0920']);
      expect(ranked[0]!.score).toBe(ranked[1]!.score);
    }
  });

  it('answers nothing without candidates, and cuts to the limit', () => {
    expect(rankCandidates(prepareTender(tender({ shortText: 'Wand' })), [], [], 3)).toEqual([]);
    expect(rankCandidates(prepareTender(tender({ shortText: 'Wand' })), WALLS, [], 2)).toHaveLength(2);
    expect(NONE_LEVEL).toBeGreaterThan(0);
  });
});

describe('rankCandidates: what a score may say', () => {
  const textOf = (reasons: MatchReason[]) =>
    reasons.find((reason): reason is Extract<MatchReason, { kind: 'text' }> => reason.kind === 'text')!
      .similarity;

  it('keeps a clear text in a unit of another dimension below the threshold, still ranked first', () => {
    const item = prepareTender(
      tender({
        shortText: 'GK-Ständerwand d=150 mm, CW 100, doppelt beplankt',
        longText: 'Metallständerwand, Wanddicke 150 mm, CW 100',
        unit: 'St',
      }),
    );
    const [best] = rankCandidates(item, WALLS, [], 3);
    expect(best).toMatchObject({ positionId: 'w150', ceiling: UNIT_MISMATCH_CEILING });
    expect(best!.evidence).toBeGreaterThan(0.9);
    expect(best!.score).toBeLessThanOrEqual(UNIT_MISMATCH_CEILING);
    expect(best!.score).toBeLessThan(DEFAULT_THRESHOLD);
  });

  it('gives a lone candidate with hardly any common text no suggestion score, however much evidence it has', () => {
    // The real case: "Inversion" (data processing) found only a 2D measurement, then scored 100 %.
    const measurement = position(
      'geo',
      'Geoelektrische 2D-Messung je km Profil, mit Dokumentation',
      'Geoelektrische Widerstandsmessung als 2D-Messung entlang eines Profils, Elektrodenabstand 2 m, Auslage, ' +
        'Messung, Rohdatensicherung und Dokumentation der Messpunkte, abgerechnet je km Profillänge.',
      'km',
    );
    const [best] = rankCandidates(
      prepareTender(
        tender({
          shortText: 'Inversion',
          longText:
            'Inversion der geoelektrischen Messdaten zu 2D-Widerstandsmodellen, Darstellung als farbige Schnitte mit ' +
            'Interpretation.',
          unit: 'psch',
        }),
      ),
      [measurement],
      [],
      3,
    );
    expect(textOf(best!.reasons)).toBeLessThan(0.3);
    expect(best!.evidence).toBeGreaterThan(0.8);
    expect(best!.score).toBeLessThanOrEqual(NO_TEXT_CEILING);
    expect(best!.score).toBeLessThan(MIN_SCORE);
  });

  it('does not let remembered decisions lift a poor text over the threshold', () => {
    const sill = WALLS[3]!;
    const item = prepareTender(tender({ shortText: 'Fensterbank Naturstein innen', unit: 'm' }));
    const without = rankCandidates(item, [sill], [], 1)[0]!;
    const text = textOf(without.reasons);
    expect(text).toBeGreaterThanOrEqual(0.3);
    expect(text).toBeLessThan(0.4);
    const remembered = rankCandidates(
      item,
      [sill],
      [{ positionId: 'sill', accepted: 9, rejected: 0, similarity: 1 }],
      1,
    )[0]!;
    expect(remembered.evidence).toBeGreaterThanOrEqual(without.evidence);
    expect(remembered.score).toBeLessThanOrEqual(POOR_TEXT_CEILING);
    expect(remembered.score).toBeLessThan(DEFAULT_THRESHOLD);
  });
});

describe('tenderQueryText', () => {
  it('is the normalised short and long text, at most 1,000 characters', () => {
    expect(tenderQueryText({ shortText: 'Tür', longText: 'inkl. Zarge' })).toBe('tuer inkl zarge');
    expect(tenderQueryText({ shortText: 'Wand', longText: 'x '.repeat(1000) })).toHaveLength(1000);
  });
});
