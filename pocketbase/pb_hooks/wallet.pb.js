/// <reference path="../pb_data/types.d.ts" />
// Grants for credential wallets (lib/wallet.js); the site's Node server speaks the protocols.
//   POST /api/gx/wallet/offers/:certificateId   the holder (signed in): a pre-authorized code and a
//                                               VC-API exchange id for one of their certificates
//   POST /api/gx/wallet/redeem { kind, code }   uses a grant once: { certificate_id }, or the
//                                               OAuth error invalid_grant
// Both are limited per visitor, like every public route that a flood could lean on.

routerAdd("POST", "/api/gx/wallet/offers/:certificateId", (c) => {
  const route = require(`${__hooks}/lib/public-route.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const holder = $apis.requestInfo(c).authRecord;
  if (!holder || holder.collection().name !== "users") {
    return respond.failure(c, 401, "access_denied", "Sign in required", "Sign in to add your certificate to a wallet.");
  }
  if (route.overLimit(c, "wallet-offer", wallet.OFFERS_PER_MINUTE, "Too many wallet offers were requested. Please try again in a minute.")) return null;
  const notFound = () => respond.failure(c, 404, "not_found", "Certificate not found", "You have no certificate with this ID.");
  const id = route.certificateIdOf(c.pathParam("certificateId"));
  if (!id) return notFound();
  let certificate;
  let credential;
  try {
    certificate = $app.dao().findFirstRecordByFilter("certificates", "certificate_id = {:id} && user = {:user}", { id: id, user: holder.id });
    credential = $app.dao().findFirstRecordByFilter("credentials", "certificate = {:id}", { id: certificate.id });
  } catch (_) {
    return notFound();
  }
  if (certificate.getString("verification_status") === "revoked") {
    return respond.failure(c, 409, "revoked", "Certificate revoked", "A revoked certificate cannot be added to a wallet.");
  }
  const document = credential.getString("document");
  if (document === "" || document === "null") {
    c.response().header().set("Retry-After", "60");
    return respond.failure(c, 503, "credential_pending", "Credential not signed yet",
      "The signed credential for this certificate is being prepared. Please try again in a minute.");
  }
  const code = wallet.create("oid4vci", certificate.id);
  const exchange = wallet.create("vcapi", certificate.id);
  c.response().header().set("Cache-Control", "no-store");
  return c.json(200, {
    certificate_id: certificate.getString("certificate_id"),
    pre_authorized_code: code.code,
    exchange_id: exchange.code,
    expires_at: new Date(code.expires).toISOString(),
  });
}, $apis.requireRecordAuth("users"));

routerAdd("POST", "/api/gx/wallet/redeem", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const wallet = require(`${__hooks}/lib/wallet.js`);
  c.response().header().set("Cache-Control", "no-store");
  const attempt = require(`${__hooks}/lib/rate-limit.js`).take("wallet-redeem:" + access.clientAddress(c), wallet.REDEMPTIONS_PER_MINUTE, 60 * 1000);
  if (!attempt.allowed) {
    c.response().header().set("Retry-After", String(Math.ceil(attempt.retryAfterMs / 1000)));
    return c.json(429, { error: "slow_down", error_description: "Too many requests. Please try again in a minute." });
  }
  const data = $apis.requestInfo(c).data || {};
  const certificate = wallet.redeem(String(data.kind || ""), typeof data.code === "string" ? data.code : "");
  if (!certificate) {
    return c.json(400, { error: "invalid_grant", error_description: "This offer is unknown, was already used or has expired." });
  }
  return c.json(200, { certificate_id: certificate.getString("certificate_id") });
});
