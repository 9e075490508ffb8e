/// <reference path="../pb_data/types.d.ts" />
// A certificate's title, issuer and free text are judged by the hooks alone
// (pb_hooks/lib/certificates.js, judgeCertificate), for a single issue and a bulk one alike, in
// the spec's words. PocketBase validates a record's schema before any hook runs, so its own
// "Cannot be blank." and "Must be no more than 200 character(s)." answered first; the limits now
// live in the hook, which counts the text as typed (the stored text is HTML-escaped and longer).
migrate((db) => {
  const dao = new Dao(db);
  const certificates = dao.findCollectionByNameOrId("certificates");
  ["title", "issuer_name"].forEach((name) => {
    certificates.schema.getFieldByName(name).required = false;
  });
  ["title", "description", "issuer_name", "revocation_reason"].forEach((name) => {
    const field = certificates.schema.getFieldByName(name);
    field.options = { min: null, max: null, pattern: "" };
  });
  return dao.saveCollection(certificates);
}, (db) => {
  const dao = new Dao(db);
  const certificates = dao.findCollectionByNameOrId("certificates");
  const limits = { title: 200, description: 2000, issuer_name: 200, revocation_reason: 500 };
  Object.keys(limits).forEach((name) => {
    const field = certificates.schema.getFieldByName(name);
    field.options = { min: null, max: limits[name], pattern: "" };
  });
  certificates.schema.getFieldByName("title").required = true;
  certificates.schema.getFieldByName("issuer_name").required = true;
  return dao.saveCollection(certificates);
});
