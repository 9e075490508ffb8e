/// <reference path="../pb_data/types.d.ts" />
// The holder mails' outbox becomes every mail's (`mail_outbox`): sign-up verification, password
// reset and e-mail change mails are kept there too, so that a mail server that is down loses none
// of them. A row is a mail owed: `kind` says which; a holder mail is composed from its certificate
// when sent, an account mail is stored as PocketBase composed it (recipient, subject, HTML with
// its link), since its token cannot be made again later. Still not reachable through the records
// API (the HTML holds a token): admins see it through /api/gx/outbox, without the HTML.
migrate((db) => {
  const dao = new Dao(db);
  const outbox = dao.findCollectionByNameOrId("gxholdermail001");
  outbox.name = "mail_outbox";
  outbox.schema.getFieldById("gxoutboxcert").required = false;
  outbox.schema.addField(new SchemaField({
    id: "gxoutboxkind", name: "kind", type: "select", required: true,
    options: { maxSelect: 1, values: ["holder", "verification", "password_reset", "email_change"] },
  }));
  outbox.schema.addField(new SchemaField({
    id: "gxoutboxuser", name: "user", type: "relation", required: false,
    options: { collectionId: "_pb_users_auth_", cascadeDelete: true, minSelect: null, maxSelect: 1, displayFields: null },
  }));
  outbox.schema.addField(new SchemaField({
    id: "gxoutboxto", name: "recipient", type: "text", required: false, options: { min: null, max: 320, pattern: "" },
  }));
  outbox.schema.addField(new SchemaField({
    id: "gxoutboxsubject", name: "subject", type: "text", required: false, options: { min: null, max: 1000, pattern: "" },
  }));
  outbox.schema.addField(new SchemaField({
    id: "gxoutboxhtml", name: "html", type: "text", required: false, options: { min: null, max: 100000, pattern: "" },
  }));
  outbox.indexes = [
    "CREATE INDEX idx_mail_outbox_pending ON mail_outbox (sent_at, attempts, created)",
    "CREATE INDEX idx_mail_outbox_recipient ON mail_outbox (recipient, kind, created)",
  ];
  dao.saveCollection(outbox);
  db.newQuery("UPDATE mail_outbox SET kind = 'holder' WHERE kind = ''").execute();
}, (db) => {
  const dao = new Dao(db);
  db.newQuery("DELETE FROM mail_outbox WHERE kind != 'holder'").execute();
  const outbox = dao.findCollectionByNameOrId("gxholdermail001");
  outbox.name = "holder_mail_outbox";
  ["gxoutboxkind", "gxoutboxuser", "gxoutboxto", "gxoutboxsubject", "gxoutboxhtml"].forEach((id) => outbox.schema.removeField(id));
  outbox.schema.getFieldById("gxoutboxcert").required = true;
  outbox.indexes = ["CREATE INDEX idx_holder_mail_outbox_pending ON holder_mail_outbox (sent_at, attempts, created)"];
  return dao.saveCollection(outbox);
});
