/// <reference path="../../pb_data/types.d.ts" />
// Grants that hand a holder's signed credential to a wallet. The protocols themselves (OpenID4VCI
// metadata, offer, token and credential endpoints; the VC-API exchange) are spoken by the site's
// Node server (scripts/lib/wallet-issuer.ts, with the OpenWallet Foundation's library); this
// module keeps what must be decided in one place, under SQLite's single writer: who may get a
// grant, and that each grant is used once, within its ten minutes, for a certificate that is not
// revoked.

var TABLE = "_gx_wallet_grants";
var GRANT_TTL_MS = 10 * 60 * 1000;
var KINDS = { oid4vci: true, vcapi: true };
// Grants that have left their window are dropped a day later (used ones were kept for nothing else).
var KEEP_MS = 24 * 60 * 60 * 1000;
// Per visitor: a holder asks for a fresh pair each time the wallet dialog opens, so a few a minute
// are plenty; wallets retry redemptions on network errors, a flood of guessed codes is refused.
var OFFERS_PER_MINUTE = 10;
var REDEMPTIONS_PER_MINUTE = 20;

function hash(code) {
  return $security.sha256("wallet-grant:" + code);
}

/** A fresh grant of `kind` for the certificate record id: { code, expires } (the code is the secret). */
function create(kind, certificateRecordId) {
  var now = Date.now();
  var code = $security.randomString(43);
  var db = $app.dao().nonconcurrentDB();
  db.newQuery("DELETE FROM " + TABLE + " WHERE expires < {:old}").bind({ old: now - KEEP_MS }).execute();
  db.newQuery("INSERT INTO " + TABLE + " (code_hash, kind, certificate, expires) VALUES ({:hash}, {:kind}, {:certificate}, {:expires})")
    .bind({ hash: hash(code), kind: kind, certificate: certificateRecordId, expires: now + GRANT_TTL_MS })
    .execute();
  return { code: code, expires: now + GRANT_TTL_MS };
}

/**
 * Uses the grant: one UPDATE that only an unused, unexpired grant of that kind passes, so two
 * redemptions sent together cannot both win. Returns the certificate record, or null (unknown,
 * used, expired, or the certificate was revoked since).
 */
function redeem(kind, code) {
  if (!KINDS[kind] || typeof code !== "string" || code === "" || code.length > 200) return null;
  var now = Date.now();
  var key = hash(code);
  var result = $app.dao().nonconcurrentDB()
    .newQuery("UPDATE " + TABLE + " SET used = {:now} WHERE code_hash = {:hash} AND kind = {:kind} AND used = 0 AND expires > {:now}")
    .bind({ now: now, hash: key, kind: kind })
    .execute();
  if (result.rowsAffected() !== 1) return null;
  var row = new DynamicModel({ certificate: "" });
  try {
    $app.dao().db().newQuery("SELECT certificate FROM " + TABLE + " WHERE code_hash = {:hash}").bind({ hash: key }).one(row);
    var certificate = $app.dao().findRecordById("certificates", row.certificate);
    if (certificate.getString("verification_status") === "revoked") return null;
    return certificate;
  } catch (_) {
    return null;
  }
}

module.exports = { create: create, redeem: redeem, OFFERS_PER_MINUTE: OFFERS_PER_MINUTE, REDEMPTIONS_PER_MINUTE: REDEMPTIONS_PER_MINUTE };
