/// <reference path="../../pb_data/types.d.ts" />
// A certificate's document: its uploaded file when it has one, otherwise a PDF drawn from its
// template version (the built-in design without one) by the signer process (pdf-lib runs in Node,
// not in this JavaScript engine). The PDF is drawn once, stored in `document` with its SHA-256,
// and never drawn again: the signed credential names its digest, so a later template edit must not
// change it. Drawing happens before the certificate's credential is signed (lib/credentials.js),
// so a single issue has its PDF within its request and a bulk issue's PDFs are drawn by the
// signing job, outside any request.

var config = require(`${__hooks}/lib/config.js`);
var templates = require(`${__hooks}/lib/templates.js`);

var DRAW_TIMEOUT_SECONDS = 20;

function env(name) {
  return String($os.getenv(name) || "").trim();
}

function decodeEntities(text) {
  var map = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return String(text).replace(/&(?:amp|lt|gt|quot|#39);/g, function (entity) {
    return map[entity];
  });
}

/** The public address of a certificate's drawn PDF (from the one site-URL setting). */
function publicUrl(certificateId) {
  return config.appUrl() + "/api/gx/certificates/" + encodeURIComponent(certificateId) + "/certificate.pdf";
}

function verifyUrl(certificateId) {
  return config.appUrl() + "/verify/" + encodeURIComponent(certificateId);
}

/** Whether the certificate's document is (or will be) a drawn PDF: it has no uploaded file. */
function drawn(certificate) {
  return certificate.getString("file") === "";
}

function owed(certificate) {
  return drawn(certificate) && certificate.getString("document") === "";
}

/** Loopback URL of a template's image, for the signer to read (template images are not protected). */
function imageUrl(template, name) {
  var self = env("GX_POCKETBASE_URL").replace(/\/+$/, "");
  if (self === "" || name === "") return "";
  return self + "/api/files/" + template.collection().id + "/" + template.id + "/" + encodeURIComponent(name);
}

/** What the signer draws: the design of the template version and the certificate's words. */
function drawRequest(dao, certificate) {
  var template = templates.findVersion(dao, certificate.getString("template"));
  var design = {
    background_color: templates.DEFAULTS.background_color,
    accent_color: templates.DEFAULTS.accent_color,
    paper: templates.DEFAULTS.paper,
    orientation: templates.DEFAULTS.orientation,
    signatures: [],
  };
  if (template) {
    var images = template.get("signature_images") || [];
    var signatures = JSON.parse(template.getString("signatures") || "[]") || [];
    design = {
      background_color: template.getString("background_color"),
      accent_color: template.getString("accent_color"),
      paper: template.getString("paper"),
      orientation: template.getString("orientation"),
      logo: imageUrl(template, template.getString("logo")),
      background_image: imageUrl(template, template.getString("background_image")),
      signatures: signatures.map(function (signature, index) {
        return { name: decodeEntities(signature.name), role: decodeEntities(signature.role), image: imageUrl(template, String(images[index] || "")) };
      }),
    };
  }
  var holder = "";
  try {
    var profile = dao.findFirstRecordByFilter("profiles", "user = {:user}", { user: certificate.getString("user") });
    holder = (profile.getString("first_name") + " " + profile.getString("last_name")).trim();
  } catch (_) {
    holder = "";
  }
  var certificateId = certificate.getString("certificate_id");
  return {
    design: design,
    certificate: {
      holder: holder || "Certificate holder",
      title: decodeEntities(certificate.getString("title")),
      description: decodeEntities(certificate.getString("description")),
      issuerName: decodeEntities(certificate.getString("issuer_name")),
      issueDate: certificate.getString("issue_date").substring(0, 10),
      expiryDate: certificate.getString("expiry_date").substring(0, 10),
      certificateId: certificateId,
      verifyUrl: verifyUrl(certificateId),
    },
  };
}

/**
 * Draws and stores the PDF of a certificate that owes one; returns the certificate as stored
 * afterwards. Throws when the signer cannot draw it (the caller retries later).
 */
function ensure(app, certificate, callSigner) {
  var dao = app.dao();
  var fresh = dao.findRecordById("certificates", certificate.id);
  if (!owed(fresh)) return fresh;
  var answer = callSigner("/v1/render-certificate", drawRequest(dao, fresh), DRAW_TIMEOUT_SECONDS);
  var file = $filesystem.fileFromUrl(env("GX_SIGNER_URL").replace(/\/+$/, "") + answer.path, DRAW_TIMEOUT_SECONDS);
  // Another request may have drawn it meanwhile: the first stored PDF stays.
  fresh = dao.findRecordById("certificates", certificate.id);
  if (!owed(fresh)) return fresh;
  var form = new RecordUpsertForm(app, fresh);
  form.loadData({ document_sha256: String(answer.sha256) });
  form.addFiles("document", file);
  form.submit();
  return dao.findRecordById("certificates", certificate.id);
}

module.exports = {
  publicUrl: publicUrl,
  drawn: drawn,
  owed: owed,
  ensure: ensure,
};
