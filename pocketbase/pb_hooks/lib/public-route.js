/// <reference path="../../pb_data/types.d.ts" />
// What the public /api/gx routes do first: take one attempt from the visitor's budget (per client
// address, lib/rate-limit.js) and read a certificate ID the way /verify does (trimmed, upper-cased;
// a malformed ID is answered as an unknown one).

var access = require(`${__hooks}/lib/access.js`);
var config = require(`${__hooks}/lib/config.js`);
var rateLimit = require(`${__hooks}/lib/rate-limit.js`);
var respond = require(`${__hooks}/lib/respond.js`);

var MINUTE_MS = 60 * 1000;
var CERTIFICATE_ID = /^[A-Z0-9-]{1,64}$/;

/**
 * Takes one attempt of the budget `name` (`perMinute` a minute) for this visitor. Returns true
 * when it is spent, the 429 with Retry-After written: the route then returns. With `message`, the
 * answer says that; without, it is verification's, with `rate_limited` and `retry_after_seconds`.
 */
function overLimit(c, name, perMinute, message) {
  var attempt = rateLimit.take(name + ":" + access.clientAddress(c), perMinute, MINUTE_MS);
  if (attempt.allowed) return false;
  var seconds = Math.ceil(attempt.retryAfterMs / 1000);
  c.response().header().set("Retry-After", String(seconds));
  if (message) respond.failure(c, 429, "rate_limited", "Too many attempts", message);
  else {
    respond.failure(c, 429, "rate_limited", "Too many attempts", "You have exceeded the verification limit. Please try again later.",
      { rate_limited: true, retry_after_seconds: seconds });
  }
  return true;
}

/** A budget of its own the size of verification's (GX_VERIFY_RATE_LIMIT a minute): see overLimit. */
function overVerifyLimit(c, name) {
  return overLimit(c, name, config.verifyRateLimit());
}

/** The certificate ID as stored, or "" when `value` cannot be one. */
function certificateIdOf(value) {
  var id = String(value || "").trim().toUpperCase();
  return CERTIFICATE_ID.test(id) ? id : "";
}

/** The certificate with the ID `value`, or null when there is none (or it is no ID). */
function findCertificate(dao, value) {
  var id = certificateIdOf(value);
  if (!id) return null;
  try {
    return dao.findFirstRecordByFilter("certificates", "certificate_id = {:id}", { id: id });
  } catch (_) {
    return null;
  }
}

module.exports = {
  overLimit: overLimit,
  overVerifyLimit: overVerifyLimit,
  certificateIdOf: certificateIdOf,
  findCertificate: findCertificate,
};
