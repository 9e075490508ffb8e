/// <reference path="../pb_data/types.d.ts" />
// The mail to the holder of a new certificate (lib/holder-mail.js). A certificate
// created through the collection API (the admin page's form) is mailed at once; bulk issue queues
// its mails in its own transaction (bulk-issue.pb.js). The job below sends what is still owed:
// the rest of a large bulk issue and retries after a failure (up to 5 attempts).

onRecordAfterCreateRequest((e) => {
  const mail = require(`${__hooks}/lib/holder-mail.js`);
  try {
    const entries = mail.enqueue($app.dao(), [e.record]);
    entries.forEach((entry) => mail.deliver($app, entry.id));
  } catch (err) {
    // Never fail the request: the certificate is stored.
    $app.logger().error("Holder mail not queued", "certificate_id", e.record.getString("certificate_id"), "error", String(err));
  }
}, "certificates");

cronAdd("gx_holder_mail", "* * * * *", () => {
  // Under a minute, so that runs do not overlap (each claims its mails anyway).
  require(`${__hooks}/lib/mail-outbox.js`).drain($app, 50 * 1000);
});
