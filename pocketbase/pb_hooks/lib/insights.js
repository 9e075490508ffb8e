/// <reference path="../../pb_data/types.d.ts" />
// Issuer insights: what happens to each certificate after it is issued, counted per UTC day
// without keeping anything that identifies a visitor.
//
// Events are kept as daily counts (_gx_insight_daily: certificate, day, event, n). A visitor's
// repeat of one event on one certificate on one day counts once: the server keeps an HMAC of
// (visitor, certificate, event) keyed with a random salt of the day (_gx_insight_salt, one row,
// replaced when the day changes) in _gx_insight_seen, and forgets both the next day. Neither the
// address, the user agent nor a cookie is stored; once the salt is gone a hash cannot be traced
// back, and the same visitor on two days gives two unrelated hashes.
//
// Who verified is decided here from the request's session (the holder, a site admin, anybody
// else), how from what the page reports (a QR scan, a followed link, an ID typed in, a file).

var EVENTS = ["issued", "mail_sent", "mail_failed", "viewed", "share_linkedin", "share_link", "share_print", "share_download"];
var WHO = ["holder", "admin", "other"];
var VIA = ["qr", "link", "id", "file"];
var CHANNELS = ["linkedin", "link", "print", "download"];
WHO.forEach(function (who) {
  VIA.forEach(function (via) {
    EVENTS.push("verify_" + who + "_" + via);
  });
});

var SALT_KEY = "gx:insight-salt";
var SEEN_PREFIX = "gx:insight-seen:";
/** Above this many remembered hashes, memory is emptied (the table still dedupes). */
var KEEP_AT_MOST = 50000;
var SEEN_COUNT = "gx:insight-seen-count";

function utcDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's salt: from memory, else the table (created once a day; earlier ones deleted). */
function saltOf(day) {
  var store = $app.store();
  var cached = store.get(SALT_KEY);
  if (cached && cached.substring(0, 10) === day) return cached.substring(11);
  var db = $app.dao().nonconcurrentDB();
  db.newQuery("DELETE FROM _gx_insight_salt WHERE day != {:day}").bind({ day: day }).execute();
  db.newQuery("INSERT OR IGNORE INTO _gx_insight_salt (day, salt) VALUES ({:day}, {:salt})")
    .bind({ day: day, salt: $security.randomString(48) })
    .execute();
  var row = new DynamicModel({ salt: "" });
  $app.dao().db().newQuery("SELECT salt FROM _gx_insight_salt WHERE day = {:day}").bind({ day: day }).one(row);
  store.set(SALT_KEY, day + " " + row.salt);
  return row.salt;
}

/** Adds n to a certificate's count of `event` on `day` (today by default). */
function add(dao, certificate, event, n, day) {
  dao.db()
    .newQuery(
      "INSERT INTO _gx_insight_daily (certificate, day, event, n) VALUES ({:certificate}, {:day}, {:event}, {:n}) " +
        "ON CONFLICT (certificate, day, event) DO UPDATE SET n = n + excluded.n",
    )
    .bind({ certificate: certificate, day: day || utcDay(Date.now()), event: event, n: n || 1 })
    .execute();
}

/**
 * Counts `event` for the certificate (record id) once per `visitor` (an address or an account
 * id: only hashed) per UTC day. Returns true when it counted.
 */
function recordOnce(certificate, event, visitor) {
  var day = utcDay(Date.now());
  var hash = $security.hs256(visitor + "\n" + certificate + "\n" + event, saltOf(day));
  var store = $app.store();
  // Repeats are answered from memory, without a write.
  if (store.get(SEEN_PREFIX + hash) === day) return false;
  var counted = false;
  $app.dao().runInTransaction(function (txDao) {
    var taken = txDao.db()
      .newQuery("INSERT OR IGNORE INTO _gx_insight_seen (hash, day) VALUES ({:hash}, {:day})")
      .bind({ hash: hash, day: day })
      .execute()
      .rowsAffected();
    if (taken === 1) {
      add(txDao, certificate, event, 1, day);
      counted = true;
    }
  });
  var remembered = (parseInt(store.get(SEEN_COUNT), 10) || 0) + 1;
  if (remembered > KEEP_AT_MOST) {
    forgetInMemory();
    remembered = 1;
  }
  store.set(SEEN_COUNT, String(remembered));
  store.set(SEEN_PREFIX + hash, day);
  return counted;
}

function forgetInMemory() {
  var store = $app.store();
  var all = store.getAll();
  for (var key in all) {
    if (key.indexOf(SEEN_PREFIX) === 0) store.remove(key);
  }
  store.set(SEEN_COUNT, "0");
}

