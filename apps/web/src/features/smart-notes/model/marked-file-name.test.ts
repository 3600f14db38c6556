import { describe, expect, it } from 'vitest';
import { markedFileName } from './marked-file-name';

const german = (name: string) => `${name} markiert.jpg`;

describe('markedFileName', () => {
  it('puts the marker after the base name, with the copy’s extension', () => {
    expect(markedFileName('Riss Achse B.png', german)).toBe('Riss Achse B markiert.jpg');
    expect(markedFileName('IMG_2041.JPEG', german)).toBe('IMG_2041 markiert.jpg');
  });

  it('keeps one marker when a marked photo is marked again', () => {
    expect(markedFileName('Riss Achse B markiert.jpg', german)).toBe('Riss Achse B markiert.jpg');
  });

  it('keeps a name that is only the marker word, and names without an extension', () => {
    expect(markedFileName(' markiert.jpg', german)).toBe(' markiert markiert.jpg');
    expect(markedFileName('Foto', german)).toBe('Foto markiert.jpg');
  });

  it('follows the language of the pattern', () => {
    expect(markedFileName('Crack marked.jpg', (name) => `${name} marked.jpg`)).toBe('Crack marked.jpg');
    expect(markedFileName('Riss markiert.jpg', (name) => `${name} marked.jpg`)).toBe(
      'Riss markiert marked.jpg',
    );
  });
});
