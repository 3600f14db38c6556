import { useEffect, useRef, useState } from 'react';
import { mdiMicrophone, mdiStop } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOUCH_TARGET } from '../../lib/theme/touch';
import { MdiIcon } from '../mdi-icon/mdi-icon';
import {
  chooseRecordingType,
  DEFAULT_MAX_RECORDING_SECONDS,
  formatElapsed,
  microphoneProblem,
  SPEECH_BITS_PER_SECOND,
} from './voice-memo-model';

export interface VoiceMemoRecorderLabels {
  /** The button that starts, e.g. "Sprachnotiz aufnehmen" or "Neu aufnehmen". */
  readonly record: string;
  readonly stop: string;
  /** Beside the running time, e.g. "Aufnahme läuft". */
  readonly recording: string;
  /** The accessible name of the running time, e.g. "Aufnahmedauer". */
  readonly elapsed: string;
  /** The microphone was refused (by the person or the browser's settings). */
  readonly denied: string;
  /** The device has no microphone. */
  readonly absent: string;
  /** The microphone is in use by another app or cannot be read. */
  readonly busy: string;
  /** No getUserMedia or no MediaRecorder in this browser. */
  readonly unsupported: string;
  /** Browsers give the microphone to https pages (and localhost) only. */
  readonly insecure: string;
  readonly failed: string;
  /** Said when the maximum duration ended the recording. */
  readonly limitReached: string;
}

export interface VoiceMemoRecorderProps {
  readonly labels: VoiceMemoRecorderLabels;
  /** Gets the recording (typed as recorded, e.g. audio/webm;codecs=opus) and its length in seconds. */
  readonly onRecorded: (recording: Blob, durationSeconds: number) => unknown;
  /** Recording stops by itself after this long (5 minutes by default). */
  readonly maxDurationSeconds?: number;
  readonly disabled?: boolean;
  /** Told when a recording starts and ends, e.g. to hide other actions meanwhile. */
  readonly onRecordingChange?: (recording: boolean) => void;
}

interface Session {
  readonly recorder: MediaRecorder;
  readonly stream: MediaStream;
  readonly startedAt: number;
  stoppedAt: number | null;
  byLimit: boolean;
  failed: boolean;
  ticker: number;
  limit: number;
}

type Message = { readonly severity: 'error' | 'info'; readonly text: string };

/** Ends the microphone's use, so the phone's indicator goes off. */
function release(session: Session) {
  window.clearInterval(session.ticker);
  window.clearTimeout(session.limit);
  session.stream.getTracks().forEach((track) => track.stop());
}

/**
 * "Sprachnotiz aufnehmen": asks for the microphone, records with MediaRecorder (Opus in WebM where the browser can,
 * else MP4 or its default), shows the running time and "Stopp", stops by itself at the maximum duration and hands
 * the recording over. The microphone is released after each recording and when the component goes away (a
 * recording running then is dropped).
 */
export function VoiceMemoRecorder({
  labels,
  onRecorded,
  maxDurationSeconds = DEFAULT_MAX_RECORDING_SECONDS,
  disabled = false,
  onRecordingChange,
}: VoiceMemoRecorderProps) {
  const [phase, setPhase] = useState<'idle' | 'asking' | 'recording'>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);
  // The recorder's events arrive long after the render that started it: they call the latest callbacks.
  const latest = useRef({ onRecorded, onRecordingChange });
  useEffect(() => {
    latest.current = { onRecorded, onRecordingChange };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = session.current;
      session.current = null;
      if (current === null) return;
      release(current);
      if (current.recorder.state !== 'inactive') current.recorder.stop();
    };
  }, []);

  const stop = () => {
    const current = session.current;
    if (current === null || current.recorder.state === 'inactive') return;
    current.stoppedAt ??= Date.now();
    window.clearInterval(current.ticker);
    window.clearTimeout(current.limit);
    setElapsed((current.stoppedAt - current.startedAt) / 1000);
    current.recorder.stop();
  };

  const finish = (current: Session, chunks: Blob[], type: string) => {
    release(current);
    // Gone meanwhile (the component was removed): the recording is dropped.
    if (session.current !== current) return;
    session.current = null;
    setPhase('idle');
    latest.current.onRecordingChange?.(false);
    const recording = new Blob(chunks, type ? { type } : {});
    if (current.failed || recording.size === 0) {
      setMessage({ severity: 'error', text: labels.failed });
      return;
    }
    if (current.byLimit) setMessage({ severity: 'info', text: labels.limitReached });
    const duration = ((current.stoppedAt ?? Date.now()) - current.startedAt) / 1000;
    void latest.current.onRecorded(recording, Math.min(duration, maxDurationSeconds));
  };

  const start = async () => {
    setMessage(null);
    if (window.isSecureContext === false) {
      setMessage({ severity: 'error', text: labels.insecure });
      return;
    }
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function' || typeof MediaRecorder === 'undefined') {
      setMessage({ severity: 'error', text: labels.unsupported });
      return;
    }
    setPhase('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (problem) {
      if (!mounted.current) return;
      setPhase('idle');
      setMessage({ severity: 'error', text: labels[microphoneProblem(problem)] });
      return;
    }
    if (!mounted.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const mimeType = chooseRecordingType((type) => MediaRecorder.isTypeSupported?.(type) === true);
    const chunks: Blob[] = [];
    let current: Session;
    try {
      const recorder = new MediaRecorder(stream, {
        audioBitsPerSecond: SPEECH_BITS_PER_SECOND,
        ...(mimeType === undefined ? {} : { mimeType }),
      });
      current = {
        recorder,
        stream,
        startedAt: Date.now(),
        stoppedAt: null,
        byLimit: false,
        failed: false,
        ticker: 0,
        limit: 0,
      };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      // After an error the recorder stops by itself (a stop event follows).
      recorder.onerror = () => {
        current.failed = true;
      };
      recorder.onstop = () => finish(current, chunks, recorder.mimeType || mimeType || chunks[0]?.type || '');
      // A chunk every second: a long recording is not held in one piece by the encoder until the end.
      recorder.start(1000);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setPhase('idle');
      setMessage({ severity: 'error', text: labels.unsupported });
      return;
    }
    session.current = current;
    setElapsed(0);
    setPhase('recording');
    latest.current.onRecordingChange?.(true);
    current.ticker = window.setInterval(() => setElapsed((Date.now() - current.startedAt) / 1000), 250);
    current.limit = window.setTimeout(() => {
      current.byLimit = true;
      stop();
    }, maxDurationSeconds * 1000);
  };

  return (
    <Stack spacing={1}>
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      {phase === 'recording' ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: TOUCH_TARGET }}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
            />
            <Typography>{labels.recording}</Typography>
            <Typography
              role="timer"
              aria-label={labels.elapsed}
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatElapsed(elapsed)}
            </Typography>
            <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              / {formatElapsed(maxDurationSeconds)}
            </Typography>
          </Stack>
          <Button
            variant="contained"
            color="error"
            size="large"
            startIcon={<MdiIcon path={mdiStop} />}
            onClick={stop}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {labels.stop}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          size="large"
          startIcon={<MdiIcon path={mdiMicrophone} />}
          disabled={disabled || phase === 'asking'}
          onClick={() => void start()}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: TOUCH_TARGET }}
        >
          {labels.record}
        </Button>
      )}
    </Stack>
  );
}
