/// <reference path="../pb_data/types.d.ts" />
// Signed Open Badges 3.0 credentials (lib/credentials.js): the signing jobs, the status lists and
// the two public routes.
//   GET /api/gx/credentials/:certificateId     the certificate's signed credential
//   GET /api/gx/credential-status/:list        a signed BitstringStatusListCredential
//   GET /api/gx/credential-issuer              the issuer's DID document (the /verify page's data)

// Model hooks see every write (the collection API, bulk issue, revocation, the seed), after its
// transaction has committed. They only note what is owed; signing happens below or in the job.
// One issued already revoked (the admin's form, the seed) has its bit set like any revocation's.
onModelAfterCreate((e) => {
  require(`${__hooks}/lib/credentials.js`).noteCertificateChange($app, e.model, "Credential not queued");
}, "certificates");

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/credentials.js`).noteCertificateChange($app, e.model, "Credential change not queued");
}, "certificates");

// The holder's name and e-mail are stated in each of their credentials.
onModelAfterUpdate((e) => {
  const credentials = require(`${__hooks}/lib/credentials.js`);
  try {
    $app.dao().findRecordsByFilter("certificates", "user = {:user}", "", 0, 0, { user: e.model.getString("user") })
      .forEach((certificate) => credentials.queue($app.dao(), certificate));
  } catch (err) {
    $app.logger().error("Holder change not queued for credentials", "profile", e.model.id, "error", String(err));
  }
}, "profiles");

// A certificate issued or edited through the API is signed within its request when the signer
// answers (tens of milliseconds); otherwise the job signs it later.
onRecordAfterCreateRequest((e) => {
  require(`${__hooks}/lib/credentials.js`).signCertificate($app, e.record);
}, "certificates");

onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/lib/credentials.js`).signCertificate($app, e.record);
}, "certificates");

cronAdd("gx_credentials", "* * * * *", () => {
  require(`${__hooks}/lib/credentials.js`).drain($app, 50 * 1000);
});

// Public, and limited per client address like verification (its own budget of the same size);
// fetching a credential is not counted as a verification. An unknown ID is answered exactly as a
// malformed one.
routerAdd("GET", "/api/gx/credentials/:certificateId", (c) => {
  const route = require(`${__hooks}/lib/public-route.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  if (route.overVerifyLimit(c, "credential")) return null;
  const notFound = () => respond.failure(c, 404, "not_found", "Credential not found",
    "No signed credential exists for this certificate ID.", { rate_limited: false });

  const certificate = route.findCertificate($app.dao(), c.pathParam("certificateId"));
  if (!certificate) return notFound();
  let row;
  try {
    row = $app.dao().findFirstRecordByFilter("credentials", "certificate = {:id}", { id: certificate.id });
  } catch (_) {
    return notFound();
  }
  // A JSON field reads back as its raw JSON text.
  const text = row.getString("document");
  if (text === "" || text === "null") {
    c.response().header().set("Retry-After", "60");
    return respond.failure(c, 503, "credential_pending", "Credential not signed yet",
      "The signed credential for this certificate is being prepared. Please try again in a minute.", { rate_limited: false });
  }
  c.response().header().set("Cache-Control", "no-store");
  return c.blob(200, "application/vc+ld+json", text);
});

routerAdd("GET", "/api/gx/credential-status/:list", (c) => {
  const respond = require(`${__hooks}/lib/respond.js`);
  const list = String(c.pathParam("list") || "");
  const missing = () => respond.failure(c, 404, "not_found", "Status list not found", "No status list has this number.");
  if (!/^[1-9][0-9]{0,5}$/.test(list)) return missing();
  let row;
  try {
    row = $app.dao().findFirstRecordByFilter("credential_status_lists", "list = {:list}", { list: parseInt(list, 10) });
  } catch (_) {
    return missing();
  }
  const text = row.getString("document");
  if (text === "" || text === "null") return missing();
  // Verifiers may keep it a minute: a revocation is re-signed within that.
  c.response().header().set("Cache-Control", "public, max-age=60");
  c.response().header().set("Access-Control-Allow-Origin", "*");
  return c.blob(200, "application/vc+ld+json", text);
});

// The same document as /.well-known/did.json, on the API so that the render server can put it in
// the /verify page's data: the verifier checks with the keys the page came with, offline too.
routerAdd("GET", "/api/gx/credential-issuer", (c) => {
  const respond = require(`${__hooks}/lib/respond.js`);
  // The signer is asked with the request's trace (lib/trace.js).
  const text = require(`${__hooks}/lib/trace.js`).within(c, () => require(`${__hooks}/lib/credentials.js`).issuerDocument());
  if (text === "") {
    c.response().header().set("Retry-After", "60");
    return respond.failure(c, 503, "issuer_unavailable", "Issuer keys unavailable",
      "The issuer's keys cannot be read right now. Please try again in a minute.");
  }
  c.response().header().set("Cache-Control", "no-cache");
  c.response().header().set("Access-Control-Allow-Origin", "*");
  return c.blob(200, "application/did+json", text);
});
