/// <reference path="../pb_data/types.d.ts" />
// Issue 10: a certificate issued through the collection API (the admin page's form) is mailed to
// its holder once it is stored. Bulk issue mails from its own route (bulk-issue.pb.js), after its
// transaction. A failed send is logged and the answer is still the stored certificate.

onRecordAfterCreateRequest((e) => {
  const mail = require(`${__hooks}/lib/holder-mail.js`);
  try {
    const profile = $app.dao().findRecordById("profiles", e.record.getString("profile"));
    mail.sendHolderMail($app, e.record, profile);
  } catch (err) {
    $app.logger().error("Holder mail skipped", "certificate_id", e.record.getString("certificate_id"), "error", String(err));
  }
}, "certificates");
