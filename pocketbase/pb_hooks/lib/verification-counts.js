/// <reference path="../../pb_data/types.d.ts" />
// Verification counts: one per client address per certificate per UTC day, without making every
// verification wait for SQLite's single writer.
//
// A verification only notes a mark in $app.store() (shared by every handler's VM, in memory):
//   gx:vc:<day>|<certificate record id>|<client address>  ->  "p" (pending) or "f" (flushed)
// A mark that already exists is neither noted nor written again, which is the per-day dedupe in
// memory. flush() writes the pending marks in one transaction: each into the table
// _gx_verification_marks (primary key certificate + day + client hash, INSERT OR IGNORE), and the
// certificates' verification_count grows by the number of marks that table really took. That
// makes flushing idempotent: two flushes racing over the same marks, or a mark noted again after a
// restart emptied the store, count once.
//
// Flushes happen when due (FLUSH_EVERY_MS after the last one, triggered by the next verification),
// when a batch fills, before the certificates are read through the records API (so a holder's
// dashboard shows their own verification at once), from a cron job every minute (an idle server),
// and on a clean stop (onTerminate). After onTerminate has run, a late verification writes its
// mark at once instead of leaving it in memory.
//
// The table keeps a SHA-256 of day + address, never the address itself, and only today's rows.

var PREFIX = "gx:vc:";
var PENDING_COUNT = "gx:vc-pending";
var FLUSHED_AT = "gx:vc-flushed-at";
var STOPPING = "gx:vc-stopping";
var FLUSH_EVERY_MS = 2000;
var BATCH = 500;
/** Above this many marks in memory, flushed ones are forgotten (the table still dedupes them). */
var KEEP_AT_MOST = 50000;

function utcDay(now) {
  return new Date(now).toISOString().slice(0, 10);
}

function parseMark(key) {
  var parts = key.substring(PREFIX.length).split("|");
  return { day: parts[0], certificate: parts[1], client: parts.slice(2).join("|") };
}

/**
 * Notes that `address` verified the certificate with record id `certificateId` now. Cheap: two
 * store reads and, the first time today, two store writes; flushes when one is due.
 */
function note(certificateId, address) {
  var store = $app.store();
  var now = Date.now();
  var key = PREFIX + utcDay(now) + "|" + certificateId + "|" + address;
  if (store.has(key)) return;
  store.set(key, "p");
  var pending = (parseInt(store.get(PENDING_COUNT), 10) || 0) + 1;
  store.set(PENDING_COUNT, String(pending));

  if (store.get(STOPPING) === "1" || pending >= BATCH) {
    flush();
    return;
  }
  var last = parseInt(store.get(FLUSHED_AT), 10) || 0;
  if (now - last >= FLUSH_EVERY_MS) flush();
}

/** Whether marks may be waiting (a hint: the pending figure is not kept under a lock). */
function hasPending() {
  return (parseInt($app.store().get(PENDING_COUNT), 10) || 0) > 0;
}

/**
 * Writes every pending mark. Returns { marks, counted, byCertificate } (what this call wrote).
 * Marks stay pending when the write fails, for the next flush.
 */
function flush() {
  var store = $app.store();
  var now = Date.now();
  store.set(FLUSHED_AT, String(now));
  store.set(PENDING_COUNT, "0");

  var all = store.getAll();
  var today = utcDay(now);
  var taken = [];
  var flushedKeys = 0;
  for (var key in all) {
    if (key.indexOf(PREFIX) !== 0) continue;
    if (all[key] === "p") taken.push(key);
    else if (key.substring(PREFIX.length, PREFIX.length + 10) !== today) store.remove(key);
    else flushedKeys += 1;
  }
  if (flushedKeys > KEEP_AT_MOST) {
    for (var old in all) {
      if (old.indexOf(PREFIX) === 0 && all[old] === "f") store.remove(old);
    }
  }
  var result = { marks: taken.length, counted: 0, byCertificate: {} };
  if (taken.length === 0) return result;

  try {
    $app.dao().runInTransaction(function (txDao) {
      var db = txDao.db();
      var insert = "INSERT OR IGNORE INTO _gx_verification_marks (certificate, day, client) VALUES ({:certificate}, {:day}, {:client})";
      for (var i = 0; i < taken.length; i++) {
        var mark = parseMark(taken[i]);
        var added = db.newQuery(insert)
          .bind({ certificate: mark.certificate, day: mark.day, client: $security.sha256(mark.day + "|" + mark.client) })
          .execute()
          .rowsAffected();
        if (added > 0) result.byCertificate[mark.certificate] = (result.byCertificate[mark.certificate] || 0) + added;
      }
      // A plain UPDATE: counting must not run the update hooks or touch `updated`.
      for (var id in result.byCertificate) {
        db.newQuery("UPDATE certificates SET verification_count = verification_count + {:n} WHERE id = {:id}")
          .bind({ n: result.byCertificate[id], id: id })
          .execute();
        result.counted += result.byCertificate[id];
      }
    });
  } catch (err) {
    // Leave the marks pending; the next flush retries them.
    store.set(PENDING_COUNT, String(taken.length));
    $app.logger().error("Verification counts not written; will retry", "marks", taken.length, "error", String(err));
    return { marks: 0, counted: 0, byCertificate: {} };
  }
  for (var j = 0; j < taken.length; j++) store.set(taken[j], "f");
  return result;
}

/** Drops the table rows of earlier days (only today's are needed to dedupe). */
function forgetEarlierDays() {
  $app.dao().db()
    .newQuery("DELETE FROM _gx_verification_marks WHERE day < {:today}")
    .bind({ today: utcDay(Date.now()) })
    .execute();
}

/** onTerminate: write what is pending, and write at once from now on. */
function stop() {
  $app.store().set(STOPPING, "1");
  flush();
}

/**
 * For the records API's list and view answers of certificates: when marks may be pending, flushes
 * them and re-reads the verification_count of the records about to be sent (all of them: a flush
 * racing in another handler may have written this request's marks).
 */
function freshen(records) {
  if (!hasPending()) return;
  flush();
  var db = $app.dao().db();
  for (var i = 0; i < records.length; i++) {
    var row = new DynamicModel({ verification_count: 0 });
    db.newQuery("SELECT verification_count FROM certificates WHERE id = {:id}").bind({ id: records[i].id }).one(row);
    records[i].set("verification_count", row.verification_count);
  }
}

module.exports = { note: note, flush: flush, stop: stop, freshen: freshen, forgetEarlierDays: forgetEarlierDays };
