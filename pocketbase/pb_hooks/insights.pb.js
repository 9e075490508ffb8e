/// <reference path="../pb_data/types.d.ts" />
// Issuer insights (lib/insights.js): the events recorded, the admin's figures and the holder's
// line. Recording needs no account, so it is limited per visitor; it names a certificate by its
// public ID, which must exist, and counts once per visitor, certificate, event and day.

// POST /api/gx/events { certificate_id, event: "verified", via: qr|link|id|file }
//                     { certificate_id, event: "shared", channel: linkedin|link|print|download }
// Who verified comes from the session sent with it; shares count only from the holder's session.
routerAdd("POST", "/api/gx/events", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const insights = require(`${__hooks}/lib/insights.js`);
  const address = access.clientAddress(c);
  const attempt = require(`${__hooks}/lib/rate-limit.js`).take("events:" + address, require(`${__hooks}/lib/config.js`).eventsRateLimit(), 60 * 1000);
  if (!attempt.allowed) {
    const seconds = Math.ceil(attempt.retryAfterMs / 1000);
    c.response().header().set("Retry-After", String(seconds));
    return respond.failure(c, 429, "rate_limited", "Too many attempts", "Too many events from this address. Please try again later.", {
      retry_after_seconds: seconds,
    });
  }

  const info = $apis.requestInfo(c);
  const body = info.data || {};
  const invalid = (message) => respond.failure(c, 400, "invalid_event", "Invalid event", message);
  const event = String(body.event || "");
  const via = String(body.via || "");
  const channel = String(body.channel || "");
  if (event === "verified") {
    if (insights.VIA.indexOf(via) < 0) return invalid("via must be one of: " + insights.VIA.join(", ") + ".");
  } else if (event === "shared") {
    if (insights.CHANNELS.indexOf(channel) < 0) return invalid("channel must be one of: " + insights.CHANNELS.join(", ") + ".");
  } else {
    return invalid("event must be verified or shared.");
  }
  const route = require(`${__hooks}/lib/public-route.js`);
  if (!route.certificateIdOf(body.certificate_id)) return invalid("certificate_id is missing or malformed.");
  const certificate = route.findCertificate($app.dao(), body.certificate_id);
  if (!certificate) return respond.failure(c, 404, "not_found", "Certificate not found", "No certificate has this ID.");

  const who = insights.whoOf(info.authRecord, certificate);
  let name;
  if (event === "verified") name = "verify_" + who + "_" + via;
  else if (who === "holder") name = "share_" + channel;
  else return c.json(200, { recorded: false });
  // A signed-in person is one visitor wherever they connect from.
  const visitor = info.authRecord ? "user:" + info.authRecord.id : "address:" + address;
  return c.json(200, { recorded: insights.recordOnce(certificate.id, name, visitor) });
});

// GET /api/gx/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included; default the last 30)
routerAdd("GET", "/api/gx/insights", (c) => {
  const denied = require(`${__hooks}/lib/insights.js`).refuseNonAdmin(c);
  if (denied) return denied;
  const insights = require(`${__hooks}/lib/insights.js`);
  const period = insights.periodOf(c.queryParam("from"), c.queryParam("to"));
  if (period.error) return require(`${__hooks}/lib/respond.js`).failure(c, 400, "invalid_period", "Invalid period", period.error);
  return c.json(200, insights.summary(period));
});

// GET /api/gx/insights/export.csv?from=…&to=…: the per-certificate figures, safe for spreadsheets.
routerAdd("GET", "/api/gx/insights/export.csv", (c) => {
  const denied = require(`${__hooks}/lib/insights.js`).refuseNonAdmin(c);
  if (denied) return denied;
  const insights = require(`${__hooks}/lib/insights.js`);
  const period = insights.periodOf(c.queryParam("from"), c.queryParam("to"));
  if (period.error) return require(`${__hooks}/lib/respond.js`).failure(c, 400, "invalid_period", "Invalid period", period.error);
  c.response().header().set("Content-Disposition", 'attachment; filename="insights-' + period.from + "-to-" + period.to + '.csv"');
  c.response().header().set("Cache-Control", "private, no-store");
  return c.blob(200, "text/csv; charset=utf-8", insights.exportCsv(period));
});

// GET /api/gx/certificates/verified-by-others: the signed-in holder's own certificates, how often
// others verified each and the last day one did (the dashboard's line).
routerAdd("GET", "/api/gx/certificates/verified-by-others", (c) => {
  const actor = $apis.requestInfo(c).authRecord;
  if (!actor || actor.collection().name !== "users") {
    return require(`${__hooks}/lib/respond.js`).failure(c, 401, "access_denied", "Access Denied", "Please sign in.");
  }
  c.response().header().set("Cache-Control", "private, no-store");
  return c.json(200, { certificates: require(`${__hooks}/lib/insights.js`).forHolder(actor.id) });
});

// Issued: counted when the certificate is stored (form, bulk issue, seed).
onModelAfterCreate((e) => {
  try {
    require(`${__hooks}/lib/insights.js`).add($app.dao(), e.model.id, "issued", 1);
  } catch (err) {
    $app.logger().error("Insight not recorded", "event", "issued", "error", String(err));
  }
}, "certificates");

// Viewed by the holder: the holder's own list or view of their certificates (dashboard, print
// page). Admins reading certificates, their own included, record nothing.
onRecordsListRequest((e) => require(`${__hooks}/lib/insights.js`).holderViewed(e, e.records), "certificates");
onRecordViewRequest((e) => require(`${__hooks}/lib/insights.js`).holderViewed(e, [e.record]), "certificates");

cronAdd("gx_insights_forget", "*/10 * * * *", () => {
  require(`${__hooks}/lib/insights.js`).forgetEarlierDays();
});
