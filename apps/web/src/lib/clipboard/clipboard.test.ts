import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './clipboard';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
});

afterEach(() => vi.restoreAllMocks());

describe('copyToClipboard (SPEC.md section 8)', () => {
  it('copies a string as it is', async () => {
    await expect(copyToClipboard('LV 01.02')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('LV 01.02');
  });

  it.each([
    ['number', 42.5, '42.5'],
    ['boolean', false, 'false'],
    ['bigint', 10n, '10'],
  ])('copies the %s value as its text', async (_kind, value, text) => {
    await expect(copyToClipboard(value)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it.each([null, undefined, ''])(
    'warns about the empty value %j and copies an empty string',
    async (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      await expect(copyToClipboard(value)).resolves.toBe(true);

      expect(warn).toHaveBeenCalledTimes(1);
      expect(writeText).toHaveBeenCalledWith('');
    },
  );

  it.each([{ a: 1 }, [1, 2], () => 'x', Symbol('s')])(
    'only logs a value of an unknown type',
    async (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

      await expect(copyToClipboard(value)).resolves.toBe(false);

      expect(error).toHaveBeenCalledTimes(1);
      expect(writeText).not.toHaveBeenCalled();
    },
  );

  it('reports false when the clipboard refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));

    await expect(copyToClipboard('x')).resolves.toBe(false);
  });
});
