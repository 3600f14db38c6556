/** The longest recording by default: five minutes say what a site needs, and stay a few MB. */
export const DEFAULT_MAX_RECORDING_SECONDS = 5 * 60;

/** Opus carries speech clearly at 32 kbit/s: five minutes are about 1.2 MB to upload (Chromium takes 128 otherwise). */
export const SPEECH_BITS_PER_SECOND = 32_000;

/**
 * The recording formats asked for, best first: Opus in WebM (Chromium, Firefox, Safari 18.4+), WebM with the
 * browser's codec, MP4 (older Safari). None supported: the browser's default.
 */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/** The first of RECORDING_TYPES the browser records, or undefined for its default. */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}

/** Seconds as mm:ss (minutes grow past 59), e.g. 65.7 -> "01:05". */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'video/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** The file extension of a recording's type (parameters ignored), or '' for a type not known here. */
export function recordingExtension(type: string): string {
  return EXTENSIONS[(type.split(';', 1)[0] ?? '').trim().toLowerCase()] ?? '';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A recording's file name from its start, local time: `Sprachnotiz 2026-12-02 14-05.webm` (no ":" for Windows). */
export function recordingFileName(prefix: string, type: string, startedAt: Date): string {
  const date = `${startedAt.getFullYear()}-${twoDigits(startedAt.getMonth() + 1)}-${twoDigits(startedAt.getDate())}`;
  const time = `${twoDigits(startedAt.getHours())}-${twoDigits(startedAt.getMinutes())}`;
  const extension = recordingExtension(type);
  return `${prefix} ${date} ${time}${extension ? `.${extension}` : ''}`;
}

export type MicrophoneProblem = 'denied' | 'absent' | 'busy' | 'failed';

/** Why getUserMedia failed, from the DOMException's name. */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'absent';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'busy';
    default:
      return 'failed';
  }
}
