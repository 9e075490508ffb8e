import type { ClientResponseError } from 'pocketbase';

/** The path of the request an SDK error came from ('' when unknown). */
export function requestPath(error: ClientResponseError): string {
  try {
    return new URL(error.url).pathname;
  } catch {
    return '';
  }
}
