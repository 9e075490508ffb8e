/// <reference path="../pb_data/types.d.ts" />
// POST /api/gx/receipts { certificate_id } | { credential }: a signed verification receipt of a
// check on /verify (by ID: the certificate's stored credential; by file: the credential given).
// The signer runs the checks itself and signs what it found (lib/receipts.js). Public, limited per
// visitor with a budget of its own the size of verification's.

routerAdd("POST", "/api/gx/receipts", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const receipts = require(`${__hooks}/lib/receipts.js`);
  const attempt = require(`${__hooks}/lib/rate-limit.js`)
    .take("receipt:" + access.clientAddress(c), require(`${__hooks}/lib/config.js`).verifyRateLimit(), 60 * 1000);
  if (!attempt.allowed) {
    const seconds = Math.ceil(attempt.retryAfterMs / 1000);
    c.response().header().set("Retry-After", String(seconds));
    return respond.failure(c, 429, "rate_limited", "Too many attempts",
      "You have exceeded the verification limit. Please try again later.", { rate_limited: true, retry_after_seconds: seconds });
  }
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
