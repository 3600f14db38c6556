import { describe, expect, it, vi } from 'vitest';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import type * as TokenStorage from '../../lib/auth/token-storage';
import type { OutboxEntry } from '../../lib/offline/outbox-entry';
import { pendingRecordsOf } from '../../lib/offline/pending-records';
import { SMART_NOTE_ENTITY } from './change-smart-notes';
import { matchesFilter, summaryOf, withPendingNotes } from './pending-smart-notes';

vi.mock('../../lib/auth/token-storage', async (original) => ({
  ...(await original<typeof TokenStorage>()),
  getSignedInUserId: () => 'anna',
}));

const note = (id: string, changes: Partial<SmartNote> = {}): SmartNote => ({
  id,
  projectId: 'p1',
  projectName: 'Kita Sonnenschein',
  type: 'defect',
  title: `Notiz ${id}`,
  status: 'open',
  assignee: null,
  dueDate: null,
  createdBy: { id: 'anna', displayName: 'Anna' },
  version: 1,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  text: '',
  checklist: [],
  positions: [],
  photos: [],
  voiceMemo: null,
  quantitySurveyId: null,
  comments: [],
  ...changes,
});

let seq = 0;
const entry = (
  method: OutboxEntry['method'],
  record: SmartNote | null,
  recordId: string,
  changes: Partial<OutboxEntry> = {},
): OutboxEntry => ({
  seq: ++seq,
  id: `entry-${seq}`,
  idempotencyKey: `key-${seq}`,
  method,
  url: '/api/v1/smart-notes',
  label: 'Notiz',
  entity: SMART_NOTE_ENTITY,
  recordId,
  baseVersion: null,
  context: { record },
  createdAt: '2026-12-01T08:00:00.000Z',
  owner: 'anna',
  state: 'waiting',
  reason: null,
  attempts: 0,
  nextAttemptAt: 0,
  conflict: null,
  ...changes,
});

describe('notes waiting on the device', () => {
  it('are shown as their newest queued change leaves them, with the state of the change that stands first', () => {
    const entries = [
      entry('POST', note('n1'), 'n1', { state: 'failed', reason: 'Titel fehlt' }),
      entry('PUT', note('n1', { title: 'Riss', version: 2 }), 'n1'),
      entry('PUT', note('n2', { title: 'Fuge', version: 4 }), 'n2'),
      // another person's change on this device is not shown to Anna
      entry('POST', note('n3'), 'n3', { owner: 'ben' }),
      // another kind of record
      entry('POST', note('x'), 'x', { entity: 'survey-line' }),
    ];
    const pending = pendingRecordsOf<SmartNote>(entries, SMART_NOTE_ENTITY);
    expect(
      pending.map((each) => [each.recordId, each.record?.title, each.isNew, each.state, each.reason]),
    ).toEqual([
      ['n1', 'Riss', true, 'failed', 'Titel fehlt'],
      ['n2', 'Fuge', false, 'waiting', null],
    ]);
    expect(pending[0]?.entryId).toBe(entries[0]?.id);
  });

  it('go into the list: new ones first where they match, changed ones as they will be, deleted ones gone', () => {
    const server = [note('n2'), note('n4'), note('n5')].map(summaryOf);
    const pending = pendingRecordsOf<SmartNote>(
      [
        entry('POST', note('n1', { title: 'Neu 1' }), 'n1'),
        entry('POST', note('n6', { title: 'Neu 2', projectId: 'p2' }), 'n6'),
        entry('POST', note('n7', { title: 'Neu 3' }), 'n7'),
        entry('PUT', note('n2', { status: 'done', checklist: [{ text: 'a', done: true }] }), 'n2'),
        entry('DELETE', null, 'n4'),
      ],
      SMART_NOTE_ENTITY,
    );
    const listed = withPendingNotes(server, pending, { projectId: 'p1' });
    expect(listed.map(({ note: row, pending: waiting }) => [row.id, row.status, waiting !== null])).toEqual([
      ['n7', 'open', true],
      ['n1', 'open', true],
      ['n2', 'done', true],
      ['n5', 'open', false],
    ]);
    expect(listed[2]?.note).toMatchObject({ checklistDone: 1, checklistTotal: 1 });
  });

  it('match the list’s filters as the server applies them', () => {
    const due = note('n1', {
      type: 'task',
      status: 'inProgress',
      assignee: { id: 'u2', displayName: 'Ben' },
      dueDate: '2026-12-03',
      text: 'Fugen im Bad prüfen',
    });
    expect(matchesFilter(due, { type: 'task', status: 'inProgress', assigneeId: 'u2' })).toBe(true);
    expect(matchesFilter(due, { dueBefore: '2026-12-03', q: 'fugen' })).toBe(true);
    expect(matchesFilter(due, { dueBefore: '2026-12-02' })).toBe(false);
    expect(matchesFilter(due, { type: 'defect' })).toBe(false);
    expect(matchesFilter(due, { q: 'Dach' })).toBe(false);
    expect(matchesFilter(note('n2'), { dueBefore: '2026-12-31' })).toBe(false);
  });
});
