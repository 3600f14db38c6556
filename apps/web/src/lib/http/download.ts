import axios from 'axios';
import { vendocHttp } from './vendoc-client';

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** A problem body that came back as a Blob (the request asked for one) made readable for the error messages. */
export async function readBlobProblem(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text()) as unknown;
    } catch {
      // not JSON: leave it
    }
  }
  throw error;
}

/** Lets the browser save a blob under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GETs a file from the API (with the access token, which a plain link cannot carry) and hands it to the browser
 * as a download, under the server's name for it or `fallbackName`. Problem answers are readable JSON errors.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  const response = await vendocHttp
    .get<Blob>(path, { params, responseType: 'blob', timeout: 0 })
    .catch(readBlobProblem);
  const fileName = fileNameFromDisposition(response.headers['content-disposition']) ?? fallbackName;
  saveBlob(response.data, fileName);
  return fileName;
}
