import { cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { WithAppTheme } from '../dialogs/test-theme';
import { loadImage, type MarkupImage } from './load-image';
import type { PhotoMarkupLabels } from './markup-labels';
import { PhotoMarkupDialog, type PhotoMarkupDialogProps } from './photo-markup-dialog';

/** happy-dom's own control of the window (its size decides the media queries, as in a browser). */
const happyDom = (
  window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
).happyDOM;

// happy-dom loads no images and has no 2D canvas: the loader is replaced by a photo of 3000 x 2000 px, and the
// canvas by a recording context where a test needs to see what is drawn. Layout is stubbed where pointers need it.
vi.mock('./load-image', () => ({ loadImage: vi.fn() }));

const photo: MarkupImage = {
  source: { kind: 'the photo' } as unknown as CanvasImageSource,
  width: 3000,
  height: 2000,
};

const labels: PhotoMarkupLabels = {
  title: 'Foto markieren',
  hint: 'Das Original bleibt in den Projektdateien.',
  canvas: 'Foto mit Markierungen',
  loading: 'Foto wird geladen …',
  loadFailed: 'Das Foto konnte nicht geladen werden.',
  tools: 'Werkzeug',
  arrow: 'Pfeil',
  ellipse: 'Kreis',
  text: 'Text',
  colors: 'Farbe',
  color: { red: 'Rot', yellow: 'Gelb', blue: 'Blau', white: 'Weiß' },
  undo: 'Rückgängig',
  clear: 'Alles löschen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saving: 'Wird gespeichert …',
  saveFailed: 'Speichern fehlgeschlagen.',
  textTitle: 'Text eingeben',
  textField: 'Text',
  textConfirm: 'Übernehmen',
  textCancel: 'Abbrechen',
};

type Call = [name: string, ...args: unknown[]];

/** Every canvas gets a context that records its calls (with the canvas's size at the time). */
function recordCanvases() {
  const calls: Call[] = [];
  const exported: { type?: string; quality?: unknown; width: number; height: number }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        void calls.push([name, ...args, { width: this.width, height: this.height }]);
    return new Proxy({} as Record<string, unknown>, {
      get: (target, name) => (name in target ? target[name as string] : record(String(name))),
      set: (target, name, value) => {
        target[name as string] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    exported.push({ type, quality, width: this.width, height: this.height });
    callback(new Blob(['marked'], { type }));
  });
  return { calls, exported };
}

beforeEach(() => {
  vi.mocked(loadImage).mockResolvedValue(photo);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDialog(
  onSave: Mock<PhotoMarkupDialogProps['onSave']> = vi.fn(async () => undefined),
  onClose = vi.fn(),
) {
  render(
    <PhotoMarkupDialog src="/api/v1/files/f1/content" labels={labels} onSave={onSave} onClose={onClose} />,
    {
      wrapper: WithAppTheme,
    },
  );
  const canvas = await screen.findByRole('img', { name: 'Foto mit Markierungen' });
  // shown 300 x 200 px at the top left of the page: one screen pixel is 10 image pixels
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 200 }),
  );
  return { canvas, onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Foto markieren' }) };
}

/** A one-finger drag on the canvas, in screen pixels. */
function drag(canvas: HTMLElement, from: [number, number], to: [number, number], pointerId = 1) {
  const at = ([clientX, clientY]: [number, number]) => ({
    pointerId,
    pointerType: 'touch',
    clientX,
    clientY,
  });
  fireEvent.pointerDown(canvas, at(from));
  fireEvent.pointerMove(canvas, at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]));
  fireEvent.pointerMove(canvas, at(to));
  fireEvent.pointerUp(canvas, at(to));
}

