/// <reference path="../../pb_data/types.d.ts" />
// The mail a holder gets when a certificate is issued to them: its title and the link
// to its public verification page.
//
// Sending a mail opens an SMTP connection each time, so a bulk issue's mails sent inside its request
// would hold it for minutes (docs/decisions.md#holder-mail-outbox). Instead each mail owed is a row of the
// outbox (lib/mail-outbox.js), written in the certificate's own transaction; the request sends the
// first few at once and a job (every minute) sends the rest and retries failures. A mail that
// cannot be sent never loses, hides or slows down a certificate.

var config = require(`${__hooks}/lib/config.js`);
var rules = require(`${__hooks}/lib/shared-ui.js`);

var outbox = require(`${__hooks}/lib/mail-outbox.js`);

function verificationLink(certificateId) {
  return config.appUrl() + "/verify/" + encodeURIComponent(certificateId);
}

/** The mail of a `holder` outbox entry: composed from its certificate and the holder's profile. */
function message(app, entry) {
  var dao = app.dao();
  var certificate = dao.findRecordById("certificates", entry.getString("certificate"));
  var profile = dao.findRecordById("profiles", certificate.getString("profile"));
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
  return new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: profile.getString("email") }],
    // A subject line is plain text: the stored text's five entities become characters again.
    subject: "Your certificate: " + rules.unescapeHtml(certificate.getString("title")),
    html: html,
  });
}

/**
 * Adds the mails owed for `certificates` (records being issued) to the outbox, with `dao` (the
 * issuing transaction's). Revoked certificates are owed nothing. Returns the outbox records.
 */
function enqueue(dao, certificates) {
  // Without SMTP no mail is owed (like the auth mails): nothing piles up to surprise holders later.
  if (!config.mailEnabled($app)) return [];
  var entries = [];
  certificates.forEach(function (certificate) {
    if (certificate.getString("verification_status") === "revoked") return;
    entries.push(outbox.add(dao, { kind: "holder", certificate: certificate.id, user: certificate.getString("user") }));
  });
  return entries;
}

module.exports = {
  enqueue: enqueue,
  message: message,
  deliver: outbox.deliver,
  deliverSome: outbox.deliverSome,
  drain: outbox.drain,
  verificationLink: verificationLink,
  MAX_ATTEMPTS: outbox.MAX_ATTEMPTS,
};
