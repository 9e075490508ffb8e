/// <reference path="../../pb_data/types.d.ts" />
// The account mails PocketBase composes (sign-up verification, password reset, e-mail change) go
// through the outbox (lib/mail-outbox.js) instead of straight to the mail server: PocketBase sends
// them in the background after answering 204, so a failed send was lost without anyone knowing.
// Each is stored as composed (its link holds a token that cannot be made again), tried at once,
// retried by the job, and its state can be asked for by the person who asked for it (/auth shows
// "we could not send the mail; try again"), who may try again.

var outbox = require(`${__hooks}/lib/mail-outbox.js`);

var KINDS = { verification: true, password_reset: true, email_change: true };
// How far back /auth looks for the mail it asked for.
var RECENT_MS = 60 * 60 * 1000;

function serverTime(ms) {
  return new Date(ms).toISOString().replace("T", " ");
}

/**
 * Takes the mail of a MailerRecordEvent into the outbox and tries it at once. The caller returns
 * false from the hook, so that PocketBase does not send it a second time.
 */
function queue(app, kind, event) {
  var to = event.message.to && event.message.to.length ? event.message.to[0].address : event.record.email();
  var entry = outbox.add(app.dao(), {
    kind: kind,
    user: event.record.id,
    recipient: String(to).toLowerCase(),
    subject: event.message.subject,
    html: event.message.html,
  });
  return outbox.deliver(app, entry.id);
}

/** The latest mail of `kind` to `email` asked for in the last hour, or null. */
function latest(app, kind, email) {
  if (!KINDS[kind]) return null;
  var found = app.dao().findRecordsByFilter(
    outbox.TABLE,
    "recipient = {:email} && kind = {:kind} && created >= {:since}",
    "-created",
    1,
    0,
    { email: String(email || "").trim().toLowerCase(), kind: kind, since: serverTime(Date.now() - RECENT_MS) },
  );
  return found.length ? found[0] : null;
}

/**
 * Whether the last try of the latest such mail failed. Only a failure is told: "no such mail"
 * and "sent" read the same, so that the answer does not say whether an account exists while
 * mail works.
 */
function failed(app, kind, email) {
  var entry = latest(app, kind, email);
  return !!entry && outbox.stateOf(entry) === "failed";
}

/** Tries the latest such mail again now when it is unsent; true when it is still not sent. */
function retry(app, kind, email) {
  var entry = latest(app, kind, email);
  if (!entry || outbox.stateOf(entry) === "sent") return false;
  var outcome = outbox.sendAgain(app, entry.id);
  return outcome === "failed";
}

module.exports = { KINDS: KINDS, queue: queue, failed: failed, retry: retry };
