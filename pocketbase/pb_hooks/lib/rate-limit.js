/// <reference path="../../pb_data/types.d.ts" />
// Sliding-window limits per client (PocketBase 0.22 has none built in).
//
// The hooks run in a pool of JS VMs, one request per VM and many at once, and nothing they share in
// memory ($app.store()) can be read and written in one step: a count read there and an attempt
// written after it let every request in flight through at the same instant. So an attempt is
// counted and recorded by one SQL statement (INSERT ... SELECT ... WHERE count < limit) on
// PocketBase's single writing connection: SQLite runs the statement's count and its insert in one
// write transaction, one statement at a time, so exactly `limit` attempts get in.
//
// A refused attempt must cost almost nothing (one flooding client must not slow the server for
// everyone, nor hold SQLite's one writer): a refusal writes into a "blocked" entry of $app.store()
// until when to refuse without asking SQLite and when the key frees up, and later attempts read
// that entry and stop there. Nothing is recorded while a key is refused, so the instant it frees up
// stays exact; the entry only refuses what SQLite would refuse too.

var TABLE = "_gx_rate_hits";
var BLOCKED = "gx:rate-blocked:";
var PRUNE_ABOVE = 5000;
// A limit with attempts given back (reserve/release) may free up before its oldest attempt leaves
// the window: its refusals are answered from memory for this long, then SQLite is asked again.
var RESERVED_BLOCK_MS = 1000;

/** Where a row of `key` lives: a hash, so the table holds no address or e-mail. */
function rowKey(key) {
  return $security.sha256(key);
}

function refused(now, freeAt) {
  return { allowed: false, retryAfterMs: Math.max(1000, freeAt - now) };
}

/**
 * Counts and records one attempt in one statement; { allowed: true, id } when fewer than `limit`
 * attempts of `key` fell in the last windowMs, otherwise { allowed: false, retryAfterMs, freeAt }.
 */
function attempt(key, limit, windowMs, now) {
  var db = $app.dao().nonconcurrentDB();
  var hashed = rowKey(key);
  var result = db
    .newQuery(
      "INSERT INTO " + TABLE + " (key, expires) SELECT {:key}, {:expires} " +
        "WHERE (SELECT count(*) FROM " + TABLE + " WHERE key = {:key} AND expires > {:now}) < {:limit}",
    )
    .bind({ key: hashed, expires: now + windowMs, now: now, limit: limit })
    .execute();
  if (result.rowsAffected() === 1) return { allowed: true, retryAfterMs: 0, id: result.lastInsertId() };

  // The key frees up when the oldest of its `limit` newest attempts leaves the window.
  var row = new DynamicModel({ expires: 0 });
  var freeAt = now;
  try {
    $app.dao().db().newQuery("SELECT expires FROM " + TABLE + " WHERE key = {:key} AND expires > {:now} ORDER BY expires DESC LIMIT 1 OFFSET {:offset}")
      .bind({ key: hashed, now: now, offset: Math.max(0, limit - 1) })
      .one(row);
    freeAt = row.expires;
  } catch (_) {
    // They all left the window since the insert was refused: the next attempt gets in.
  }
  var state = refused(now, freeAt);
  state.freeAt = freeAt;
  return state;
}

/**
 * The attempt, refused from memory while key's "blocked" entry ("<refuse until> <frees up at>")
 * holds, otherwise counted and recorded by SQLite; a refusal by SQLite writes the entry, refusing
 * from memory until min(frees up at, now + blockMs).
 */
function attemptUnlessBlocked(key, limit, windowMs, blockMs) {
  var store = $app.store();
  var now = Date.now();
  // The cheap path: one read of one entry while the key is refused.
  var blocked = store.get(BLOCKED + key);
  if (blocked && parseInt(blocked, 10) > now) return refused(now, parseInt(blocked.substring(blocked.indexOf(" ") + 1), 10));

  var state = attempt(key, limit, windowMs, now);
  if (!state.allowed) store.set(BLOCKED + key, Math.min(state.freeAt, now + blockMs) + " " + state.freeAt);
  return state;
}

/**
 * Takes one attempt of `key` if fewer than `limit` fell in the last windowMs: { allowed: true }, or
 * { allowed: false, retryAfterMs }. Every attempt let through counts; a refused one does not.
 */
function take(key, limit, windowMs) {
  var state = attemptUnlessBlocked(key, limit, windowMs, windowMs);
  return { allowed: state.allowed, retryAfterMs: state.retryAfterMs };
}

/**
 * For limits that count failures only: takes an attempt as take() does, for the caller to give back
 * with release() when it succeeded. Attempts in flight count, so requests sent together cannot
 * all be tried.
 */
function reserve(key, limit, windowMs) {
  var state = attemptUnlessBlocked(key, limit, windowMs, RESERVED_BLOCK_MS);
  return state.allowed
    ? { allowed: true, retryAfterMs: 0, key: key, id: state.id }
    : { allowed: false, retryAfterMs: state.retryAfterMs };
}

/** Gives back an attempt that reserve() let through; the key is asked of SQLite again. */
function release(reserved) {
  if (!reserved || !reserved.allowed) return;
  $app.dao().nonconcurrentDB()
    .newQuery("DELETE FROM " + TABLE + " WHERE rowid = {:id} AND key = {:key}")
    .bind({ id: reserved.id, key: rowKey(reserved.key) })
    .execute();
  $app.store().remove(BLOCKED + reserved.key);
}

/**
 * Drops the attempts that left their window, and (when the store has grown large: it also holds
 * other features' entries, and walking them is not free) the blocks that have passed.
 */
function prune() {
  var now = Date.now();
  $app.dao().nonconcurrentDB().newQuery("DELETE FROM " + TABLE + " WHERE expires <= {:now}").bind({ now: now }).execute();
  var store = $app.store();
  if (store.length() < PRUNE_ABOVE) return;
  var all = store.getAll();
  for (var key in all) {
    if (key.indexOf(BLOCKED) === 0 && (parseInt(String(all[key]).split(" ")[1], 10) || 0) <= now) store.remove(key);
  }
}

module.exports = { take: take, reserve: reserve, release: release, prune: prune };
