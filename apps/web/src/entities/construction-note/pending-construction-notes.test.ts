import { describe, expect, it } from 'vitest';
import {
  emptyConstructionNoteContent,
  type ConstructionNote,
  type ConstructionNoteSummary,
} from '@vendoc/contract/construction-notes';
import type { PendingRecord } from '../../lib/offline/pending-records';
import { summaryOfDay, withPendingDays } from './pending-construction-notes';

const day = (id: string, date: string, changes: Partial<ConstructionNote> = {}): ConstructionNote => ({
  ...emptyConstructionNoteContent(),
  id,
  projectId: 'p1',
  projectNumber: 'P-1',
  projectName: 'Kita',
  date,
  revision: 1,
  status: 'draft',
  isLatest: true,
  correctionReason: null,
  authorId: '00000000-0000-4000-8000-000000000001',
  authorName: 'Ole',
  signedAt: null,
  signedByName: null,
  chain: null,
  version: 1,
  updatedAt: '2026-12-01T08:00:00.000Z',
  siteManagerSignature: null,
  clientRepresentativeSignature: null,
  hash: null,
  previousHash: null,
  revisions: [],
  surveyTransfers: [],
  ...changes,
});

const pending = (
  note: ConstructionNote | null,
  recordId: string,
  isNew: boolean,
): PendingRecord<ConstructionNote> => ({
  recordId,
  record: note,
  isNew,
  state: 'waiting',
  reason: null,
  entryId: `entry-${recordId}`,
  theirs: null,
});

describe('diary days waiting on the device', () => {
  const server: ConstructionNoteSummary[] = [
    summaryOfDay(day('d1', '2026-11-28')),
    summaryOfDay(day('d2', '2026-11-30')),
    summaryOfDay(day('d3', '2026-12-01')),
  ];

  it('lay over a month oldest first: started ones where they fall, changed ones as they will be, deleted ones gone', () => {
    const listed = withPendingDays(
      server,
      [
        pending(day('n1', '2026-11-29'), 'n1', true),
        pending(day('n2', '2026-10-31'), 'n2', true), // another month
        pending(day('n3', '2026-11-29', { projectId: 'p2' }), 'n3', true), // another project
        pending(day('d2', '2026-11-30', { workStart: '07:00', version: 2 }), 'd2', false),
        pending(null, 'd3', false),
      ],
      { projectId: 'p1', from: '2026-11-01', to: '2026-11-30' },
      'oldest',
    );
    expect(listed.map((each) => [each.id, each.date, each.version])).toEqual([
      ['d1', '2026-11-28', 1],
      ['n1', '2026-11-29', 1],
      ['d2', '2026-11-30', 2],
    ]);
  });

  it('lay over the list of all days newest first, filtered by author and status', () => {
    const mine = { authorId: '00000000-0000-4000-8000-000000000001' };
    const listed = withPendingDays(
      server,
      [
        pending(day('n1', '2026-12-02'), 'n1', true),
        pending(day('n2', '2026-12-02', { authorId: '00000000-0000-4000-8000-000000000002' }), 'n2', true),
      ],
      { ...mine, status: 'draft' },
    );
    expect(listed.map((each) => each.id)).toEqual(['n1', 'd3', 'd2', 'd1']);
  });
});
