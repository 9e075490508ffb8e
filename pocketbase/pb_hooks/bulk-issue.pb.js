/// <reference path="../pb_data/types.d.ts" />
// POST /api/gx/certificates/bulk { rows: [...], dry_run }: bulk issue from a CSV file.
// The browser parses the file and sends its rows; this route judges every row again, and either
// reports (dry run) or issues all rows in one transaction, all or nothing. Holders are mailed
// by the outbox written in the same transaction (a few at once, the rest by a job); a failed mail
// never undoes an issued certificate. Admins only.

routerAdd("POST", "/api/gx/certificates/bulk", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const bulk = require(`${__hooks}/lib/bulk-issue.js`);
  const mail = require(`${__hooks}/lib/holder-mail.js`);
  const DENIED = ["Access Denied", "Only administrators can issue certificates"];
  // 1,000 rows with long descriptions fit in about 3 MB of JSON.
  const MAX_BODY_BYTES = 4 * 1024 * 1024;
  const MAIL_NOW = 10;
  const MAIL_NOW_BUDGET_MS = 2000;

  if (c.request().contentLength > MAX_BODY_BYTES) {
    return respond.failure(c, 413, "too_large", "File too large", "The file is too large: send at most 1,000 rows (about 2 MB of CSV).");
  }
  const info = $apis.requestInfo(c);
  const actor = info.authRecord;
  if (!actor) return respond.failure(c, 401, "access_denied", DENIED[0], DENIED[1]);
  if (!access.isSiteAdmin($app.dao(), actor)) return respond.failure(c, 403, "access_denied", DENIED[0], DENIED[1]);

  const data = info.data || {};
  const rows = data.rows;
  if (!Array.isArray(rows) || rows.length === 0) {
    return respond.failure(c, 400, "no_rows", "No rows", "The file has no certificate rows.");
  }
  if (rows.length > bulk.MAX_ROWS) {
    return respond.failure(c, 400, "too_many_rows", "Too many rows",
      "A file may have at most " + bulk.MAX_ROWS + " rows; this one has " + rows.length + ".", { max_rows: bulk.MAX_ROWS });
  }
  const dryRun = data.dry_run === true;

  const judged = bulk.judgeRows($app.dao(), rows);
  const failed = judged.filter((entry) => entry.errors.length > 0).length;
  const report = (entry, extra) => Object.assign({ row: entry.row, status: entry.errors.length ? "error" : "ready", errors: entry.errors }, extra || {});

  if (dryRun || failed > 0) {
    const body = { dry_run: dryRun, total: judged.length, ready: judged.length - failed, failed: failed, issued: 0, rows: judged.map((e) => report(e)) };
    if (dryRun) return c.json(200, body);
    // All or nothing: one bad row issues none.
    return respond.failure(c, 400, "rows_invalid", "Nothing issued",
      failed + " of " + judged.length + " rows have errors; no certificate was issued.", body);
  }

  // The certificates and the mails owed to their holders are one transaction: all or nothing.
  let records = [];
  let outbox = [];
  $app.dao().runInTransaction((txDao) => {
    records = bulk.issueRows(txDao, judged, actor);
    outbox = mail.enqueue(txDao, records);
  });

  // The first few mails go now (about 0.1 s each); the job sends the rest within minutes.
  const mailed = mail.deliverSome($app, outbox.map((entry) => entry.id), MAIL_NOW, MAIL_NOW_BUDGET_MS);

  return c.json(200, {
    dry_run: false,
    total: judged.length,
    ready: judged.length,
    failed: 0,
    issued: records.length,
    mailed: mailed,
    mail_queued: outbox.length - mailed,
    rows: judged.map((entry, i) =>
      report(entry, { status: "issued", id: records[i].id, certificate_id: records[i].getString("certificate_id") })),
  });
});
