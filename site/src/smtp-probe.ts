/**
 * PocketBase upgrades an smtp:// connection with STARTTLS only when the server offers it, and
 * sends in plain text otherwise. GX_SMTP_URL promises an encrypted connection unless ?tls=off, so
 * `npm run serve` asks the server first and refuses to start when it does not offer STARTTLS.
 */
import { connect } from 'node:net';

/** Resolves with the EHLO answer's extension keywords (upper case); rejects when unreachable. */
export function smtpExtensions(host: string, port: number, timeoutMs = 10_000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let buffer = '';
    let greeted = false;
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no answer from ${host}:${port} within ${timeoutMs / 1000} s`)));
    socket.on('error', fail);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      // A reply ends with a line "NNN text" (a space after the code, not a hyphen).
      const lines = buffer.split('\r\n');
      const last = lines.at(-2);
      if (!last || !/^\d{3} /.test(last)) return;
      if (!greeted) {
        greeted = true;
        buffer = '';
        socket.write('EHLO gx-serve\r\n');
        return;
      }
      socket.end('QUIT\r\n');
      resolve(lines.filter((line) => /^250[- ]/.test(line)).map((line) => line.slice(4).split(' ')[0]!.toUpperCase()));
    });
  });
}
