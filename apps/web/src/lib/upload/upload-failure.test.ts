import { describe, expect, it } from 'vitest';
import { createFakeServer, type FakeReply } from '../http/fake-server';
import { uploadFailureMessage } from './upload-failure';

const TEXTS = {
  tooLarge: 'Zu groß.',
  unreadable: 'Nicht lesbar.',
  forbidden: 'Nicht erlaubt.',
  failed: 'Fehlgeschlagen.',
};

/** The error a request answered with `reply` rejects with. */
async function failureOf(reply: FakeReply): Promise<unknown> {
  const server = createFakeServer(() => reply);
  return server.http.post('/api/v1/upload').then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('uploadFailureMessage', () => {
  it("takes the server's German reasons: field messages of a 400, the detail of 413 and 422", async () => {
    const invalid = await failureOf({
      status: 400,
      data: {
        status: 400,
        detail: 'The request is not valid.',
        errors: [
          { path: 'boqId', message: 'Das LV gehört nicht zu diesem Projekt.' },
          { path: 'kind', message: 'Unbekannte Art.' },
        ],
      },
    });
    expect(uploadFailureMessage(invalid, TEXTS)).toBe(
      'Das LV gehört nicht zu diesem Projekt. Unbekannte Art.',
    );
    const large = await failureOf({
      status: 413,
      data: { status: 413, detail: 'Die Datei „a.x83“ ist zu groß: erlaubt sind höchstens 100 MB.' },
    });
    expect(uploadFailureMessage(large, TEXTS)).toBe(
      'Die Datei „a.x83“ ist zu groß: erlaubt sind höchstens 100 MB.',
    );
    const unreadable = await failureOf({ status: 422, data: { status: 422, detail: 'Keine GAEB-Datei.' } });
    expect(uploadFailureMessage(unreadable, TEXTS)).toBe('Keine GAEB-Datei.');
  });

  it('falls back to its own words where the server gives none meant for people', async () => {
    expect(uploadFailureMessage(await failureOf({ status: 413 }), TEXTS)).toBe('Zu groß.');
    expect(uploadFailureMessage(await failureOf({ status: 422, data: { title: 'x' } }), TEXTS)).toBe(
      'Nicht lesbar.',
    );
    expect(uploadFailureMessage(await failureOf({ status: 403, data: { detail: 'Forbidden' } }), TEXTS)).toBe(
      'Nicht erlaubt.',
    );
    expect(
      uploadFailureMessage(
        await failureOf({ status: 500, data: { detail: 'Internal Server Error' } }),
        TEXTS,
      ),
    ).toBe('Fehlgeschlagen.');
    expect(uploadFailureMessage(await failureOf({ failure: 'ERR_NETWORK' }), TEXTS)).toBe('Fehlgeschlagen.');
    expect(uploadFailureMessage(new Error('bug'), TEXTS)).toBe('Fehlgeschlagen.');
  });
});
