/// <reference path="../pb_data/types.d.ts" />
// Certificates: who may do what is in the collection's API rules (migration); these hooks own the
// fields the server decides (lib/certificates.js). The file's type and size are checked by the
// file field itself, from the content (magic bytes), not from the name.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/certificates.js`).prepareNew(e);
}, "certificates");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/certificates.js`).guardUpdate(e);
}, "certificates");

// docs/rules.md#states: a certificate past its expiry date is expired (lib/certificates.js statusNow decides).
// Verification and the records API report it at once; this job makes the stored status (admin
// counters, filters) follow, nightly and at each start (after downtime).
cronAdd("gx_expire_certificates", "10 0 * * *", () => {
  require(`${__hooks}/lib/certificates.js`).expireOverdue($app.dao());
});

onAfterBootstrap((e) => {
  // On a fresh data directory bootstrap comes before the migrations: nothing to expire yet.
  if (e.app.dao().hasTable("certificates")) require(`${__hooks}/lib/certificates.js`).expireOverdue(e.app.dao());
});

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/certificates.js`).showStatusNow(e.records);
}, "certificates");

onRecordViewRequest((e) => {
  require(`${__hooks}/lib/certificates.js`).showStatusNow([e.record]);
}, "certificates");

// GET /api/gx/certificates/stats?month=YYYY-MM: the admin page's four counters in one
// query, so that the page never loads every certificate to count them. The month is the
// browser's current one (the admin's calendar); issue dates are calendar dates.
routerAdd("GET", "/api/gx/certificates/stats", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const DENIED = ["Access Denied", "You do not have admin privileges."];

  const actor = $apis.requestInfo(c).authRecord;
  if (!actor) return respond.failure(c, 401, "access_denied", DENIED[0], DENIED[1]);
  if (!access.isSiteAdmin($app.dao(), actor)) return respond.failure(c, 403, "access_denied", DENIED[0], DENIED[1]);

  const month = String(c.queryParam("month") || "");
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return respond.failure(c, 400, "invalid_month", "Invalid month", "month must be YYYY-MM");
  const year = parseInt(match[1], 10);
  const monthNumber = parseInt(match[2], 10);
  const pad = (n) => (n < 10 ? "0" : "") + n;
  const from = year + "-" + pad(monthNumber) + "-01 00:00:00.000Z";
  const to = monthNumber === 12 ? year + 1 + "-01-01 00:00:00.000Z" : year + "-" + pad(monthNumber + 1) + "-01 00:00:00.000Z";

  // The counter of active certificates reads the stored status: bring it up to date first.
  require(`${__hooks}/lib/certificates.js`).expireOverdue($app.dao());
  const row = new DynamicModel({ total: 0, active: 0, recipients: 0, issued_this_month: 0 });
  $app.dao().db()
    .newQuery(
      "SELECT COUNT(*) AS total, " +
        "COALESCE(SUM(verification_status = 'active'), 0) AS active, " +
        "COUNT(DISTINCT user) AS recipients, " +
        "COALESCE(SUM(issue_date >= {:from} AND issue_date < {:to}), 0) AS issued_this_month " +
        "FROM certificates",
    )
    .bind({ from: from, to: to })
    .one(row);
  return c.json(200, {
    total: row.total,
    active: row.active,
    recipients: row.recipients,
    issued_this_month: row.issued_this_month,
    month: month,
  });
});
