/** The path of the request an SDK error came from ('' when unknown). */
export function requestPath(error: { url?: unknown }): string {
  try {
    return new URL(String(error.url)).pathname;
  } catch {
    return '';
  }
}
