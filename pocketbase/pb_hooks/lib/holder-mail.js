/// <reference path="../../pb_data/types.d.ts" />
// The mail a holder gets when a certificate is issued to them (issue 10): its title and the link
// to its public verification page. Always sent after the certificate is stored, and a failure is
// logged, never thrown: a mail that cannot be sent must not lose (or appear to lose) a certificate.

var config = require(`${__hooks}/lib/config.js`);
var rules = require(`${__hooks}/lib/validation.js`);

function verificationLink(certificateId) {
  return config.appUrl() + "/verify/" + encodeURIComponent(certificateId);
}

/**
 * Sends the mail for `certificate` to the holder named by `profile` (the recipient's profiles
 * record). Returns true when the SMTP server accepted it, false when mail is disabled or failed.
 * Revoked certificates get no mail: there is nothing valid to show.
 */
function sendHolderMail(app, certificate, profile) {
  if (certificate.getString("verification_status") === "revoked") return false;
  if (!config.mailEnabled(app)) return false;
  var certificateId = certificate.getString("certificate_id");
  try {
    var meta = app.settings().meta;
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
    return true;
  } catch (err) {
    app.logger().error("Holder mail failed; the certificate is stored", "certificate_id", certificateId, "error", String(err));
    return false;
  }
}

/** A subject line is plain text: the stored text's five entities are turned back into characters. */
function decodeEntities(text) {
  var map = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return String(text).replace(/&(?:amp|lt|gt|quot|#39);/g, function (entity) {
    return map[entity];
  });
}

module.exports = { sendHolderMail: sendHolderMail, verificationLink: verificationLink };
