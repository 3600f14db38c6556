import { apiProblemOf, isReportedByHttpLayer } from '../http/api-problems';

/** The German words of an upload's failures where the server gives none (or none meant for people). */
export interface UploadFailureTexts {
  /** 413: the file is larger than the server takes. */
  readonly tooLarge: string;
  /** 422: the server could not read the file. */
  readonly unreadable: string;
  /** 403: the user may not upload here. */
  readonly forbidden: string;
  /** Anything else (a network failure, a server error). */
  readonly failed: string;
}

/**
 * Why an upload was refused, in German: the server's field messages (400) or its detail (problem+json, German
 * for what a client can get wrong), else the fitting text of `texts`. Server errors (5xx) and failures the HTTP
 * layer has already reported (network, sign-in) get the general text.
 */
export function uploadFailureMessage(error: unknown, texts: UploadFailureTexts): string {
  const problem = apiProblemOf(error);
  if (problem === null || isReportedByHttpLayer(error) || problem.status >= 500) return texts.failed;
  switch (problem.status) {
    case 400: {
      // A validation problem names the reasons per field; its detail is generic.
      const reasons = problem.fieldErrors.map((fieldError) => fieldError.message);
      return reasons.length > 0 ? reasons.join(' ') : (problem.detail ?? texts.failed);
    }
    case 403:
      return texts.forbidden;
    case 413:
      return problem.detail ?? texts.tooLarge;
    case 422:
      return problem.detail ?? texts.unreadable;
    default:
      return problem.detail ?? texts.failed;
  }
}
