/// <reference path="../../pb_data/types.d.ts" />
// The mail a holder gets when a certificate is issued to them (issue 10): its title and the link
// to its public verification page.
//
// Sending one mail took about 115 ms against MailDev (a new SMTP connection each), so 1,000 mails
// inside the bulk request would hold it for two minutes. Instead each mail owed is a row of
// `holder_mail_outbox`, written in the certificate's own transaction; the request sends the first
// few at once and a job (every minute) sends the rest and retries failures. A mail that cannot be
// sent never loses, hides or slows down a certificate.

var config = require(`${__hooks}/lib/config.js`);
var rules = require(`${__hooks}/lib/validation.js`);

var MAX_ATTEMPTS = 5;
// A claim older than this belongs to a run that died (a restart mid-send): the mail is retried.
var STALE_CLAIM_MS = 10 * 60 * 1000;

function verificationLink(certificateId) {
  return config.appUrl() + "/verify/" + encodeURIComponent(certificateId);
}

/** A subject line is plain text: the stored text's five entities become characters again. */
function decodeEntities(text) {
  var map = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return String(text).replace(/&(?:amp|lt|gt|quot|#39);/g, function (entity) {
    return map[entity];
  });
}

function serverTime(ms) {
  return new Date(ms).toISOString().replace("T", " ");
}

/** Sends the mail for one certificate to the holder named by `profile`; throws when SMTP fails. */
function send(app, certificate, profile) {
  var meta = app.settings().meta;
  var certificateId = certificate.getString("certificate_id");
  var link = verificationLink(certificateId);
  var name = rules.escapeHtml((profile.getString("first_name") + " " + profile.getString("last_name")).trim());
  // Stored certificate text is HTML-escaped already (README, "Stored text").
  var html =
    "<p>Hello " + (name || "there") + ",</p>" +
    "<p>" + certificate.getString("issuer_name") + " has issued you a certificate: <strong>" +
    certificate.getString("title") + "</strong>.</p>" +
    "<p>Certificate ID: " + certificateId + "</p>" +
    '<p>Anyone can check it on its public verification page: <a href="' + link + '">' + link + "</a></p>" +
    "<p>Sign in to your dashboard to see all your certificates.</p>";
  app.newMailClient().send(new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: profile.getString("email") }],
    subject: "Your certificate: " + decodeEntities(certificate.getString("title")),
    html: html,
  }));
}

/**
 * Adds the mails owed for `certificates` (records being issued) to the outbox, with `dao` (the
 * issuing transaction's). Revoked certificates are owed nothing. Returns the outbox records.
 */
function enqueue(dao, certificates) {
  // Without SMTP no mail is owed (like the auth mails): nothing piles up to surprise holders later.
  if (!config.mailEnabled($app)) return [];
  var collection = dao.findCollectionByNameOrId("holder_mail_outbox");
  var entries = [];
  certificates.forEach(function (certificate) {
    if (certificate.getString("verification_status") === "revoked") return;
    var entry = new Record(collection, { certificate: certificate.id, attempts: 0 });
    dao.saveRecord(entry);
    entries.push(entry);
  });
  return entries;
}

/** Takes an entry for this run; false when another run has it or it is done. */
function claim(dao, id) {
  var now = Date.now();
  var result = dao.db()
    .newQuery(
      "UPDATE holder_mail_outbox SET claimed_at = {:now} WHERE id = {:id} AND sent_at = '' " +
        "AND (claimed_at = '' OR claimed_at < {:stale})",
    )
    .bind({ id: id, now: serverTime(now), stale: serverTime(now - STALE_CLAIM_MS) })
    .execute();
  return result.rowsAffected() === 1;
}

/** Sends one outbox entry (by id). Returns "sent", "failed" or "skipped". Never throws. */
function deliver(app, id) {
  var dao = app.dao();
  if (!config.mailEnabled(app) || !claim(dao, id)) return "skipped";
  var entry = dao.findRecordById("holder_mail_outbox", id);
  try {
    var certificate = dao.findRecordById("certificates", entry.getString("certificate"));
    var profile = dao.findRecordById("profiles", certificate.getString("profile"));
    send(app, certificate, profile);
    entry.set("sent_at", new DateTime());
    entry.set("last_error", "");
    dao.saveRecord(entry);
    return "sent";
  } catch (err) {
    entry.set("attempts", entry.getInt("attempts") + 1);
    entry.set("claimed_at", "");
    entry.set("last_error", String(err).substring(0, 2000));
    dao.saveRecord(entry);
    app.logger().error("Holder mail failed; the certificate is stored and the mail will be retried",
      "outbox", id, "attempts", entry.getInt("attempts"), "error", String(err));
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

var KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000;

/** The background job: pending mails, oldest first, within a time budget; old sent rows go. */
function drain(app, budgetMs) {
  app.dao().db()
    .newQuery("DELETE FROM holder_mail_outbox WHERE sent_at != '' AND sent_at < {:cutoff}")
    .bind({ cutoff: serverTime(Date.now() - KEEP_SENT_MS) })
    .execute();
  if (!config.mailEnabled(app)) return 0;
  var pending = app.dao().findRecordsByFilter("holder_mail_outbox", "sent_at = '' && attempts < {:max}", "created", 2000, 0, {
    max: MAX_ATTEMPTS,
  });
  return deliverSome(app, pending.map(function (entry) { return entry.id; }), pending.length, budgetMs);
}

module.exports = {
  enqueue: enqueue,
  deliver: deliver,
  deliverSome: deliverSome,
  drain: drain,
  verificationLink: verificationLink,
  MAX_ATTEMPTS: MAX_ATTEMPTS,
};
