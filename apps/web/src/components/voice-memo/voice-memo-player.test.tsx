import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VoiceMemoPlayer } from './voice-memo-player';

const SRC = 'http://localhost/api/v1/files/f1/content?sig=abc&disposition=inline';

/** Sets what the browser reports as the recording's duration. */
function reportDuration(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { value: duration, configurable: true });
}

describe('VoiceMemoPlayer', () => {
  it('is the browser’s player, named, fetching only the start until played', () => {
    render(<VoiceMemoPlayer src={SRC} label="Sprachnotiz abspielen" />);
    const audio = screen.getByLabelText<HTMLAudioElement>('Sprachnotiz abspielen');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(audio).toHaveAttribute('src', SRC);
  });

  it('finds the duration a recorded WebM does not name, then goes back to the start', () => {
    render(<VoiceMemoPlayer src={SRC} label="Sprachnotiz abspielen" />);
    const audio = screen.getByLabelText<HTMLAudioElement>('Sprachnotiz abspielen');
    reportDuration(audio, Number.POSITIVE_INFINITY);
    fireEvent(audio, new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(Number.MAX_SAFE_INTEGER);

    reportDuration(audio, 7.4);
    fireEvent(audio, new Event('durationchange'));
    expect(audio.currentTime).toBe(0);
  });

  it('leaves a recording with a duration alone', () => {
    render(<VoiceMemoPlayer src={SRC} label="Sprachnotiz abspielen" />);
    const audio = screen.getByLabelText<HTMLAudioElement>('Sprachnotiz abspielen');
    audio.currentTime = 0;
    reportDuration(audio, 12);
    fireEvent(audio, new Event('loadedmetadata'));
    fireEvent(audio, new Event('durationchange'));
    expect(audio.currentTime).toBe(0);
  });
});
