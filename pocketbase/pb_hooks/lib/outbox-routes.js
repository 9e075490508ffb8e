/// <reference path="../../pb_data/types.d.ts" />
// The handlers of the outbox routes (auth-mail.pb.js).

var access = require(`${__hooks}/lib/access.js`);
var respond = require(`${__hooks}/lib/respond.js`);
var outbox = require(`${__hooks}/lib/mail-outbox.js`);
var authMail = require(`${__hooks}/lib/auth-mail.js`);

// Per client address and minute, for the public routes: each is a query, a retry a send.
var ACCOUNT_MAIL_LIMIT = 20;
var DENIED = ["Access Denied", "Only administrators can see outgoing mail"];
var PAGE_SIZE = 20;

function limited(c) {
  var state = require(`${__hooks}/lib/rate-limit.js`).take("auth-mail:" + access.clientAddress(c), ACCOUNT_MAIL_LIMIT, 60 * 1000);
  if (state.allowed) return false;
  var seconds = Math.ceil(state.retryAfterMs / 1000);
  c.response().header().set("Retry-After", String(seconds));
  respond.failure(c, 429, "rate_limited", "Too many attempts", "Too many attempts. Please try again later.", { retry_after_seconds: seconds });
  return true;
}

/** POST { kind, email }: whether the latest such mail failed; with retry, tries it again first. */
function accountMail(c, retry) {
  if (limited(c)) return null;
  var data = $apis.requestInfo(c).data || {};
  var kind = String(data.kind || "");
  if (!authMail.KINDS[kind]) {
    return respond.failure(c, 400, "invalid_kind", "Invalid request", "kind must be verification, password_reset or email_change.");
  }
  var email = String(data.email || "");
  var failed = retry ? authMail.retry($app, kind, email) : authMail.failed($app, kind, email);
  return c.json(200, { failed: failed });
}

function requireAdmin(c) {
  var actor = $apis.requestInfo(c).authRecord;
  if (!actor) {
    respond.failure(c, 401, "access_denied", DENIED[0], DENIED[1]);
    return false;
  }
  if (!access.isSiteAdmin($app.dao(), actor)) {
    respond.failure(c, 403, "access_denied", DENIED[0], DENIED[1]);
    return false;
  }
  return true;
}

/** An entry as admins see it: never the HTML (an account mail's link holds its token). */
function view(dao, entry) {
  var recipient = entry.getString("recipient");
  if (!recipient && entry.getString("user")) {
    try {
      recipient = dao.findRecordById("users", entry.getString("user")).email();
    } catch (_) {
      recipient = "";
    }
  }
  var subject = entry.getString("subject");
  if (!subject && entry.getString("kind") === "holder") {
    try {
      subject = "Your certificate: " + dao.findRecordById("certificates", entry.getString("certificate")).getString("certificate_id");
    } catch (_) {
      subject = "";
    }
  }
  return {
    id: entry.id,
    kind: entry.getString("kind"),
    recipient: recipient,
    subject: subject,
    state: outbox.stateOf(entry),
    attempts: entry.getInt("attempts"),
    max_attempts: outbox.MAX_ATTEMPTS,
    last_error: entry.getString("last_error"),
    created: entry.getString("created"),
    sent_at: entry.getString("sent_at"),
  };
}

/** GET ?page=N&state=unsent|all: newest first, PAGE_SIZE a page, in the records API's list shape. */
function list(c) {
  if (!requireAdmin(c)) return null;
  var page = Math.max(1, parseInt(c.queryParam("page"), 10) || 1);
  var unsent = c.queryParam("state") === "unsent";
  var dao = $app.dao();
  var count = new DynamicModel({ n: 0 });
  dao.db().newQuery("SELECT COUNT(*) AS n FROM " + outbox.TABLE + (unsent ? " WHERE sent_at = ''" : "")).one(count);
  var rows = dao.findRecordsByFilter(outbox.TABLE, unsent ? "sent_at = ''" : "id != ''", "-created", PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return c.json(200, {
    page: page,
    perPage: PAGE_SIZE,
    totalItems: count.n,
    totalPages: Math.ceil(count.n / PAGE_SIZE),
    items: rows.map(function (entry) {
      return view(dao, entry);
    }),
  });
}

/** POST: sends an unsent entry again now. */
function sendAgain(c) {
  if (!requireAdmin(c)) return null;
  var dao = $app.dao();
  var id = String(c.pathParam("id") || "");
  try {
    dao.findRecordById(outbox.TABLE, id);
  } catch (_) {
    return respond.failure(c, 404, "not_found", "Not found", "No outgoing mail has this id.");
  }
  if (!require(`${__hooks}/lib/config.js`).mailEnabled($app)) {
    return respond.failure(c, 409, "mail_disabled", "Mail is disabled", "No mail server is configured.");
  }
  var outcome = outbox.sendAgain($app, id);
  return c.json(200, { outcome: outcome, entry: view(dao, dao.findRecordById(outbox.TABLE, id)) });
}

module.exports = { accountMail: accountMail, list: list, sendAgain: sendAgain };
