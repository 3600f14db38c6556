import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../toast/toast-service';
import { useVersionedSave } from './use-versioned-save';
import { resetToastsShown, toastsShown } from '../testing/toasts-shown';

interface Values {
  name: string;
}
interface Rec {
  id: string;
  name: string;
  version: number;
}

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
  return new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
}

const TEXTS = {
  fixErrors: 'Bitte Eingaben prüfen.',
  saveFailed: 'Speichern fehlgeschlagen',
  conflictTitle: 'Zwischenzeitlich geändert',
  conflictText: 'Jemand anderes hat gespeichert.',
  reload: 'Neu laden',
  reloaded: 'Aktueller Stand geladen.',
};

function readRecord(value: unknown): Rec | undefined {
  const record = value as Partial<Rec> | null;
  return typeof record?.id === 'string' && typeof record.version === 'number' ? (record as Rec) : undefined;
}

function setup(save: (values: Values, version: number) => Promise<Rec>, { strict = false } = {}) {
  const onSaved = vi.fn<(saved: Rec) => void>();
  const onReload = vi.fn<(current: Rec) => void>();
  const rendered = renderHook(() => {
    const form = useForm<Values, unknown, Values>({
      defaultValues: { name: 'Alt' },
      // `strict` asks for a longer name than the default, so the form's own validation refuses it.
      resolver: strict ? zodResolver(z.object({ name: z.string().min(5, 'zu kurz') })) : undefined,
    });
    return {
      form,
      save: useVersionedSave({
        form,
        initialVersion: 3,
        save,
        onSaved,
        readCurrent: readRecord,
        onReload,
        texts: TEXTS,
      }),
    };
  });
  const submit = () => act(() => rendered.result.current.save.submit());
  return { ...rendered, submit, onSaved, onReload };
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
});

describe('saving a versioned record', () => {
  it('saves with the version the edit started from', async () => {
    const saved = { id: 'r1', name: 'Alt', version: 4 };
    const save = vi.fn(async () => saved);
    const { submit, onSaved } = setup(save);
    await submit();
    expect(save).toHaveBeenCalledWith({ name: 'Alt' }, 3);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('turns a stale save into a conflict; reloading takes the current record and its version', async () => {
    const current = { id: 'r1', name: 'Neu', version: 7 };
    const save = vi
      .fn<(values: Values, version: number) => Promise<Rec>>()
      .mockRejectedValueOnce(answered(409, { title: 'Conflict', status: 409, current }))
      .mockResolvedValueOnce({ ...current, version: 8 });
    const { result, submit, onReload } = setup(save);
    await submit();
    expect(result.current.save.conflict).toEqual(current);
    expect(result.current.save.alerts.conflict).toBe(true);
    expect(result.current.save.alerts.conflictTexts).toEqual({
      title: TEXTS.conflictTitle,
      text: TEXTS.conflictText,
      reload: TEXTS.reload,
    });

    act(() => result.current.save.alerts.onReload());
    expect(onReload).toHaveBeenCalledWith(current);
    expect(result.current.save.conflict).toBeNull();
    expect(result.current.save.alerts.notice).toEqual({ severity: 'info', text: TEXTS.reloaded });

    await submit();
    expect(save).toHaveBeenLastCalledWith({ name: 'Alt' }, 7);
  });

  it('puts the server’s field errors at their fields, with the others in the notice', async () => {
    const save = vi.fn(async (): Promise<Rec> => {
      throw answered(400, {
        title: 'Bad Request',
        status: 400,
        errors: [
          { path: 'name', message: 'Name vergeben' },
          { path: '', message: 'Zu viele Einträge.' },
        ],
      });
    });
    const { result, submit } = setup(save);
    await submit();
    expect(result.current.form.getFieldState('name').error?.message).toBe('Name vergeben');
    expect(result.current.save.alerts.notice).toEqual({
      severity: 'error',
      text: `${TEXTS.fixErrors} Zu viele Einträge.`,
    });
    expect(toastsShown()).toEqual([]);
  });

  it('shows the form’s own validation failure as a notice without saving', async () => {
    const save = vi.fn<(values: Values, version: number) => Promise<Rec>>();
    const { result, submit } = setup(save, { strict: true });
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(result.current.save.alerts.notice).toEqual({ severity: 'error', text: TEXTS.fixErrors });
  });

  it('toasts any other failure with the server’s detail, unless the HTTP layer reported it', async () => {
    const refused = answered(409, { title: 'Conflict', status: 409, detail: 'Gesperrt.' });
    const { submit } = setup(vi.fn().mockRejectedValueOnce(refused));
    await submit();
    expect(toastsShown()).toMatchObject([{ kind: 'error', title: TEXTS.saveFailed, text: 'Gesperrt.' }]);

    toastStore.setState({ toasts: [] });
    resetToastsShown();
    const notFound = setup(vi.fn().mockRejectedValueOnce(answered(404, { title: 'Not Found', status: 404 })));
    await notFound.submit();
    expect(toastsShown()).toEqual([]);
  });
});
