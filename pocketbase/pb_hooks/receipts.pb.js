/// <reference path="../pb_data/types.d.ts" />
// POST /api/gx/receipts { certificate_id } | { credential }: a signed verification receipt of a
// check on /verify (by ID: the certificate's stored credential; by file: the credential given).
// The signer runs the checks itself and signs what it found (lib/receipts.js). Public, limited per
// visitor with a budget of its own the size of verification's.

routerAdd("POST", "/api/gx/receipts", (c) => {
  const respond = require(`${__hooks}/lib/respond.js`);
  const receipts = require(`${__hooks}/lib/receipts.js`);
  if (require(`${__hooks}/lib/public-route.js`).overVerifyLimit(c, "receipt")) return null;
  const data = $apis.requestInfo(c).data || {};
  const input = receipts.inputOf($app.dao(), data);
  if (input.error) return respond.failure(c, input.status, input.error, input.title, input.message);
  let signed;
  try {
    signed = require(`${__hooks}/lib/trace.js`).within(c, () => receipts.sign(input));
  } catch (err) {
    $app.logger().warn("Verification receipt not signed", "error", String(err));
    c.response().header().set("Retry-After", "60");
    return respond.failure(c, 503, "receipt_unavailable", "Receipt unavailable",
      "The receipt cannot be signed right now. Please try again in a minute.");
  }
  c.response().header().set("Cache-Control", "no-store");
  return c.blob(200, "application/vc+ld+json", JSON.stringify(signed));
});