/** The daily job: earlier days' hashes and salts go (the counts stay). */
function forgetEarlierDays() {
  var today = utcDay(Date.now());
  var db = $app.dao().nonconcurrentDB();
  db.newQuery("DELETE FROM _gx_insight_seen WHERE day < {:day}").bind({ day: today }).execute();
  db.newQuery("DELETE FROM _gx_insight_salt WHERE day < {:day}").bind({ day: today }).execute();
  var store = $app.store();
  var all = store.getAll();
  for (var key in all) {
    if (key.indexOf(SEEN_PREFIX) === 0 && all[key] !== today) store.remove(key);
  }
}

/** Who a verifying request is, for the certificate record: "holder", "admin" or "other". */
function whoOf(authRecord, certificate) {
  if (!authRecord || authRecord.collection().name !== "users") return "other";
  if (require(`${__hooks}/lib/access.js`).isSiteAdmin($app.dao(), authRecord)) return "admin";
  return certificate.getString("user") === authRecord.id ? "holder" : "other";
}

/** The holder's own list or view of their certificates counts as viewed; an admin's never. */
function holderViewed(e, records) {
  var auth = $apis.requestInfo(e.httpContext).authRecord;
  if (!auth || auth.collection().name !== "users") return;
  var own = records.filter(function (record) {
    return record.getString("user") === auth.id;
  });
  if (own.length === 0 || require(`${__hooks}/lib/access.js`).isSiteAdmin($app.dao(), auth)) return;
  own.forEach(function (record) {
    try {
      recordOnce(record.id, "viewed", "user:" + auth.id);
    } catch (err) {
      $app.logger().error("Insight not recorded", "event", "viewed", "error", String(err));
    }
  });
}

/** The answer for anyone but a site admin (a visitor too: 403), or null for an admin. */
function refuseNonAdmin(c) {
  var actor = $apis.requestInfo(c).authRecord;
  if (require(`${__hooks}/lib/access.js`).isSiteAdmin($app.dao(), actor)) return null;
  return require(`${__hooks}/lib/respond.js`).failure(c, 403, "access_denied", "Access Denied", "You do not have admin privileges.");
}

// ---- reading ---------------------------------------------------------------------------------

var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
var MAX_DAYS = 3 * 366;

