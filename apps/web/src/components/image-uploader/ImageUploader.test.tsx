import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/i18n/test-i18n';
import type { ImageUploadResult, ResizeOptions } from '../../lib/images/image-resize';
import { toastStore } from '../../lib/toast/toast-service';
import { WithAppTheme } from '../dialogs/test-theme';
import { ImageUploader } from './ImageUploader';
import { toastsShown } from '../../lib/testing/toasts-shown';

beforeAll(() => initTestI18n());

function resultFor(file: File): ImageUploadResult {
  return {
    name: file.name,
    type: file.type,
    newWidth: 1024,
    newHeight: 768,
    orgWidth: 4000,
    orgHeight: 3000,
    aspectRatio: 4000 / 3000,
    modifiedTimestamp: file.lastModified,
    modifiedDate: new Date(file.lastModified),
    blob: file,
    dataUrl: 'data:image/jpeg;base64,AAAA',
  };
}

describe('ImageUploader', () => {
  it('offers a button whose hidden input accepts images', () => {
    render(<ImageUploader onUpload={vi.fn()} />, { wrapper: WithAppTheme });

    expect(screen.getByLabelText('Bild auswählen')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Bild auswählen')).toHaveAttribute('type', 'file');
  });

  it('resizes the chosen file with the defaults, hands over the result and shows a preview', async () => {
    const resize = vi.fn(async (file: File, _options: ResizeOptions) => resultFor(file));
    const onUpload = vi.fn();
    const user = userEvent.setup();
    render(<ImageUploader onUpload={onUpload} resize={resize} />, { wrapper: WithAppTheme });
    const photo = new File(['jpeg'], 'baustelle.jpg', {
      type: 'image/jpeg',
      lastModified: 1_700_000_000_000,
    });

    await user.upload(screen.getByLabelText('Bild auswählen'), photo);

    expect(resize).toHaveBeenCalledWith(photo, { maxWidth: 1024, maxHeight: 1024, quality: 1 });
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'baustelle.jpg', newWidth: 1024 }));
    expect(await screen.findByRole('img', { name: 'Vorschau' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('passes its own limits and shows an error toast when the image cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    toastStore.setState({ toasts: [] });
    const resize = vi.fn(async () => Promise.reject(new Error('broken')));
    const onUpload = vi.fn();
    const user = userEvent.setup();
    render(
      <ImageUploader onUpload={onUpload} resize={resize} maxWidth={200} maxHeight={100} quality={0.8} />,
      {
        wrapper: WithAppTheme,
      },
    );

    await user.upload(
      screen.getByLabelText('Bild auswählen'),
      new File(['x'], 'kaputt.png', { type: 'image/png' }),
    );

    expect(resize).toHaveBeenCalledWith(expect.any(File), { maxWidth: 200, maxHeight: 100, quality: 0.8 });
    expect(onUpload).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(toastsShown()).toEqual([
        expect.objectContaining({ title: 'Das Bild konnte nicht gelesen werden', text: 'kaputt.png' }),
      ]),
    );
    vi.restoreAllMocks();
  });
});
