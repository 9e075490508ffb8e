/// <reference path="../pb_data/types.d.ts" />
// GET /api/gx/verify/:certificateId: public certificate verification (docs/rules.md#verification /verify, docs/rules.md#calls).
// Rate-limited per client address, public fields only (the holder's name, never the e-mail),
// and the same answer for an ID that is malformed as for one that does not exist.
//
// Under a flood the limit is checked before anything else, and a refused request does
// no more than read one number from memory and answer. A verification is counted in memory (one
// per client address, certificate and UTC day) and written in batches: lib/verification-counts.js.

routerAdd("GET", "/api/gx/verify/:certificateId", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const address = access.clientAddress(c);
  const attempt = require(`${__hooks}/lib/rate-limit.js`)
    .take("verify:" + address, require(`${__hooks}/lib/config.js`).verifyRateLimit(), 60 * 1000);
  if (!attempt.allowed) {
    const seconds = Math.ceil(attempt.retryAfterMs / 1000);
    c.response().header().set("Retry-After", String(seconds));
    // Written as text: a flood gets this answer, and c.json would convert an object each time.
    return c.blob(429, "application/json",
      '{"code":429,"error":"rate_limited","title":"Too many attempts",' +
      '"message":"You have exceeded the verification limit. Please try again later.",' +
      '"data":{},"rate_limited":true,"retry_after_seconds":' + seconds + "}");
  }

  const respond = require(`${__hooks}/lib/respond.js`);
  const notFound = () =>
    respond.failure(c, 404, "not_found", "Certificate not found",
      "The certificate ID you entered could not be verified or has been revoked.", { rate_limited: false });

  // IDs are stored upper-case; lookups ignore case (docs/rules.md#validation: the ID is sent trimmed, upper-cased).
  const id = require(`${__hooks}/lib/public-route.js`).certificateIdOf(c.pathParam("certificateId"));
  if (!id) return notFound();

  // A known certificate's answer is kept in memory for a few seconds ("<record id>\n<until ms>\n
  // <json>"): a popular certificate (a link shared on a profile) is then answered without reading
  // two records. A change to the certificate drops it at once (hooks below); a holder's new name
  // shows within ANSWER_TTL_MS.
  const ANSWER_TTL_MS = 10 * 1000;
  const cacheKey = "gx:verify-answer:" + id;
  const cached = $app.store().get(cacheKey);
  if (cached) {
    const first = cached.indexOf("\n");
    const second = cached.indexOf("\n", first + 1);
    if (Date.now() < parseInt(cached.substring(first + 1, second), 10)) {
      require(`${__hooks}/lib/verification-counts.js`).note(cached.substring(0, first), address);
      return c.blob(200, "application/json", cached.substring(second + 1));
    }
  }

  let certificate;
  try {
    certificate = $app.dao().findFirstRecordByFilter("certificates", "certificate_id = {:id}", { id: id });
  } catch (_) {
    return notFound();
  }

  require(`${__hooks}/lib/verification-counts.js`).note(certificate.id, address);

  const holder = require(`${__hooks}/lib/certificates.js`).holderNameOf($app.dao(), certificate);

  const expiry = certificate.getString("expiry_date");
  const status = require(`${__hooks}/lib/certificates.js`)
    .statusNow(certificate.getString("verification_status"), expiry, new DateTime().string());

  const answer = JSON.stringify({
    certificate_id: certificate.getString("certificate_id"),
    title: certificate.getString("title"),
    issue_date: certificate.getString("issue_date"),
    expiry_date: expiry,
    verification_status: status,
    issuer_name: certificate.getString("issuer_name"),
    holder_name: holder,
    revoked_at: certificate.getString("revoked_at"),
    revocation_reason: certificate.getString("revocation_reason"),
    // A drawn PDF is public (GET /api/gx/certificates/:id/certificate.pdf); an uploaded file is not.
    has_pdf: certificate.getString("file") === "",
    rate_limited: false,
  });
  // Not past the moment an active certificate expires: the answer would change then.
  let until = Date.now() + ANSWER_TTL_MS;
  if (status === "active" && expiry !== "") until = Math.min(until, Date.parse(expiry.replace(" ", "T")) || 0);
  if (until > Date.now()) $app.store().set(cacheKey, certificate.id + "\n" + until + "\n" + answer);
  return c.blob(200, "application/json", answer);
});

// A certificate that changed (revoked, edited, expired by the nightly job) or was deleted is
// answered afresh.
onModelAfterUpdate((e) => {
  $app.store().remove("gx:verify-answer:" + e.model.getString("certificate_id"));
}, "certificates");

onModelAfterDelete((e) => {
  $app.store().remove("gx:verify-answer:" + e.model.getString("certificate_id"));
}, "certificates");

// The counts' other flush points (see lib/verification-counts.js).
cronAdd("gx_verification_counts", "* * * * *", () => {
  const counts = require(`${__hooks}/lib/verification-counts.js`);
  counts.flush();
  counts.forgetEarlierDays();
});

onTerminate(() => {
  require(`${__hooks}/lib/verification-counts.js`).stop();
});

// A holder's dashboard (and the admin's list) read the counts through the records API: pending
// marks are written first, so a verification shows up at once.
onRecordsListRequest((e) => {
  require(`${__hooks}/lib/verification-counts.js`).freshen(e.records);
}, "certificates");

onRecordViewRequest((e) => {
  require(`${__hooks}/lib/verification-counts.js`).freshen([e.record]);
}, "certificates");
