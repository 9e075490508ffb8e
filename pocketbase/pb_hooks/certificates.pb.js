/// <reference path="../pb_data/types.d.ts" />
// Certificates: who may do what is in the collection's API rules (migration); these hooks own the
// fields the server decides (lib/certificates.js). The file's type and size are checked by the
// file field itself, from the content (magic bytes), not from the name.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/certificates.js`).prepareNew(e);
}, "certificates");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/certificates.js`).guardUpdate(e);
}, "certificates");

// Spec §4: a certificate past its expiry date is expired. The verification route reports it at
// once; this job makes the stored status (dashboards, admin counters) follow, nightly and at each
// start (after downtime).
cronAdd("gx_expire_certificates", "10 0 * * *", () => {
  require(`${__hooks}/lib/certificates.js`).expireOverdue($app.dao());
});

onAfterBootstrap((e) => {
  // On a fresh data directory bootstrap comes before the migrations: nothing to expire yet.
  if (e.app.dao().hasTable("certificates")) require(`${__hooks}/lib/certificates.js`).expireOverdue(e.app.dao());
});
