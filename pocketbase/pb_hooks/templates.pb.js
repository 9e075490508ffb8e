/// <reference path="../pb_data/types.d.ts" />
// Certificate templates (lib/templates.js) and each certificate's drawn PDF (lib/documents.js).
//   GET /api/gx/certificates/:id/certificate.pdf   the drawn PDF of a certificate, by its
//                                                   certificate ID: public, as verification is

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/templates.js`).prepareNew(e);
}, "certificate_templates");

onRecordAfterCreateRequest((e) => {
  require(`${__hooks}/lib/templates.js`).retireOlder(e.record);
}, "certificate_templates");

// Limited per client address like verification (its own budget of the same size). A certificate
// whose document is an uploaded file has no public PDF: that file stays its holder's.
routerAdd("GET", "/api/gx/certificates/:id/certificate.pdf", (c) => {
  const route = require(`${__hooks}/lib/public-route.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const documents = require(`${__hooks}/lib/documents.js`);
  if (route.overVerifyLimit(c, "document")) return null;
  const notFound = () => respond.failure(c, 404, "not_found", "Document not found",
    "No certificate with this ID has a PDF to download.", { rate_limited: false });

  let certificate = route.findCertificate($app.dao(), c.pathParam("id"));
  if (!certificate || !documents.drawn(certificate)) return notFound();
  if (documents.owed(certificate)) {
    // Not drawn yet (a bulk issue's, or the signer was down): drawn now, once, and kept.
    try {
      certificate = documents.ensure($app, certificate, require(`${__hooks}/lib/credentials.js`).callSigner);
    } catch (err) {
      $app.logger().warn("Certificate PDF not drawn yet", "certificate", certificate.id, "error", String(err));
      c.response().header().set("Retry-After", "60");
      return respond.failure(c, 503, "document_pending", "PDF not ready yet",
        "The certificate's PDF is being prepared. Please try again in a minute.", { rate_limited: false });
    }
  }
  const fs = $app.newFilesystem();
  try {
    c.response().header().set("Cache-Control", "public, max-age=300");
    c.response().header().set("X-Content-SHA256", certificate.getString("document_sha256"));
    fs.serve(c.response(), c.request(), certificate.baseFilesPath() + "/" + certificate.getString("document"),
      "certificate-" + certificate.getString("certificate_id") + ".pdf");
  } finally {
    fs.close();
  }
  return null;
});

// GET /api/gx/certificates/:id/design: the design a certificate was issued with (its template
// version, or the built-in one), for the printable page to draw what the PDF shows. Public like
// the PDF, which prints all of it; images are template files (not protected), named by path.
routerAdd("GET", "/api/gx/certificates/:id/design", (c) => {
  const route = require(`${__hooks}/lib/public-route.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const templates = require(`${__hooks}/lib/templates.js`);
  if (route.overVerifyLimit(c, "document")) return null;
  const certificate = route.findCertificate($app.dao(), c.pathParam("id"));
  if (!certificate) return respond.failure(c, 404, "not_found", "Certificate not found", "No certificate has this ID.");
  c.response().header().set("Cache-Control", "public, max-age=300");
  return c.json(200, templates.designOf(templates.findVersion($app.dao(), certificate.getString("template"))));
});
