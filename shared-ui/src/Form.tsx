import type { ComponentProps } from 'react';
import { useHydrated } from './server-data';

/** A fieldset that only groups: no border, margin or padding of its own. */
const PLAIN_FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * A <form> whose controls are disabled in the server's HTML and while hydrating: typed text would
 * not reach the form's state, and a submission before its handler is attached would be the
 * browser's own (a GET that puts the fields, a password too, in the address). One disabled
 * fieldset covers every control, and a form whose submit button is disabled is not sent by Enter.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} style={PLAIN_FIELDSET}>
        {children}
      </fieldset>
    </form>
  );
}
