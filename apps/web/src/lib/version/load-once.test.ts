import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

const handleChunkLoadError = vi.hoisted(() => vi.fn(() => false));
vi.mock('./version-check', () => ({ handleChunkLoadError }));

beforeEach(() => handleChunkLoadError.mockClear());

describe('loadOnce', () => {
  it('runs the import on the first call and shares it with every later one', async () => {
    const load = vi.fn(() => Promise.resolve('Tooltip'));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second, await get()]).toEqual(['Tooltip', 'Tooltip', 'Tooltip']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to the guarded reload, passes it on, and tries again on the next call', async () => {
    const gone = new Error('Failed to fetch dynamically imported module: /assets/tooltip-1a2b.js');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(gone).mockResolvedValueOnce('Tooltip');
    const get = loadOnce(load);
    await expect(get()).rejects.toBe(gone);
    expect(handleChunkLoadError).toHaveBeenCalledWith(gone);
    await expect(get()).resolves.toBe('Tooltip');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
