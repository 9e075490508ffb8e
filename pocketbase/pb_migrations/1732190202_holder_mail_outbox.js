/// <reference path="../pb_data/types.d.ts" />
// `holder_mail_outbox`: one row per mail owed to the holder of a new certificate,
// written in the same transaction as the certificate, so an issued certificate is never without
// its mail, and a slow or failed SMTP server never slows or undoes an issue. Sent at once for a
// few, and by a background job for the rest and for retries (pb_hooks/lib/holder-mail.js).
// Nobody reads or writes it through the API (superusers may look at it in the admin UI).
migrate((db) => {
  const dao = new Dao(db);
  const outbox = new Collection({
    id: "gxholdermail001",
    name: "holder_mail_outbox",
    type: "base",
    system: false,
    schema: [
      {
        id: "gxoutboxcert",
        name: "certificate",
        type: "relation",
        required: true,
        options: { collectionId: "gxcertificates1", cascadeDelete: true, minSelect: null, maxSelect: 1, displayFields: null },
      },
      { id: "gxoutboxattempts", name: "attempts", type: "number", required: false, options: { min: 0, max: null, noDecimal: true } },
      { id: "gxoutboxsent", name: "sent_at", type: "date", required: false, options: { min: "", max: "" } },
      { id: "gxoutboxclaimed", name: "claimed_at", type: "date", required: false, options: { min: "", max: "" } },
      { id: "gxoutboxerror", name: "last_error", type: "text", required: false, options: { min: null, max: 2000, pattern: "" } },
    ],
    indexes: ["CREATE INDEX idx_holder_mail_outbox_pending ON holder_mail_outbox (sent_at, attempts, created)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  });
  return dao.saveCollection(outbox);
}, (db) => {
  const dao = new Dao(db);
  return dao.deleteCollection(dao.findCollectionByNameOrId("holder_mail_outbox"));
});
