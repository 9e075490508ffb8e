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
var decodeEntities = require(`${__hooks}/lib/shared-ui.js`).unescapeHtml;

var DRAW_TIMEOUT_SECONDS = 20;

function env(name) {
  return String($os.getenv(name) || "").trim();
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

/** What the signer draws: the design of the template version and the certificate's words. */
function drawRequest(dao, certificate) {
  var design = templates.designOf(templates.findVersion(dao, certificate.getString("template")));
  // The signer reads the images from this server over loopback (template images are not protected).
  var self = env("GX_POCKETBASE_URL").replace(/\/+$/, "");
  var loopback = function (path) {
    return path && self ? self + path : "";
  };
  design.logo = loopback(design.logo);
  design.background_image = loopback(design.background_image);
  design.signatures.forEach(function (signature) {
    signature.image = loopback(signature.image);
  });
  var holder = require(`${__hooks}/lib/certificates.js`).holderNameOf(dao, certificate);
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
