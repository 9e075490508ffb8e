/**
 * Imported first by forms.ts, before any schema is built. The site's content security policy
 * forbids eval; zod 4 decides at schema construction whether it may compile parsers
 * with `new Function`, and its probe, although caught, is still reported by the browser as a CSP
 * violation. jitless skips the probe and the compiled parsers (these small forms do not need them).
 */
import { config } from 'zod';

config({ jitless: true });
