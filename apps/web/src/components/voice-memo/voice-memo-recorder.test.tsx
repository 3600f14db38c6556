import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithAppTheme } from '../dialogs/test-theme';
import { VoiceMemoRecorder, type VoiceMemoRecorderLabels } from './voice-memo-recorder';

const labels: VoiceMemoRecorderLabels = {
  record: 'Sprachnotiz aufnehmen',
  stop: 'Stopp',
  recording: 'Aufnahme läuft',
  elapsed: 'Aufnahmedauer',
  denied: 'Kein Zugriff auf das Mikrofon.',
  absent: 'Kein Mikrofon gefunden.',
  busy: 'Das Mikrofon ist belegt.',
  unsupported: 'Dieser Browser kann nicht aufnehmen.',
  insecure: 'Nur über https.',
  failed: 'Die Aufnahme ist fehlgeschlagen.',
  limitReached: 'Die Aufnahme wurde nach 5 Minuten beendet.',
};

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

class FakeStream {
  readonly tracks = [new FakeTrack()];
  getTracks() {
    return this.tracks;
  }
}

/** MediaRecorder as browsers behave: chunks while recording, the last chunk and `stop` after stop(), later. */
class FakeMediaRecorder {
  static supported = new Set<string>();
  static readonly instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.has(type);
  }

  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  readonly audioBitsPerSecond: number | undefined;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    readonly stream: FakeStream,
    options: { mimeType?: string; audioBitsPerSecond?: number } = {},
  ) {
    this.audioBitsPerSecond = options.audioBitsPerSecond;
    // Without a type asked for, the browser picks its own (Firefox: Ogg).
    this.mimeType = options.mimeType ?? 'audio/ogg;codecs=opus';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  /** A chunk the encoder hands over while recording. */
  emit(content: string) {
    this.ondataavailable?.({ data: new Blob([content], { type: this.mimeType }) });
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    void Promise.resolve().then(() => {
      this.emit('|last');
      this.onstop?.();
    });
  }
}

let streams: FakeStream[];
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<FakeStream>>();

