/**
 * What a rule answers on the server: a stable code for API clients and the message people read.
 * The browser shows the message alone (`messageOf`). Both sides run these same functions: the
 * server through the bundle pocketbase/pb_hooks/lib/shared-ui.js (see ../pocketbase-hooks.ts).
 */
export interface Problem {
  code: string;
  message: string;
}

export function problem(code: string, message: string): Problem {
  return { code, message };
}

export function messageOf(found: Problem | null): string | null {
  return found ? found.message : null;
}
