import { afterEach, describe, expect, it, vi } from 'vitest';
import { resizeImage } from './image-resize';

// happy-dom decodes no images and draws nothing: the decoder and the canvas are stubbed, the rest is real.
function stubImagePipeline(width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const exported: { type?: string; quality?: unknown; width?: number; height?: number } = {};
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    Object.assign(exported, { type, quality, width: this.width, height: this.height });
    callback(new Blob(['resized'], { type }));
  });
  return { bitmap, drawImage, exported };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resizeImage', () => {
  it('draws the image into the fitted size and exports it with its type and the quality', async () => {
    const { bitmap, drawImage, exported } = stubImagePipeline(4000, 3000);
    const file = new File(['original'], 'aufmass.jpg', {
      type: 'image/jpeg',
      lastModified: 1_700_000_000_000,
    });

    const result = await resizeImage(file, { quality: 0.7 });

    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1024, 768);
    expect(bitmap.close).toHaveBeenCalled();
    expect(exported).toEqual({ type: 'image/jpeg', quality: 0.7, width: 1024, height: 768 });
    expect(result).toMatchObject({
      name: 'aufmass.jpg',
      type: 'image/jpeg',
      newWidth: 1024,
      newHeight: 768,
      orgWidth: 4000,
      orgHeight: 3000,
      aspectRatio: 4000 / 3000,
      modifiedTimestamp: 1_700_000_000_000,
      modifiedDate: new Date(1_700_000_000_000),
    });
    expect(await result.blob.text()).toBe('resized');
    expect(result.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('uses quality 1 and the 1024 box by default and keeps small images as they are', async () => {
    const { exported } = stubImagePipeline(300, 500);

    const result = await resizeImage(new File(['x'], 'klein.png', { type: 'image/png' }));

    expect(exported).toEqual({ type: 'image/png', quality: 1, width: 300, height: 500 });
    expect(result).toMatchObject({ newWidth: 300, newHeight: 500, aspectRatio: 0.6 });
  });
});
