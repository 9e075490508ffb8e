/// <reference path="../pb_data/types.d.ts" />
// GET /api/gx/previews/:certificateId: what a shared /verify/{id} link's preview image shows
// (title, holder, issuer, dates, status as of now), for the site's image renderer
// (scripts/lib/certificate-preview.ts). Public fields only, as /api/gx/verify answers them, but a
// link preview is not a verification: it is not counted, and it has its own per-visitor limit
// (link-preview crawlers fetch it, not people).

routerAdd("GET", "/api/gx/previews/:certificateId", (c) => {
  const route = require(`${__hooks}/lib/public-route.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  if (route.overLimit(c, "preview", require(`${__hooks}/lib/config.js`).verifyRateLimit(), "Too many previews were requested. Please try again later.")) return null;
  const certificate = route.findCertificate($app.dao(), c.pathParam("certificateId"));
  if (!certificate) return respond.failure(c, 404, "not_found", "Certificate not found", "No certificate has this ID.");
  const holder = require(`${__hooks}/lib/certificates.js`).holderNameOf($app.dao(), certificate);
  const expiry = certificate.getString("expiry_date");
  c.response().header().set("Cache-Control", "no-store");
  return c.json(200, {
    certificate_id: certificate.getString("certificate_id"),
    title: certificate.getString("title"),
    holder_name: holder,
    issuer_name: certificate.getString("issuer_name"),
    issue_date: certificate.getString("issue_date"),
    expiry_date: expiry,
    verification_status: require(`${__hooks}/lib/certificates.js`)
      .statusNow(certificate.getString("verification_status"), expiry, new DateTime().string()),
  });
});
