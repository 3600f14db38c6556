import { describe, expect, it } from 'vitest';
import {
  isPhotoType,
  isVoiceMemoType,
  smartNoteCreateSchema,
  smartNoteListQuerySchema,
  smartNoteUpdateSchema,
} from './smart-notes';

const projectId = '8f0b7a0e-7c39-4a53-9f0e-3f2f4d1c2b10';

describe('smart notes contract', () => {
  it('fills the defaults of a new note and clears empty links to null', () => {
    const note = smartNoteCreateSchema.parse({ projectId, type: 'defect', title: '  Riss im Putz ' });
    expect(note).toEqual({
      projectId,
      type: 'defect',
      title: 'Riss im Putz',
      text: '',
      status: 'open',
      assigneeId: null,
      dueDate: null,
      checklist: [],
      positionIds: [],
      photoFileIds: [],
      voiceMemoFileId: null,
      quantitySurveyId: null,
    });
  });

  it('names the field of bad input', () => {
    const result = smartNoteUpdateSchema.safeParse({
      type: 'wish',
      title: ' ',
      dueDate: '2026-13-40',
      checklist: [{ text: '' }],
      positionIds: ['nope'],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['checklist.0.text', 'dueDate', 'positionIds.0', 'title', 'type', 'version']);
  });

  it('reads the list filters from the query string', () => {
    const query = smartNoteListQuerySchema.parse({
      status: 'inProgress',
      dueBefore: '2026-12-01',
      limit: '20',
    });
    expect(query).toMatchObject({ status: 'inProgress', dueBefore: '2026-12-01', limit: 20 });
    expect(smartNoteListQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });

  it('takes raster images as photos and audio (or recorded WebM) as voice memos', () => {
    expect(isPhotoType('image/jpeg')).toBe(true);
    expect(isPhotoType('image/svg+xml')).toBe(false);
    expect(isPhotoType('application/pdf')).toBe(false);
    expect(isVoiceMemoType('audio/ogg')).toBe(true);
    expect(isVoiceMemoType('video/webm')).toBe(true);
    expect(isVoiceMemoType('image/png')).toBe(false);
  });

  it('takes what MediaRecorder writes as voice memo, with parameters and in any case', () => {
    // Chromium and Firefox: WebM with Opus; the upload detects it as video/webm.
    expect(isVoiceMemoType('audio/webm;codecs=opus')).toBe(true);
    expect(isVoiceMemoType('Audio/WebM; codecs="opus"')).toBe(true);
    expect(isVoiceMemoType('video/webm;codecs=opus')).toBe(true);
    // Safari (and Chromium's audio/mp4): an ISO BMFF file of brand isom/mp42, detected as video/mp4.
    expect(isVoiceMemoType('audio/mp4')).toBe(true);
    expect(isVoiceMemoType('video/mp4')).toBe(true);
    expect(isVoiceMemoType('audio/x-m4a')).toBe(true);
    expect(isVoiceMemoType('video/quicktime')).toBe(false);
    expect(isVoiceMemoType('video/webmx')).toBe(false);
    expect(isVoiceMemoType('application/octet-stream')).toBe(false);
    expect(isVoiceMemoType('')).toBe(false);
  });
});
