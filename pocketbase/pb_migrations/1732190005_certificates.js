/// <reference path="../pb_data/types.d.ts" />
// `certificates` (docs/rules.md#accounts-and-certificates). Users list and view their own, admins all; admins create and update
// (pb_hooks/certificates.pb.js owns recipient, certificate_id, status bookkeeping and text
// cleaning); nobody deletes. The file is protected (download needs a file token of the holder or
// an admin) and judged by its content: PDF, JPEG or PNG, at most 10485760 bytes (docs/rules.md#limits).
// Server-filled fields are optional here because record validation runs before the hooks.
const ADMIN = "(@collection.user_roles.user ?= @request.auth.id && @collection.user_roles.role ?= 'admin')";
const SIGNED_IN = "@request.auth.id != '' && @request.auth.collectionName = 'users'";

migrate((db) => {
  const dao = new Dao(db);
  const text = (id, name, required, max) => ({ id, name, type: "text", required, options: { min: null, max, pattern: "" } });
  const certificates = new Collection({
    id: "gxcertificates1",
    name: "certificates",
    type: "base",
    system: false,
    schema: [
      text("gxcerttitle", "title", true, 200),
      text("gxcertdesc", "description", false, 2000),
      text("gxcertid", "certificate_id", false, 64),
      {
        id: "gxcertuser",
        name: "user",
        type: "relation",
        required: false,
        options: { collectionId: "_pb_users_auth_", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
      },
      {
        id: "gxcertprofile",
        name: "profile",
        type: "relation",
        required: false,
        options: { collectionId: "gxprofiles00001", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
      },
      { id: "gxcertissued", name: "issue_date", type: "date", required: true, options: { min: "", max: "" } },
      { id: "gxcertexpires", name: "expiry_date", type: "date", required: false, options: { min: "", max: "" } },
      text("gxcertissuer", "issuer_name", true, 200),
      {
        id: "gxcertstatus",
        name: "verification_status",
        type: "select",
        required: false,
        options: { maxSelect: 1, values: ["active", "expired", "revoked"] },
      },
      {
        id: "gxcertfile",
        name: "file",
        type: "file",
        required: false,
        options: {
          maxSelect: 1,
          maxSize: 10485760,
          mimeTypes: ["application/pdf", "image/jpeg", "image/png"],
          thumbs: [],
          protected: true,
        },
      },
      { id: "gxcertrevoked", name: "revoked_at", type: "date", required: false, options: { min: "", max: "" } },
      text("gxcertreason", "revocation_reason", false, 500),
      { id: "gxcertcount", name: "verification_count", type: "number", required: false, options: { min: 0, max: null, noDecimal: true } },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_certificates_certificate_id ON certificates (certificate_id)",
      "CREATE INDEX idx_certificates_user_issue ON certificates (user, issue_date)",
      "CREATE INDEX idx_certificates_issue ON certificates (issue_date)",
      "CREATE INDEX idx_certificates_status_expiry ON certificates (verification_status, expiry_date)",
    ],
    listRule: `${SIGNED_IN} && (user = @request.auth.id || ${ADMIN})`,
    viewRule: `${SIGNED_IN} && (user = @request.auth.id || ${ADMIN})`,
    createRule: `${SIGNED_IN} && ${ADMIN}`,
    updateRule: `${SIGNED_IN} && ${ADMIN}`,
    deleteRule: null,
    options: {},
  });
  return dao.saveCollection(certificates);
}, (db) => {
  const dao = new Dao(db);
  return dao.deleteCollection(dao.findCollectionByNameOrId("certificates"));
});
