/// <reference path="../pb_data/types.d.ts" />
// The signed Open Badges credentials (pb_hooks/lib/credentials.js).
//
// `credentials`: one row per certificate, with its place in a status list (list number and a
// random free index, unique together), the salt of the holder's hashed e-mail, and the signed
// credential. It is also the outbox of signing jobs: a row whose `content_hash` differs from its
// `signed_hash` is owed a signature, so issuing never waits for (or fails with) the signer.
// `credential_status_lists`: the signed BitstringStatusListCredential of each list, and whether a
// revocation has made it stale. Neither is reachable through the API (superusers only).
migrate((db) => {
  const dao = new Dao(db);
  const text = (id, name, max) => ({ id: id, name: name, type: "text", required: false, options: { min: null, max: max, pattern: "" } });
  const number = (id, name) => ({ id: id, name: name, type: "number", required: false, options: { min: 0, max: null, noDecimal: true } });
  const date = (id, name) => ({ id: id, name: name, type: "date", required: false, options: { min: "", max: "" } });
  const json = (id, name) => ({ id: id, name: name, type: "json", required: false, options: { maxSize: 2000000 } });

  dao.saveCollection(new Collection({
    id: "gxcredentials01",
    name: "credentials",
    type: "base",
    system: false,
    schema: [
      {
        id: "gxcredcert",
        name: "certificate",
        type: "relation",
        required: true,
        options: { collectionId: "gxcertificates1", cascadeDelete: true, minSelect: null, maxSelect: 1, displayFields: null },
      },
      number("gxcredlist", "status_list"),
      number("gxcredindex", "status_index"),
      text("gxcredsalt", "email_salt", 64),
      text("gxcredcontent", "content_hash", 64),
      text("gxcredsigned", "signed_hash", 64),
      json("gxcreddoc", "document"),
      text("gxcredkey", "key_id", 300),
      number("gxcredattempts", "attempts"),
      date("gxcredclaimed", "claimed_at"),
      text("gxcrederror", "last_error", 2000),
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_credentials_certificate ON credentials (certificate)",
      "CREATE UNIQUE INDEX idx_credentials_status_slot ON credentials (status_list, status_index)",
      "CREATE INDEX idx_credentials_owed ON credentials (signed_hash, content_hash)",
    ],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  }));

  return dao.saveCollection(new Collection({
    id: "gxstatuslists01",
    name: "credential_status_lists",
    type: "base",
    system: false,
    schema: [
      number("gxlistnumber", "list"),
      { id: "gxlistdirty", name: "dirty", type: "bool", required: false, options: {} },
      json("gxlistdoc", "document"),
      date("gxlistsigned", "signed_at"),
      text("gxlisterror", "last_error", 2000),
    ],
    indexes: ["CREATE UNIQUE INDEX idx_credential_status_lists_list ON credential_status_lists (list)"],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  }));
}, (db) => {
  const dao = new Dao(db);
  dao.deleteCollection(dao.findCollectionByNameOrId("credentials"));
  return dao.deleteCollection(dao.findCollectionByNameOrId("credential_status_lists"));
});
