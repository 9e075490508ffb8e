/// <reference path="../../pb_data/types.d.ts" />
// A sliding-window limiter on $app.store() (PocketBase 0.22 has none built in). It is per process
// and forgets on restart, which is acceptable for throttling; concurrent requests from one address
// can overshoot the limit by the number of requests in flight at the same instant.

var PREFIX = "gx:rate:";
var PRUNE_ABOVE = 5000;

function recentHits(raw, since) {
  var hits = [];
  try {
    hits = raw ? JSON.parse(raw) : [];
  } catch (_) {
    hits = [];
  }
  return hits.filter(function (t) {
    return t > since;
  });
}

/** Drops the windows that have emptied, so the store does not grow with every address seen. */
function prune(store, now, windowMs) {
  if (store.length() < PRUNE_ABOVE) return;
  var all = store.getAll();
  for (var key in all) {
    if (key.indexOf(PREFIX) === 0 && recentHits(all[key], now - windowMs).length === 0) store.remove(key);
  }
}

/**
 * Whether another attempt for key is allowed: { allowed: true } while fewer than limit attempts
 * fell in the last windowMs, otherwise { allowed: false, retryAfterMs }. Records nothing.
 */
function check(key, limit, windowMs) {
  var now = Date.now();
  var hits = recentHits($app.store().get(PREFIX + key), now - windowMs);
  if (hits.length >= limit) return { allowed: false, retryAfterMs: Math.max(1000, hits[0] + windowMs - now) };
  return { allowed: true, retryAfterMs: 0 };
}

/** Records one attempt for key. */
function record(key, windowMs) {
  var store = $app.store();
  var now = Date.now();
  var hits = recentHits(store.get(PREFIX + key), now - windowMs);
  hits.push(now);
  store.set(PREFIX + key, JSON.stringify(hits));
  prune(store, now, windowMs);
}

/** check() and, when allowed, record(): for limits that count every attempt. */
function take(key, limit, windowMs) {
  var state = check(key, limit, windowMs);
  if (state.allowed) record(key, windowMs);
  return state;
}

module.exports = { check: check, record: record, take: take };
