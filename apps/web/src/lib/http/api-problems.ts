import axios from 'axios';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** One invalid field of a refused request. */
export interface ProblemFieldError {
  /** Dotted like the form's field names, e.g. `contacts.0.email`; empty for an error of the whole record. */
  path: string;
  message: string;
}

/** What the client reads of the RFC 9457 problem a failed API call was answered with. */
export interface ApiProblem {
  /** The HTTP status of the answer. */
  status: number;
  title: string | undefined;
  detail: string | undefined;
  /** Field errors: a 400, or e.g. a 409 for a taken user name. */
  fieldErrors: ProblemFieldError[];
  /** The record as it is now, sent with a 409 when a save was refused as stale. */
  current: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function fieldErrorsOf(value: unknown): ProblemFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.path === 'string' && typeof entry.message === 'string'
      ? [{ path: entry.path, message: entry.message }]
      : [],
  );
}

/**
 * The problem of a failed API call, or null when the request got no HTTP answer (network failure, a bug). Only
 * well-formed parts of the body are read: a body that is no problem document gives empty fields.
 */
export function apiProblemOf(error: unknown): ApiProblem | null {
  if (!axios.isAxiosError(error) || !error.response) return null;
  const data: unknown = error.response.data;
  const body = isRecord(data) ? data : {};
  return {
    status: error.response.status,
    title: stringOrUndefined(body.title),
    detail: stringOrUndefined(body.detail),
    fieldErrors: fieldErrorsOf(body.errors),
    current: body.current,
  };
}

/** The HTTP status of a failed API call, undefined for anything that is not an HTTP answer. */
export function httpStatusOf(error: unknown): number | undefined {
  return apiProblemOf(error)?.status;
}

/** The server's explanation of a failure (detail, else title), for messages shown to the user. */
export function problemMessage(error: unknown): string | undefined {
  const problem = apiProblemOf(error);
  return problem?.detail ?? problem?.title;
}

/**
 * The record as it is now when a save was refused as stale (409 with `current`); undefined otherwise. Not
 * validated: callers that need to trust its shape parse `apiProblemOf(error).current` with the record's schema.
 */
export function conflictCurrent<T>(error: unknown): T | undefined {
  const problem = apiProblemOf(error);
  if (problem?.status !== 409 || problem.current == null) return undefined;
  return problem.current as T;
}

/**
 * Whether the HTTP layer has already told the user about this failure (network failure toast, login prompt for
 * 401, not-found toast for 404): then the feature shows nothing more.
 */
export function isReportedByHttpLayer(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 401 || status === 404;
}

/**
 * Puts a problem's field errors at the listed form fields; an error whose path lies below a listed field (e.g.
 * `address.street` for `address`) goes to that field. Returns whether one found its field; else the caller shows
 * a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  let matched = false;
  for (const fieldError of apiProblemOf(error)?.fieldErrors ?? []) {
    const field = fields.find((name) => fieldError.path === name || fieldError.path.startsWith(`${name}.`));
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message: fieldError.message });
    matched = true;
  }
  return matched;
}

/**
 * Puts every field error with a path at that path of the form, as the server named it. Returns the messages
 * without a path (errors of the whole record), for a notice above the form.
 */
export function placeFieldErrors<T extends FieldValues>(
  fieldErrors: readonly ProblemFieldError[],
  setError: UseFormSetError<T>,
): string[] {
  const general: string[] = [];
  for (const fieldError of fieldErrors) {
    if (fieldError.path) {
      setError(fieldError.path as Path<T>, { type: 'server', message: fieldError.message });
    } else general.push(fieldError.message);
  }
  return general;
}
