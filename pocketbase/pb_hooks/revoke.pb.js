/// <reference path="../pb_data/types.d.ts" />
// POST /api/gx/certificates/:id/revoke { reason }: the only way to revoke an existing
// certificate (an ordinary update that sets "revoked" is refused), so that every revocation
// records who did it and when. Admins only; a revoked certificate stays revoked with its reason.

routerAdd("POST", "/api/gx/certificates/:id/revoke", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const rules = require(`${__hooks}/lib/shared-ui.js`);
  const certificates = require(`${__hooks}/lib/certificates.js`);
  const DENIED = ["Access Denied", "Only administrators can revoke certificates"];
  const REASON_MAX = rules.CERTIFICATE_TEXT_RULES.revocation_reason.max;

  const info = $apis.requestInfo(c);
  const actor = info.authRecord;
  if (!actor) return respond.failure(c, 401, "access_denied", DENIED[0], DENIED[1]);
  if (!access.isSiteAdmin($app.dao(), actor)) return respond.failure(c, 403, "access_denied", DENIED[0], DENIED[1]);

  const reason = rules.cleanText((info.data && info.data.reason) || "");
  if (reason === "") {
    return respond.failure(c, 400, "reason_required", "Reason required", rules.certificateMessages.revocationReasonRequired);
  }
  if (reason.length > REASON_MAX) {
    return respond.failure(c, 400, "reason_too_long", "Reason too long", "The revocation reason may be at most " + REASON_MAX + " characters long");
  }

  let found = false;
  let already = null;
  let record = null;
  $app.dao().runInTransaction((txDao) => {
    // Read and write in one transaction: two admins revoking at once cannot both win.
    try {
      record = txDao.findRecordById("certificates", c.pathParam("id"));
    } catch (_) {
      return;
    }
    found = true;
    if (record.getString("verification_status") === "revoked") {
      already = record;
      return;
    }
    record.set("revocation_reason", reason);
    certificates.stampRevocation(record, actor);
    txDao.saveRecord(record);
  });

  if (!found) return respond.failure(c, 404, "not_found", "Not found", "Certificate not found");
  if (already) {
    return respond.failure(c, 409, "already_revoked", "Already revoked",
      "This certificate is already revoked; its reason and date cannot be changed", {
        revoked_at: already.getString("revoked_at"),
        revocation_reason: already.getString("revocation_reason"),
      });
  }
  return c.json(200, {
    id: record.id,
    certificate_id: record.getString("certificate_id"),
    verification_status: "revoked",
    revoked_at: record.getString("revoked_at"),
    revocation_reason: record.getString("revocation_reason"),
    revoked_by: record.getString("revoked_by"),
    revoked_by_email: record.getString("revoked_by_email"),
  });
});
