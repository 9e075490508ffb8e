// Preloaded (`node --import`) into `npm run release` run by the scale journeys: the test domain
// gx.test resolves to loopback in Node too, as --host-resolver-rules makes it in Chromium, so a
// promote reads the release back from the site's https:// origin as on a host.
import dns from 'node:dns';
import process from 'node:process';

const lookup = dns.lookup;
dns.lookup = (host, options, callback) => {
  if (host !== 'gx.test') return lookup(host, options, callback);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));
};
