import { isRouteErrorResponse } from 'react-router';

/** What the error page shows (SPEC.md section 2). A null message means "use the generic sentence". */
export interface ErrorDetails {
  readonly status: number;
  readonly title: string;
  readonly message: string | null;
}

// SPEC.md sections 2 and 8 state these strings exactly; they stay English in every interface language.
export const NOT_FOUND_TITLE = 'Page Not Found';
export const SERVER_ERROR_TITLE = 'Internal Server Error';
export const DEFAULT_ERROR_STATUS = 500;

/** The 404 page's details for the given path: 'Page not found: {path}'. */
export function notFoundDetails(path: string): ErrorDetails {
  return { status: 404, title: NOT_FOUND_TITLE, message: `Page not found: ${path}` };
}

function readStatus(value: unknown): number | undefined {
  const status = typeof value === 'string' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
    ? status
    : undefined;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Maps anything thrown (a route error response, an Error, a `{statusCode, statusMessage}` object) to the error
 * page's details: 404 -> 'Page Not Found' with the path; anything else -> 'Internal Server Error' with the
 * error's status (500 by default) and its status message when one is supplied.
 */
export function describeError(error: unknown, path: string): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return notFoundDetails(path);
    return {
      status: readStatus(error.status) ?? DEFAULT_ERROR_STATUS,
      title: SERVER_ERROR_TITLE,
      message: readText(error.statusText) ?? readText(error.data),
    };
  }
  if (error != null && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    const status = readStatus(record.statusCode) ?? readStatus(record.status);
    if (status === 404) return notFoundDetails(path);
    return {
      status: status ?? DEFAULT_ERROR_STATUS,
      title: SERVER_ERROR_TITLE,
      message: readText(record.statusMessage) ?? readText(record.statusText) ?? readText(record.message),
    };
  }
  return { status: DEFAULT_ERROR_STATUS, title: SERVER_ERROR_TITLE, message: readText(error) };
}
