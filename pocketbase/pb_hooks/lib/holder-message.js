/// <reference path="../../pb_data/types.d.ts" />
// The mail a holder gets when a certificate is issued to them, composed when it is sent: its title
// and the link to its public verification page. Apart from lib/holder-mail.js (which owes the
// mails) so that the outbox, which sends them, needs nothing that needs the outbox.

var config = require(`${__hooks}/lib/config.js`);
var rules = require(`${__hooks}/lib/shared-ui.js`);

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

module.exports = {
  message: message,
  verificationLink: verificationLink,
};