beforeEach(() => {
  vi.useFakeTimers();
  streams = [];
  FakeMediaRecorder.instances.length = 0;
  FakeMediaRecorder.supported = new Set(['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']);
  getUserMedia.mockReset().mockImplementation(() => {
    const stream = new FakeStream();
    streams.push(stream);
    return Promise.resolve(stream);
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderRecorder(props: { maxDurationSeconds?: number } = {}) {
  const onRecorded = vi.fn<(recording: Blob, durationSeconds: number) => void>();
  const onRecordingChange = vi.fn<(recording: boolean) => void>();
  const view = render(
    <VoiceMemoRecorder
      labels={labels}
      onRecorded={onRecorded}
      onRecordingChange={onRecordingChange}
      {...props}
    />,
    { wrapper: WithAppTheme },
  );
  return { ...view, onRecorded, onRecordingChange };
}

/** Taps a button and lets the promises it starts (the microphone, the recorder's stop) settle. */
async function tap(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const recorder = () => FakeMediaRecorder.instances.at(-1)!;

describe('VoiceMemoRecorder', () => {
  it('records Opus in WebM with the running time, and hands over the chunks as one recording on "Stopp"', async () => {
    const { onRecorded, onRecordingChange } = renderRecorder();
    await tap('Sprachnotiz aufnehmen');

    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(recorder().mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder().audioBitsPerSecond).toBe(32_000);
    expect(recorder().state).toBe('recording');
    expect(recorder().timeslice).toBe(1000);
    expect(onRecordingChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('Aufnahme läuft')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Aufnahmedauer' })).toHaveTextContent('00:00');
    expect(screen.getByText('/ 05:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sprachnotiz aufnehmen' })).toBeNull();

    advance(1000);
    act(() => recorder().emit('first'));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    advance(64_000);
    act(() => recorder().emit('|second'));
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    expect(onRecorded).not.toHaveBeenCalled();

    await tap('Stopp');

    expect(onRecorded).toHaveBeenCalledTimes(1);
    const [recording, duration] = onRecorded.mock.calls[0]!;
    expect(await recording.text()).toBe('first|second|last');
    expect(recording.type).toBe('audio/webm;codecs=opus');
    expect(duration).toBe(65);
    expect(streams[0]!.tracks.every((track) => track.stopped)).toBe(true);
    expect(onRecordingChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sprachnotiz aufnehmen' })).toBeEnabled();
  });

  it('records MP4 where WebM is not possible (older Safari), else in the browser’s own format', async () => {
    FakeMediaRecorder.supported = new Set(['audio/mp4']);
    const { onRecorded } = renderRecorder();
    await tap('Sprachnotiz aufnehmen');
    expect(recorder().mimeType).toBe('audio/mp4');
    await tap('Stopp');

    FakeMediaRecorder.supported = new Set();
    await tap('Sprachnotiz aufnehmen');
    await tap('Stopp');
    expect(onRecorded.mock.calls.map(([recording]) => recording.type)).toEqual([
      'audio/mp4',
      'audio/ogg;codecs=opus',
    ]);
  });

  it('stops by itself at the maximum duration and says so', async () => {
    const { onRecorded } = renderRecorder({ maxDurationSeconds: 3 });
    await tap('Sprachnotiz aufnehmen');
    expect(screen.getByText('/ 00:03')).toBeInTheDocument();
    advance(2999);
    expect(recorder().state).toBe('recording');
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });

    expect(recorder().state).toBe('inactive');
    expect(onRecorded).toHaveBeenCalledWith(expect.any(Blob), 3);
    expect(screen.getByRole('alert')).toHaveTextContent('Die Aufnahme wurde nach 5 Minuten beendet.');
    expect(streams[0]!.tracks[0]!.stopped).toBe(true);
  });

  it('says so when the microphone is refused, and records nothing', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { onRecorded } = renderRecorder();
    await tap('Sprachnotiz aufnehmen');

    expect(screen.getByRole('alert')).toHaveTextContent('Kein Zugriff auf das Mikrofon.');
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(onRecorded).not.toHaveBeenCalled();
    // asked again on the next tap (the person may have allowed it meanwhile)
    await tap('Sprachnotiz aufnehmen');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('says so when there is no microphone or it is busy', async () => {
    getUserMedia
      .mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'))
      .mockRejectedValueOnce(new DOMException('Could not start audio source', 'NotReadableError'));
    renderRecorder();
    await tap('Sprachnotiz aufnehmen');
    expect(screen.getByRole('alert')).toHaveTextContent('Kein Mikrofon gefunden.');
    await tap('Sprachnotiz aufnehmen');
    expect(screen.getByRole('alert')).toHaveTextContent('Das Mikrofon ist belegt.');
  });

  it('says so when the browser has no MediaRecorder or no microphone access, without asking for it', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderRecorder();
    await tap('Sprachnotiz aufnehmen');
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Browser kann nicht aufnehmen.');

    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    Reflect.deleteProperty(navigator, 'mediaDevices');
    await tap('Sprachnotiz aufnehmen');
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Browser kann nicht aufnehmen.');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says that recording needs https on a plain http page', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      renderRecorder();
      await tap('Sprachnotiz aufnehmen');
      expect(screen.getByRole('alert')).toHaveTextContent('Nur über https.');
      expect(getUserMedia).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });

  it('releases the microphone and drops the recording when it goes away while recording', async () => {
    const { onRecorded, unmount } = renderRecorder();
    await tap('Sprachnotiz aufnehmen');
    advance(2000);
    await act(async () => {
      unmount();
      await Promise.resolve();
    });

    expect(recorder().state).toBe('inactive');
    expect(streams[0]!.tracks[0]!.stopped).toBe(true);
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('releases the microphone granted after it went away', async () => {
    let grant: (stream: FakeStream) => void = () => {};
    getUserMedia.mockImplementationOnce(() => new Promise((resolve) => (grant = resolve)));
    const { unmount } = renderRecorder();
    await tap('Sprachnotiz aufnehmen');
    expect(screen.getByRole('button', { name: 'Sprachnotiz aufnehmen' })).toBeDisabled();
    unmount();
    const late = new FakeStream();
    await act(async () => {
      grant(late);
      await Promise.resolve();
    });

    expect(late.tracks[0]!.stopped).toBe(true);
    expect(FakeMediaRecorder.instances).toHaveLength(0);
  });
});
