/// <reference path="../../pb_data/types.d.ts" />
// Rows of work that a run claims before doing it (the mail outbox, the credentials owed a
// signature): one run at a time has a row, a claim older than its table's limit belongs to a run
// that died (a restart mid-way) and may be taken, and a failed attempt is counted and kept.

/** A time as PocketBase stores it: "2026-01-15 10:00:00.000Z". */
function serverTime(ms) {
  return new Date(ms).toISOString().replace("T", " ");
}

/**
 * Takes row `id` of `table` for this run; false when another run has it (`condition`, SQL, says
 * what else a row must be to be taken, e.g. not sent yet). A claim older than `staleMs` is taken over.
 */
function claim(dao, table, id, staleMs, condition) {
  var now = Date.now();
  var result = dao.db()
    .newQuery(
      "UPDATE " + table + " SET claimed_at = {:now} WHERE id = {:id} " + (condition ? "AND " + condition + " " : "") +
        "AND (claimed_at = '' OR claimed_at < {:stale})",
    )
    .bind({ id: id, now: serverTime(now), stale: serverTime(now - staleMs) })
    .execute();
  return result.rowsAffected() === 1;
}

/** Counts a failed attempt on a claimed row, keeps its error and lets the next run take it. */
function failedAttempt(dao, row, err) {
  row.set("attempts", row.getInt("attempts") + 1);
  row.set("claimed_at", "");
  row.set("last_error", String(err).substring(0, 2000));
  dao.saveRecord(row);
}

module.exports = {
  serverTime: serverTime,
  claim: claim,
  failedAttempt: failedAttempt,
};
