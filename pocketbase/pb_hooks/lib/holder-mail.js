/// <reference path="../../pb_data/types.d.ts" />
// The mails owed to holders when certificates are issued to them (each composed when sent, by
// lib/holder-message.js).
//
// Sending a mail opens an SMTP connection each time, so a bulk issue's mails sent inside its request
// would hold it for minutes (docs/decisions.md#holder-mail-outbox). Instead each mail owed is a row of the
// outbox (lib/mail-outbox.js), written in the certificate's own transaction; the request sends the
// first few at once and a job (every minute) sends the rest and retries failures. A mail that
// cannot be sent never loses, hides or slows down a certificate.

var config = require(`${__hooks}/lib/config.js`);
var outbox = require(`${__hooks}/lib/mail-outbox.js`);

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
  deliver: outbox.deliver,
  deliverSome: outbox.deliverSome,
  drain: outbox.drain,
  MAX_ATTEMPTS: outbox.MAX_ATTEMPTS,
};
