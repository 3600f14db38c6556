import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpegName, PHOTO_MAX_SIDE, shrinkPhoto } from './shrink-photo';

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
  const exported: { type?: string; quality?: unknown; width?: number; height?: number }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    exported.push({ type, quality, width: this.width, height: this.height });
    callback(new Blob(['shrunk'], { type }));
  });
  return { bitmap, drawImage, exported };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shrinkPhoto', () => {
  it('scales a large photo into 2048 x 2048 and sends it as JPEG', async () => {
    const { bitmap, drawImage, exported } = stubImagePipeline(4032, 3024);
    const photo = new File(['x'.repeat(5000)], 'IMG_0042.HEIC.png', {
      type: 'image/png',
      lastModified: 1_700_000_000_000,
    });

    const shrunk = await shrinkPhoto(photo);

    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, PHOTO_MAX_SIDE, 1536);
    expect(exported).toEqual([{ type: 'image/jpeg', quality: 0.85, width: 2048, height: 1536 }]);
    expect(shrunk).toBeInstanceOf(File);
    expect(shrunk.name).toBe('IMG_0042.HEIC.jpg');
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.lastModified).toBe(1_700_000_000_000);
    expect(await shrunk.text()).toBe('shrunk');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps a portrait photo upright: the longer side is the height', async () => {
    const { drawImage } = stubImagePipeline(3000, 4000);
    await shrinkPhoto(new File(['x'], 'hoch.jpg', { type: 'image/jpeg' }));
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1536, 2048);
  });

  it('returns a JPEG that already fits as it is, without drawing it again', async () => {
    const { drawImage, exported, bitmap } = stubImagePipeline(1600, 1200);
    const photo = new File(['original'], 'klein.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(photo)).toBe(photo);
    expect(drawImage).not.toHaveBeenCalled();
    expect(exported).toEqual([]);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('converts a small image of another type to JPEG without enlarging it', async () => {
    const { exported } = stubImagePipeline(800, 600);
    const shrunk = await shrinkPhoto(new File(['png'], 'skizze.png', { type: 'image/png' }), {
      quality: 0.5,
    });
    expect(exported).toEqual([{ type: 'image/jpeg', quality: 0.5, width: 800, height: 600 }]);
    expect(shrunk.name).toBe('skizze.jpg');
  });

  it('rejects a file that is no image', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    await expect(shrinkPhoto(new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      'could not be decoded',
    );
  });
});

describe('jpegName', () => {
  it('replaces the extension with .jpg and names a nameless photo', () => {
    expect(jpegName('Baustelle.png')).toBe('Baustelle.jpg');
    expect(jpegName('image')).toBe('image.jpg');
    expect(jpegName('.png')).toBe('Foto.jpg');
  });
});
