import { describe, expect, it } from 'vitest';
import {
  chooseRecordingType,
  formatElapsed,
  microphoneProblem,
  recordingExtension,
  recordingFileName,
} from './voice-memo-model';

describe('chooseRecordingType', () => {
  it('takes Opus in WebM where the browser records it (Chromium, Firefox)', () => {
    expect(chooseRecordingType(() => true)).toBe('audio/webm;codecs=opus');
  });

  it('falls back to WebM, then MP4 (older Safari), then the browser default', () => {
    expect(chooseRecordingType((type) => type === 'audio/webm' || type === 'audio/mp4')).toBe('audio/webm');
    expect(chooseRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(chooseRecordingType(() => false)).toBeUndefined();
  });
});

describe('formatElapsed', () => {
  it('shows minutes and seconds with two digits each, rounding down', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(0.99)).toBe('00:00');
    expect(formatElapsed(1)).toBe('00:01');
    expect(formatElapsed(65.7)).toBe('01:05');
    expect(formatElapsed(300)).toBe('05:00');
    expect(formatElapsed(100 * 60 + 9)).toBe('100:09');
  });

  it('shows nothing odd for a negative or unknown time', () => {
    expect(formatElapsed(-3)).toBe('00:00');
    expect(formatElapsed(Number.NaN)).toBe('00:00');
    expect(formatElapsed(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('recording file names', () => {
  it('name the extension of the recorded type, parameters and case ignored', () => {
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('video/webm')).toBe('webm');
    expect(recordingExtension('audio/mp4; codecs="mp4a.40.2"')).toBe('m4a');
    expect(recordingExtension('Audio/Ogg;codecs=opus')).toBe('ogg');
    expect(recordingExtension('')).toBe('');
    expect(recordingExtension('application/octet-stream')).toBe('');
  });

  it('carry the local start time without colons', () => {
    const startedAt = new Date(2026, 11, 2, 14, 5, 59);
    expect(recordingFileName('Sprachnotiz', 'audio/webm;codecs=opus', startedAt)).toBe(
      'Sprachnotiz 2026-12-02 14-05.webm',
    );
    expect(recordingFileName('Voice memo', 'audio/mp4', new Date(2027, 0, 9, 7, 3))).toBe(
      'Voice memo 2027-01-09 07-03.m4a',
    );
    expect(recordingFileName('Sprachnotiz', '', startedAt)).toBe('Sprachnotiz 2026-12-02 14-05');
  });
});

describe('microphoneProblem', () => {
  const refusal = (name: string) => new DOMException('refused', name);

  it('tells a refusal, a missing microphone and a busy one apart', () => {
    expect(microphoneProblem(refusal('NotAllowedError'))).toBe('denied');
    expect(microphoneProblem(refusal('SecurityError'))).toBe('denied');
    expect(microphoneProblem(refusal('NotFoundError'))).toBe('absent');
    expect(microphoneProblem(refusal('OverconstrainedError'))).toBe('absent');
    expect(microphoneProblem(refusal('NotReadableError'))).toBe('busy');
    expect(microphoneProblem(refusal('AbortError'))).toBe('busy');
  });

  it('calls anything else a failure', () => {
    expect(microphoneProblem(new TypeError('no audio'))).toBe('failed');
    expect(microphoneProblem('nope')).toBe('failed');
    expect(microphoneProblem(null)).toBe('failed');
  });
});
