/// <reference path="../pb_data/types.d.ts" />
// Certificate designs (pb_hooks/templates.pb.js, lib/templates.js, lib/documents.js).
//
// `certificate_templates`: admins only. A record is one version of a template and never changes:
// editing a template creates its next version (same `family`, `version` + 1, `current` moves to
// it), so that a certificate keeps the design it was issued with. Images are PNG or JPEG of at
// most 2 MB, judged from their content by the file fields and with a clear message by the hooks;
// they are not protected (every one of them is printed on public PDFs).
// `signatures` holds up to three { name, role }; the i-th file of `signature_images` is the i-th
// signature's image.
//
// `certificates` gains `template` (the version issued from), `document` (the PDF drawn once, at
// issue, for a certificate without an uploaded file; protected, served publicly by
// GET /api/gx/certificates/{certificate_id}/certificate.pdf) and `document_sha256`. Clients may
// set neither `document` nor `document_sha256`.
const ADMIN = "(@collection.user_roles.user ?= @request.auth.id && @collection.user_roles.role ?= 'admin')";
const SIGNED_IN = "@request.auth.id != '' && @request.auth.collectionName = 'users'";
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const NO_DOCUMENT = "@request.data.document:isset = false && @request.data.document_sha256:isset = false";

migrate((db) => {
  const dao = new Dao(db);
  const text = (id, name, required, max, pattern) => ({ id, name, type: "text", required, options: { min: null, max, pattern: pattern || "" } });
  const image = (id, name, maxSelect) => ({
    id,
    name,
    type: "file",
    required: false,
    options: { maxSelect, maxSize: IMAGE_MAX_BYTES, mimeTypes: ["image/png", "image/jpeg"], thumbs: [], protected: false },
  });
  const COLOUR = "^#[0-9a-fA-F]{6}$";

  dao.saveCollection(new Collection({
    id: "gxcerttemplate1",
    name: "certificate_templates",
    type: "base",
    system: false,
    schema: [
      text("gxtplname", "name", true, 100),
      text("gxtpltitle", "title", false, 200),
      text("gxtpldesc", "description", false, 2000),
      text("gxtplissuer", "issuer_name", false, 200),
      image("gxtpllogo", "logo", 1),
      text("gxtplbg", "background_color", false, 7, COLOUR),
      image("gxtplbgimage", "background_image", 1),
      text("gxtplaccent", "accent_color", false, 7, COLOUR),
      { id: "gxtplsigs", name: "signatures", type: "json", required: false, options: { maxSize: 4000 } },
      image("gxtplsigimages", "signature_images", 3),
      { id: "gxtplpaper", name: "paper", type: "select", required: false, options: { maxSelect: 1, values: ["A4", "Letter"] } },
      { id: "gxtplorient", name: "orientation", type: "select", required: false, options: { maxSelect: 1, values: ["landscape", "portrait"] } },
      { id: "gxtplversion", name: "version", type: "number", required: false, options: { min: 1, max: null, noDecimal: true } },
      text("gxtplfamily", "family", false, 30),
      { id: "gxtplcurrent", name: "current", type: "bool", required: false, options: {} },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_certificate_templates_version ON certificate_templates (family, version)",
      "CREATE INDEX idx_certificate_templates_current ON certificate_templates (current, name)",
    ],
    listRule: `${SIGNED_IN} && ${ADMIN}`,
    viewRule: `${SIGNED_IN} && ${ADMIN}`,
    createRule: `${SIGNED_IN} && ${ADMIN}`,
    updateRule: null,
    deleteRule: null,
    options: {},
  }));

  const certificates = dao.findCollectionByNameOrId("certificates");
  certificates.schema.addField(new SchemaField({
    id: "gxcerttemplate",
    name: "template",
    type: "relation",
    required: false,
    options: { collectionId: "gxcerttemplate1", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
  }));
  certificates.schema.addField(new SchemaField({
    id: "gxcertdocument",
    name: "document",
    type: "file",
    required: false,
    options: { maxSelect: 1, maxSize: 10485760, mimeTypes: ["application/pdf"], thumbs: [], protected: true },
  }));
  certificates.schema.addField(new SchemaField({
    id: "gxcertdocsha",
    name: "document_sha256",
    type: "text",
    required: false,
    options: { min: null, max: 64, pattern: "" },
  }));
  certificates.createRule = `${certificates.createRule} && ${NO_DOCUMENT}`;
  certificates.updateRule = `${certificates.updateRule} && ${NO_DOCUMENT}`;
  return dao.saveCollection(certificates);
}, (db) => {
  const dao = new Dao(db);
  const certificates = dao.findCollectionByNameOrId("certificates");
  certificates.schema.removeField("gxcerttemplate");
  certificates.schema.removeField("gxcertdocument");
  certificates.schema.removeField("gxcertdocsha");
  certificates.createRule = certificates.createRule.replace(` && ${NO_DOCUMENT}`, "");
  certificates.updateRule = certificates.updateRule.replace(` && ${NO_DOCUMENT}`, "");
  dao.saveCollection(certificates);
  return dao.deleteCollection(dao.findCollectionByNameOrId("certificate_templates"));
});
