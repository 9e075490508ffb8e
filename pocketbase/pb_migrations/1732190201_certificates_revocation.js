/// <reference path="../pb_data/types.d.ts" />
// Who revoked a certificate, and dates judged by the hooks.
// - `revoked_by` (the admin) and `revoked_by_email` (copied, so the row keeps its meaning after
//   that account is deleted) are written only by POST /api/gx/certificates/:id/revoke and by a
//   create that is already revoked (pb_hooks/lib/certificates.js).
// - `issue_date` becomes optional in the schema: PocketBase turns an impossible date such as
//   '2026-13-45' into an empty value before the hooks run and then answers "Missing required
//   value". The create/update hooks see the raw input, so they enforce "required" and report an
//   invalid date as such.
migrate((db) => {
  const dao = new Dao(db);
  const certificates = dao.findCollectionByNameOrId("certificates");
  certificates.schema.getFieldByName("issue_date").required = false;
  certificates.schema.addField(new SchemaField({
    id: "gxcertrevokedby",
    name: "revoked_by",
    type: "relation",
    required: false,
    options: { collectionId: "_pb_users_auth_", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
  }));
  certificates.schema.addField(new SchemaField({
    id: "gxcertrevokedbym",
    name: "revoked_by_email",
    type: "text",
    required: false,
    options: { min: null, max: 254, pattern: "" },
  }));
  return dao.saveCollection(certificates);
}, (db) => {
  const dao = new Dao(db);
  const certificates = dao.findCollectionByNameOrId("certificates");
  certificates.schema.getFieldByName("issue_date").required = true;
  certificates.schema.removeField("gxcertrevokedby");
  certificates.schema.removeField("gxcertrevokedbym");
  return dao.saveCollection(certificates);
});
