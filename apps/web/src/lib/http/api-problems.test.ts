import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  apiProblemOf,
  applyFieldErrors,
  conflictCurrent,
  httpStatusOf,
  isReportedByHttpLayer,
  placeFieldErrors,
  problemMessage,
} from './api-problems';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** A failed call as axios rejects it after the server answered `status` with `data`. */
function answered(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
  return new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
}

const networkFailure = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);

describe('reading a problem', () => {
  it('reads status, title, detail, field errors and the current record', () => {
    const current = { id: 'r1', version: 4 };
    const error = answered(409, {
      type: 'c',
      title: 'Conflict',
      status: 409,
      detail: 'Jemand anderes hat gespeichert.',
      errors: [{ path: 'name', message: 'vergeben' }],
      current,
    });
    expect(apiProblemOf(error)).toEqual({
      status: 409,
      title: 'Conflict',
      detail: 'Jemand anderes hat gespeichert.',
      fieldErrors: [{ path: 'name', message: 'vergeben' }],
      current,
    });
    expect(httpStatusOf(error)).toBe(409);
  });

  it('is null without an HTTP answer, and empty for a body that is no problem document', () => {
    expect(apiProblemOf(networkFailure)).toBeNull();
    expect(apiProblemOf(new Error('bug'))).toBeNull();
    expect(httpStatusOf(networkFailure)).toBeUndefined();
    expect(apiProblemOf(answered(502, '<html>Bad Gateway</html>'))).toEqual({
      status: 502,
      title: undefined,
      detail: undefined,
      fieldErrors: [],
      current: undefined,
    });
  });

  it('passes over malformed field errors', () => {
    const error = answered(400, {
      title: 'Bad Request',
      status: 400,
      errors: [{ path: 'email', message: 'ungültig' }, { path: 3, message: 'x' }, 'name', null],
    });
    expect(apiProblemOf(error)?.fieldErrors).toEqual([{ path: 'email', message: 'ungültig' }]);
  });

  it('explains a failure by its detail, else its title', () => {
    expect(problemMessage(answered(413, { title: 'Payload Too Large', status: 413 }))).toBe(
      'Payload Too Large',
    );
    expect(problemMessage(answered(409, { title: 'Conflict', status: 409, detail: 'Hat Inhalte.' }))).toBe(
      'Hat Inhalte.',
    );
    expect(problemMessage(networkFailure)).toBeUndefined();
  });

  it('hands out the current record of a 409 only', () => {
    const current = { id: 'r1', version: 4 };
    expect(conflictCurrent(answered(409, { title: 'Conflict', status: 409, current }))).toBe(current);
    expect(conflictCurrent(answered(409, { title: 'Conflict', status: 409 }))).toBeUndefined();
    expect(conflictCurrent(answered(400, { title: 'Bad Request', status: 400, current }))).toBeUndefined();
  });

  it('knows what the HTTP layer already told the user: no answer, 401 and 404', () => {
    expect(isReportedByHttpLayer(networkFailure)).toBe(true);
    expect(isReportedByHttpLayer(answered(401, {}))).toBe(true);
    expect(isReportedByHttpLayer(answered(404, {}))).toBe(true);
    expect(isReportedByHttpLayer(answered(409, {}))).toBe(false);
    expect(isReportedByHttpLayer(new Error('bug'))).toBe(false);
  });
});

describe('field errors in a form', () => {
  const validation = answered(400, {
    title: 'Bad Request',
    status: 400,
    errors: [
      { path: 'address.postalCode', message: 'PLZ passt nicht' },
      { path: 'iban', message: 'Ungültige IBAN' },
      { path: '', message: 'Zu viele Adressen' },
    ],
  });

  it('puts errors at the listed fields, an error below a field at that field', () => {
    const setError = vi.fn<UseFormSetError<FieldValues>>();
    expect(applyFieldErrors(validation, setError, ['address', 'name'])).toBe(true);
    expect(setError.mock.calls).toEqual([['address', { type: 'server', message: 'PLZ passt nicht' }]]);
  });

  it('says when no error found a field, so the caller shows a message instead', () => {
    const setError = vi.fn<UseFormSetError<FieldValues>>();
    expect(applyFieldErrors(validation, setError, ['displayName'])).toBe(false);
    expect(applyFieldErrors(networkFailure, setError, ['displayName'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('places every error with a path at that path and returns those without one', () => {
    const setError = vi.fn<UseFormSetError<FieldValues>>();
    const general = placeFieldErrors(apiProblemOf(validation)?.fieldErrors ?? [], setError);
    expect(general).toEqual(['Zu viele Adressen']);
    expect(setError.mock.calls).toEqual([
      ['address.postalCode', { type: 'server', message: 'PLZ passt nicht' }],
      ['iban', { type: 'server', message: 'Ungültige IBAN' }],
    ]);
  });
});
