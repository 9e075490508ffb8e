/// <reference path="../../pb_data/types.d.ts" />
// The outbox every mail goes through (`mail_outbox`): a mail owed is a row, written before the
// send is tried, so a mail server that is slow or down never loses a mail or slows down what
// caused it. The row is tried at once by whoever wrote it, then by a job every minute (up to
// MAX_ATTEMPTS tries); an admin may send it again from the admin area, and the person who asked
// for an account mail may try again from /auth.
//
// Kinds: `holder` (a certificate was issued: composed from the certificate when sent,
// lib/holder-message.js) and the account mails PocketBase composes (`verification`,
// `password_reset`, `email_change`: stored as composed, lib/auth-mail.js).

var config = require(`${__hooks}/lib/config.js`);
var work = require(`${__hooks}/lib/claimed-work.js`);
var holderMessage = require(`${__hooks}/lib/holder-message.js`);

var TABLE = "mail_outbox";
var MAX_ATTEMPTS = 5;
// A claim older than this belongs to a run that died (a restart mid-send): the mail is retried.
var STALE_CLAIM_MS = 10 * 60 * 1000;
var KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000;

/** Adds a mail owed (fields of a `mail_outbox` row) with `dao`; returns the record. */
function add(dao, fields) {
  var entry = new Record(dao.findCollectionByNameOrId(TABLE), fields);
  entry.set("attempts", 0);
  dao.saveRecord(entry);
  return entry;
}

/** The message of an entry: a holder mail is composed now; the others were stored composed. */
function messageOf(app, entry) {
  if (entry.getString("kind") === "holder") return holderMessage.message(app, entry);
  var meta = app.settings().meta;
  return new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: entry.getString("recipient") }],
    subject: entry.getString("subject"),
    html: entry.getString("html"),
  });
}

/** Issuer insights: a holder's mail sent, or failed (once a day, however often it is retried). */
function noteHolderMail(entry, event) {
  if (entry.getString("kind") !== "holder") return;
  try {
    var insights = require(`${__hooks}/lib/insights.js`);
    if (event === "mail_sent") insights.add($app.dao(), entry.getString("certificate"), event, 1);
    else insights.recordOnce(entry.getString("certificate"), event, "outbox");
  } catch (err) {
    $app.logger().error("Insight not recorded", "event", event, "error", String(err));
  }
}

/** Sends one outbox entry (by id). Returns "sent", "failed" or "skipped". Never throws. */
function deliver(app, id) {
  var dao = app.dao();
  if (!config.mailEnabled(app) || !work.claim(dao, TABLE, id, STALE_CLAIM_MS, "sent_at = ''")) return "skipped";
  var entry = dao.findRecordById(TABLE, id);
  try {
    app.newMailClient().send(messageOf(app, entry));
    entry.set("sent_at", new DateTime());
    entry.set("last_error", "");
    dao.saveRecord(entry);
    noteHolderMail(entry, "mail_sent");
    return "sent";
  } catch (err) {
    work.failedAttempt(dao, entry, err);
    app.logger().error("Mail failed; it stays in the outbox and will be retried",
      "outbox", id, "kind", entry.getString("kind"), "attempts", entry.getInt("attempts"), "error", String(err));
    noteHolderMail(entry, "mail_failed");
    return "failed";
  }
}

/** Sends entries (ids) in order until `maxCount` are tried or `budgetMs` has passed. */
function deliverSome(app, ids, maxCount, budgetMs) {
  var started = Date.now();
  var sent = 0;
  var tried = 0;
  for (var i = 0; i < ids.length && tried < maxCount && Date.now() - started < budgetMs; i++) {
    var outcome = deliver(app, ids[i]);
    if (outcome !== "skipped") tried += 1;
    if (outcome === "sent") sent += 1;
  }
  return sent;
}

/** The background job: pending mails, oldest first, within a time budget; old sent rows go. */
function drain(app, budgetMs) {
  app.dao().db()
    .newQuery("DELETE FROM " + TABLE + " WHERE sent_at != '' AND sent_at < {:cutoff}")
    .bind({ cutoff: work.serverTime(Date.now() - KEEP_SENT_MS) })
    .execute();
  if (!config.mailEnabled(app)) return 0;
  var pending = app.dao().findRecordsByFilter(TABLE, "sent_at = '' && attempts < {:max}", "created", 2000, 0, {
    max: MAX_ATTEMPTS,
  });
  return deliverSome(app, pending.map(function (entry) { return entry.id; }), pending.length, budgetMs);
}

/**
 * Sends an unsent entry again now, with a fresh count of attempts (so the job tries it again too
 * should this try fail). Returns "sent", "failed", "skipped" (being sent right now) or "done"
 * (sent already).
 */
function sendAgain(app, id) {
  var dao = app.dao();
  var entry = dao.findRecordById(TABLE, id);
  if (entry.getString("sent_at") !== "") return "done";
  entry.set("attempts", 0);
  dao.saveRecord(entry);
  return deliver(app, id);
}

/** "sent", "failed" (tried, and the last try failed: retried by the job until MAX_ATTEMPTS) or "pending". */
function stateOf(entry) {
  if (entry.getString("sent_at") !== "") return "sent";
  return entry.getInt("attempts") > 0 ? "failed" : "pending";
}

module.exports = {
  TABLE: TABLE,
  MAX_ATTEMPTS: MAX_ATTEMPTS,
  add: add,
  deliver: deliver,
  deliverSome: deliverSome,
  drain: drain,
  sendAgain: sendAgain,
  stateOf: stateOf,
};
