/// <reference path="../../pb_data/types.d.ts" />
// A sliding-window limiter on $app.store() (PocketBase 0.22 has none built in). It is per process
// and forgets on restart, which is acceptable for throttling; concurrent requests from one address
// can overshoot the limit by the number of requests in flight at the same instant.
//
// A refused attempt must cost almost nothing (one flooding client must not slow the server for
// everyone): once a key is full, check() writes the instant its oldest attempt leaves
// the window into a "blocked until" entry, and later checks read that one number and stop there,
// without parsing the window. Nothing is recorded while a key is refused, so that instant stays
// exact.

var PREFIX = "gx:rate:";
var BLOCKED = "gx:rate-blocked:";
var PRUNED_AT = "gx:rate-pruned-at";
var PRUNE_ABOVE = 5000;
var PRUNE_EVERY_MS = 60 * 1000;

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

/**
 * Drops the windows that have emptied and the blocks that have passed, so the store does not grow
 * with every address seen. At most once a minute: the store also holds other features' entries,
 * and walking all of them on every request would be the expensive path this file avoids.
 */
function prune(store, now, windowMs) {
  if (store.length() < PRUNE_ABOVE) return;
  if (now - (parseInt(store.get(PRUNED_AT), 10) || 0) < PRUNE_EVERY_MS) return;
  store.set(PRUNED_AT, String(now));
  var all = store.getAll();
  for (var key in all) {
    if (key.indexOf(PREFIX) === 0 && recentHits(all[key], now - windowMs).length === 0) store.remove(key);
    else if (key.indexOf(BLOCKED) === 0 && (parseInt(all[key], 10) || 0) <= now) store.remove(key);
  }
}

/**
 * Whether another attempt for key is allowed: { allowed: true } while fewer than limit attempts
 * fell in the last windowMs, otherwise { allowed: false, retryAfterMs }. Records nothing.
 */
function check(key, limit, windowMs) {
  var store = $app.store();
  var now = Date.now();
  // The cheap path: one read of one number while the key is refused.
  var until = parseInt(store.get(BLOCKED + key), 10) || 0;
  if (until > now) return { allowed: false, retryAfterMs: Math.max(1000, until - now) };

  var hits = recentHits(store.get(PREFIX + key), now - windowMs);
  if (hits.length >= limit) {
    var freeAt = hits[hits.length - limit] + windowMs;
    store.set(BLOCKED + key, String(freeAt));
    return { allowed: false, retryAfterMs: Math.max(1000, freeAt - now) };
  }
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