function isRealDay(text) {
  var match = DAY.exec(text);
  if (!match) return false;
  var date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * The period of a request: { from, to } (YYYY-MM-DD, both included) or { error }. Without them,
 * the last 30 days.
 */
function periodOf(fromText, toText) {
  var now = Date.now();
  var to = String(toText || "") || utcDay(now);
  var from = String(fromText || "") || utcDay(Date.parse(to + "T00:00:00Z") - 29 * 86400000);
  if (!isRealDay(from) || !isRealDay(to)) return { error: "from and to must be dates written YYYY-MM-DD." };
  if (from > to) return { error: "from must not be after to." };
  var days = Math.round((Date.parse(to + "T00:00:00Z") - Date.parse(from + "T00:00:00Z")) / 86400000) + 1;
  if (days > MAX_DAYS) return { error: "A period may span at most " + MAX_DAYS + " days." };
  return { from: from, to: to, days: days };
}

function sumOf(condition) {
  return "COALESCE(SUM(CASE WHEN " + condition + " THEN n ELSE 0 END), 0)";
}

var PER_CERTIFICATE =
  "SELECT a.certificate AS id, COALESCE(c.certificate_id, '') AS certificate_id, COALESCE(c.title, '') AS title, " +
  "a.issued, a.mail_sent, a.mail_failed, a.viewed, a.linkedin, a.link_copied, a.printed, a.downloaded, " +
  "a.others, a.qr, a.link, a.typed, a.file, a.by_holder, a.by_admin FROM (" +
  "SELECT certificate, " +
  sumOf("event = 'issued'") + " AS issued, " +
  sumOf("event = 'mail_sent'") + " AS mail_sent, " +
  sumOf("event = 'mail_failed'") + " AS mail_failed, " +
  sumOf("event = 'viewed'") + " AS viewed, " +
  sumOf("event = 'share_linkedin'") + " AS linkedin, " +
  sumOf("event = 'share_link'") + " AS link_copied, " +
  sumOf("event = 'share_print'") + " AS printed, " +
  sumOf("event = 'share_download'") + " AS downloaded, " +
  sumOf("event >= 'verify_other_' AND event < 'verify_other`'") + " AS others, " +
  sumOf("event = 'verify_other_qr'") + " AS qr, " +
  sumOf("event = 'verify_other_link'") + " AS link, " +
  sumOf("event = 'verify_other_id'") + " AS typed, " +
  sumOf("event = 'verify_other_file'") + " AS file, " +
  sumOf("event >= 'verify_holder_' AND event < 'verify_holder`'") + " AS by_holder, " +
  sumOf("event >= 'verify_admin_' AND event < 'verify_admin`'") + " AS by_admin " +
  "FROM _gx_insight_daily WHERE day >= {:from} AND day <= {:to} GROUP BY certificate) a " +
  "LEFT JOIN certificates c ON c.id = a.certificate";

function perCertificateRows(period) {
  var rows = arrayOf(new DynamicModel({
    id: "", certificate_id: "", title: "", issued: 0, mail_sent: 0, mail_failed: 0, viewed: 0,
    linkedin: 0, link_copied: 0, printed: 0, downloaded: 0, others: 0, qr: 0, link: 0, typed: 0,
    file: 0, by_holder: 0, by_admin: 0,
  }));
  $app.dao().db().newQuery(PER_CERTIFICATE).bind({ from: period.from, to: period.to }).all(rows);
  return rows;
}

function decodeEntities(text) {
  var map = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return String(text).replace(/&(?:amp|lt|gt|quot|#39);/g, function (entity) {
    return map[entity];
  });
}

function rate(part, whole) {
  return whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0;
}

/** The figures of the admin's Insights tab for a period (see README, "Issuer insights"). */
function summary(period) {
  var db = $app.dao().db();

  // Totals and the per-day series from the (day, event, n) index alone.
  var byDay = arrayOf(new DynamicModel({ day: "", issued: 0, others: 0, qr: 0, link: 0, typed: 0, file: 0, viewed: 0, shared: 0 }));
  db.newQuery(
    "SELECT day, " + sumOf("event = 'issued'") + " AS issued, " +
      sumOf("event >= 'verify_other_' AND event < 'verify_other`'") + " AS others, " +
      sumOf("event = 'verify_other_qr'") + " AS qr, " +
      sumOf("event = 'verify_other_link'") + " AS link, " +
      sumOf("event = 'verify_other_id'") + " AS typed, " +
      sumOf("event = 'verify_other_file'") + " AS file, " +
      sumOf("event = 'viewed'") + " AS viewed, " +
      sumOf("event >= 'share_' AND event < 'share`'") + " AS shared " +
      "FROM _gx_insight_daily WHERE day >= {:from} AND day <= {:to} GROUP BY day ORDER BY day",
  ).bind({ from: period.from, to: period.to }).all(byDay);

  var totals = { issued: 0, viewedByHolder: 0, shared: 0, verifiedByOthers: 0, qr: 0, link: 0, id: 0, file: 0 };
  var known = {};
  byDay.forEach(function (row) {
    totals.issued += row.issued;
    totals.viewedByHolder += row.viewed;
    totals.shared += row.shared;
    totals.verifiedByOthers += row.others;
    totals.qr += row.qr;
    totals.link += row.link;
    totals.id += row.typed;
    totals.file += row.file;
    known[row.day] = row;
  });
  // Every day of the period, quiet ones at zero, so that a chart's axis is the period.
  var series = [];
  var start = Date.parse(period.from + "T00:00:00Z");
  for (var i = 0; i < period.days; i++) {
    var day = utcDay(start + i * 86400000);
    var row = known[day];
    series.push({ day: day, issued: row ? row.issued : 0, verifiedByOthers: row ? row.others : 0 });
  }

  var certificates = perCertificateRows(period);
  var extra = { mailSent: 0, mailFailed: 0, linkedin: 0, linkCopied: 0, printed: 0, downloaded: 0, verifiedByHolder: 0, verifiedByAdmin: 0 };
  var funnel = { issued: 0, viewedByHolder: 0, shared: 0, verifiedByOthers: 0 };
  var titles = {};
  certificates.forEach(function (c) {
    extra.mailSent += c.mail_sent;
    extra.mailFailed += c.mail_failed;
    extra.linkedin += c.linkedin;
    extra.linkCopied += c.link_copied;
    extra.printed += c.printed;
    extra.downloaded += c.downloaded;
    extra.verifiedByHolder += c.by_holder;
    extra.verifiedByAdmin += c.by_admin;
    var shared = c.linkedin + c.link_copied + c.printed + c.downloaded;
    // The funnel follows the certificates issued in the period.
    if (c.issued > 0) {
      funnel.issued += 1;
      if (c.viewed > 0) funnel.viewedByHolder += 1;
      if (shared > 0) funnel.shared += 1;
      if (c.others > 0) funnel.verifiedByOthers += 1;
    }
    var title = decodeEntities(c.title) || "(certificate removed)";
    var t = titles[title] || (titles[title] = { title: title, issued: 0, viewedByHolder: 0, shared: 0, verifiedByOthers: 0, qr: 0, link: 0, id: 0, file: 0 });
    t.issued += c.issued;
    t.viewedByHolder += c.viewed;
    t.shared += shared;
    t.verifiedByOthers += c.others;
    t.qr += c.qr;
    t.link += c.link;
    t.id += c.typed;
    t.file += c.file;
  });
  var titleRows = Object.keys(titles).map(function (key) {
    return titles[key];
  }).sort(function (a, b) {
    return b.verifiedByOthers - a.verifiedByOthers || b.issued - a.issued || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
  });
  var mostVerified = certificates
    .filter(function (c) {
      return c.others > 0;
    })
    .sort(function (a, b) {
      return b.others - a.others || (a.certificate_id < b.certificate_id ? -1 : 1);
    })
    .slice(0, 10)
    .map(function (c) {
      return { certificateId: c.certificate_id, title: decodeEntities(c.title), verifiedByOthers: c.others, qr: c.qr, link: c.link, id: c.typed, file: c.file };
    });

  return {
    from: period.from,
    to: period.to,
    totals: totals,
    more: extra,
    funnel: {
      issued: funnel.issued,
      viewedByHolder: funnel.viewedByHolder,
      shared: funnel.shared,
      verifiedByOthers: funnel.verifiedByOthers,
      viewedRate: rate(funnel.viewedByHolder, funnel.issued),
      sharedRate: rate(funnel.shared, funnel.issued),
      verifiedRate: rate(funnel.verifiedByOthers, funnel.issued),
    },
    series: series,
    titles: titleRows,
    mostVerified: mostVerified,
  };
}

/**
 * A spreadsheet cell: text a spreadsheet would run as a formula (starting with = + - @, a tab or
 * a carriage return) gets a leading apostrophe; a cell with a comma, quote or line break is quoted.
 */
function csvCell(value) {
  var text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = "'" + text;
  if (/[",\r\n]/.test(text)) text = '"' + text.replace(/"/g, '""') + '"';
  return text;
}

var CSV_COLUMNS = [
  ["Certificate ID", "certificate_id"], ["Title", "title"], ["Issued", "issued"], ["Mail sent", "mail_sent"],
  ["Mail failed", "mail_failed"], ["Viewed by holder", "viewed"], ["Shared on LinkedIn", "linkedin"],
  ["Link copied", "link_copied"], ["Printed", "printed"], ["Credential downloaded", "downloaded"],
  ["Verified by others", "others"], ["By QR", "qr"], ["By link", "link"], ["By ID", "typed"], ["By file", "file"],
  ["Verified by holder", "by_holder"], ["Verified by admins", "by_admin"],
];

function exportCsv(period) {
  var lines = [CSV_COLUMNS.map(function (column) {
    return csvCell(column[0]);
  }).join(",")];
  perCertificateRows(period)
    .sort(function (a, b) {
      return b.others - a.others || (a.certificate_id < b.certificate_id ? -1 : 1);
    })
    .forEach(function (row) {
      lines.push(CSV_COLUMNS.map(function (column) {
        var value = row[column[1]];
        return csvCell(column[1] === "title" ? decodeEntities(value) : value);
      }).join(","));
    });
  return lines.join("\r\n") + "\r\n";
}

/** A holder's own certificates: verifications by others, ever, and the last day of one. */
function forHolder(userId) {
  var rows = arrayOf(new DynamicModel({ certificate_id: "", others: 0, last_day: "" }));
  $app.dao().db()
    .newQuery(
      "SELECT c.certificate_id AS certificate_id, COALESCE(SUM(d.n), 0) AS others, COALESCE(MAX(d.day), '') AS last_day " +
        "FROM certificates c LEFT JOIN _gx_insight_daily d ON d.certificate = c.id " +
        "AND d.event >= 'verify_other_' AND d.event < 'verify_other`' " +
        "WHERE c.user = {:user} GROUP BY c.id",
    )
    .bind({ user: userId })
    .all(rows);
  return rows.map(function (row) {
    return { certificateId: row.certificate_id, verifiedByOthers: row.others, lastVerifiedByOthers: row.last_day };
  });
}

module.exports = {
  EVENTS: EVENTS,
  VIA: VIA,
  CHANNELS: CHANNELS,
  add: add,
  recordOnce: recordOnce,
  forgetEarlierDays: forgetEarlierDays,
  whoOf: whoOf,
  holderViewed: holderViewed,
  refuseNonAdmin: refuseNonAdmin,
  periodOf: periodOf,
  summary: summary,
  exportCsv: exportCsv,
  csvCell: csvCell,
  forHolder: forHolder,
};