describe('PhotoMarkupDialog', () => {
  it('loads the photo from its URL and offers the tools, red arrows first', async () => {
    const { dialog } = await openDialog();

    expect(loadImage).toHaveBeenCalledWith('/api/v1/files/f1/content');
    expect(within(dialog).getByText(labels.hint)).toBeVisible();
    const canvas = within(dialog).getByRole('img', { name: 'Foto mit Markierungen' });
    // the preview keeps the photo's proportions, at most 2048 px
    expect(canvas).toHaveAttribute('width', '2048');
    expect(canvas).toHaveAttribute('height', '1365');
    expect(within(dialog).getByRole('button', { name: 'Pfeil' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Kreis' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Rot' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Rückgängig', 'Alles löschen', 'Speichern']) {
      expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    }
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  });

  it('fills the screen of a phone, and not of a wider screen', async () => {
    const { dialog } = await openDialog();
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
    cleanup();

    happyDom.setViewport({ width: 390, height: 844 });
    try {
      const phone = await openDialog();
      expect(phone.dialog).toHaveClass('MuiDialog-paperFullScreen');
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });

  it('switches tool and colour, one of each at a time', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Kreis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gelb' }));

    expect(within(dialog).getByRole('button', { name: 'Kreis' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Pfeil' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Gelb' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Rot' })).toHaveAttribute('aria-pressed', 'false');
    // choosing the pressed tool again keeps it (an exclusive group never ends up empty)
    await user.click(within(dialog).getByRole('button', { name: 'Kreis' }));
    expect(within(dialog).getByRole('button', { name: 'Kreis' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws without a 2D canvas (happy-dom has none): the shapes count, undo and clear work', async () => {
    const user = userEvent.setup();
    const { dialog, canvas } = await openDialog();
    const undo = within(dialog).getByRole('button', { name: 'Rückgängig' });
    const clear = within(dialog).getByRole('button', { name: 'Alles löschen' });

    drag(canvas, [10, 10], [12, 11]); // a slip of the finger
    expect(undo).toBeDisabled();

    drag(canvas, [10, 10], [150, 100]);
    await user.click(within(dialog).getByRole('button', { name: 'Kreis' }));
    drag(canvas, [200, 50], [280, 150]);
    expect(undo).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled();

    await user.click(clear);
    expect(clear).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await user.click(undo); // brings both back
    await user.click(undo);
    await user.click(undo);
    expect(undo).toBeDisabled();
    expect(clear).toBeDisabled();
  });

  it('shows a shape while the finger moves and keeps it, drawn in preview scale', async () => {
    const { calls } = recordCanvases();
    const { canvas } = await openDialog();
    const scale = 2048 / 3000;

    fireEvent.pointerDown(canvas, { pointerId: 7, pointerType: 'touch', clientX: 30, clientY: 20 });
    fireEvent.pointerMove(canvas, { pointerId: 7, pointerType: 'touch', clientX: 120, clientY: 20 });
    // the preview: from (300, 200) to (1200, 200) image px
    expect(calls).toContainEqual(['moveTo', 300 * scale, 200 * scale, expect.anything()]);
    expect(calls).toContainEqual(['moveTo', 1200 * scale, 200 * scale, expect.anything()]);
    // a second finger meanwhile draws nothing
    fireEvent.pointerDown(canvas, { pointerId: 8, pointerType: 'touch', clientX: 250, clientY: 150 });
    fireEvent.pointerUp(canvas, { pointerId: 8, pointerType: 'touch', clientX: 280, clientY: 180 });
    fireEvent.pointerUp(canvas, { pointerId: 7, pointerType: 'touch', clientX: 150, clientY: 20 });

    calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Blau' }));
    // a redraw: the photo, then the kept arrow ending at (1500, 200)
    expect(calls).toContainEqual(['drawImage', photo.source, 0, 0, 2048, 1365, expect.anything()]);
    expect(calls).toContainEqual(['moveTo', 1500 * scale, 200 * scale, expect.anything()]);
    expect(calls.filter(([name]) => name === 'fill')).toHaveLength(1);
  });

  it('keeps a tap on the photo from clicking what opens under the finger, and from a long-press menu', async () => {
    const { canvas } = await openDialog();

    const touchEnd = createEvent.touchEnd(canvas, { cancelable: true });
    fireEvent(canvas, touchEnd);
    const contextMenu = createEvent.contextMenu(canvas, { cancelable: true });
    fireEvent(canvas, contextMenu);

    expect(touchEnd.defaultPrevented).toBe(true);
    expect(contextMenu.defaultPrevented).toBe(true);
  });

  it('asks for a text where the photo was tapped and writes it there', async () => {
    const { calls } = recordCanvases();
    const user = userEvent.setup();
    const { dialog, canvas } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Text' }));

    drag(canvas, [150, 100], [150, 100]);
    const prompt = await screen.findByRole('dialog', { name: 'Text eingeben' });
    expect(within(prompt).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
    await user.type(within(prompt).getByRole('textbox', { name: 'Text' }), 'Riss 2 mm{Enter}');

    expect(screen.queryByRole('dialog', { name: 'Text eingeben' })).not.toBeInTheDocument();
    const scale = 2048 / 3000;
    expect(calls).toContainEqual(['fillText', 'Riss 2 mm', 1500 * scale, 1000 * scale, expect.anything()]);
    expect(within(dialog).getByRole('button', { name: 'Rückgängig' })).toBeEnabled();
  });

  it('drops the text when its prompt is cancelled', async () => {
    const user = userEvent.setup();
    const { dialog, canvas } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Text' }));

    drag(canvas, [150, 100], [150, 100]);
    const prompt = await screen.findByRole('dialog', { name: 'Text eingeben' });
    await user.click(within(prompt).getByRole('button', { name: 'Abbrechen' }));

    expect(within(dialog).getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
  });

  it('saves the photo at full size with the markup as JPEG and hands it over with progress', async () => {
    const { calls, exported } = recordCanvases();
    let finish: () => void = () => undefined;
    const onSave = vi.fn<PhotoMarkupDialogProps['onSave']>(
      (_photo, onProgress) =>
        new Promise<void>((resolve) => {
          onProgress(0.5);
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    const { dialog, canvas } = await openDialog(onSave);
    drag(canvas, [10, 10], [150, 100]);
    calls.length = 0;

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(exported).toEqual([{ type: 'image/jpeg', quality: 0.9, width: 3000, height: 2000 }]);
    const full = { width: 3000, height: 2000 };
    expect(calls).toContainEqual(['drawImage', photo.source, 0, 0, 3000, 2000, full]);
    // the arrow in image pixels (scale 1): from (100, 100)
    expect(calls).toContainEqual(['moveTo', 100, 100, full]);
    expect(onSave).toHaveBeenCalledWith(expect.any(Blob), expect.any(Function));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.type).toBe('image/jpeg');
    expect(await saved.text()).toBe('marked');
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Wird gespeichert …');
    expect(within(status).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();

    finish();
    await vi.waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows why saving failed and keeps the markup for another try', async () => {
    recordCanvases();
    const onSave = vi.fn(async () => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    const { dialog, canvas } = await openDialog(onSave);
    drag(canvas, [10, 10], [150, 100]);

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Speichern fehlgeschlagen.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Rückgängig' })).toBeEnabled();
  });

  it('fails to save honestly when the browser has no 2D canvas', async () => {
    const user = userEvent.setup();
    const { dialog, canvas, onSave } = await openDialog();
    drag(canvas, [10, 10], [150, 100]);

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Speichern fehlgeschlagen.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closes on Abbrechen without saving', async () => {
    const user = userEvent.setup();
    const { dialog, canvas, onSave, onClose } = await openDialog();
    drag(canvas, [10, 10], [150, 100]);

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so when the photo cannot be loaded, and offers nothing to draw', async () => {
    vi.mocked(loadImage).mockRejectedValue(new Error('404'));
    render(<PhotoMarkupDialog src="/gone" labels={labels} onSave={vi.fn()} onClose={vi.fn()} />, {
      wrapper: WithAppTheme,
    });

    expect(await screen.findByText('Das Foto konnte nicht geladen werden.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Foto mit Markierungen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pfeil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });
});
