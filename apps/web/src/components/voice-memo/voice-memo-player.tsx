import { useEffect, useRef } from 'react';
import { TOUCH_TARGET } from '../../lib/theme/touch';

export interface VoiceMemoPlayerProps {
  /** Where the recording is read from (in ranges: the player fetches what it plays). */
  readonly src: string;
  /** The accessible name, e.g. "Sprachnotiz abspielen". */
  readonly label: string;
}

/**
 * The browser's own audio player: its controls suit phones, keyboards and screen readers, and only the recording's
 * start is fetched until it is played.
 */
export function VoiceMemoPlayer({ src, label }: VoiceMemoPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const element = audio.current;
    if (element === null) return;
    // MediaRecorder's WebM names no duration, so the player would show none until played through. Seeking past
    // the end makes the browser find it (reading the recording once); then the player goes back to the start.
    let probing = false;
    const onMetadata = () => {
      if (element.duration !== Number.POSITIVE_INFINITY) return;
      probing = true;
      element.currentTime = Number.MAX_SAFE_INTEGER;
    };
    const onDuration = () => {
      if (!probing || !Number.isFinite(element.duration)) return;
      probing = false;
      element.currentTime = 0;
    };
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('durationchange', onDuration);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    return () => {
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('durationchange', onDuration);
    };
  }, [src]);

  return (
    <audio
      ref={audio}
      controls
      preload="metadata"
      src={src}
      aria-label={label}
      style={{ display: 'block', width: '100%', minHeight: TOUCH_TARGET }}
    />
  );
}
