/// <reference path="../../pb_data/types.d.ts" />
// Issuer insights: what happens to each certificate after it is issued, counted per UTC day
// without keeping anything that identifies a visitor.
//
// Events are kept as counts: the site's per day and event (_gx_insight_days), and each
// certificate's running totals (_gx_insight_running, one row per certificate and day with
// activity; see the migration): a period's per-certificate figures are then two index look-ups per
// certificate, not a scan of every event in the period. A visitor's
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

var COLUMNS = EVENTS.join(", ");

/** Adds n to a certificate's count of `event` today (one transaction; nested in the caller's). */
function add(dao, certificate, event, n) {
  if (EVENTS.indexOf(event) < 0) throw new Error("unknown insight event " + event);
  var day = utcDay(Date.now());
  var params = { certificate: certificate, day: day, n: n || 1 };
  dao.runInTransaction(function (txDao) {
    var db = txDao.db();
    db.newQuery(
      "INSERT INTO _gx_insight_days (day, event, n) VALUES ({:day}, {:event}, {:n}) " +
        "ON CONFLICT (day, event) DO UPDATE SET n = n + excluded.n",
    ).bind({ day: day, event: event, n: params.n }).execute();
    // Today's running row starts from the certificate's latest one (or from zero).
    db.newQuery(
      "INSERT OR IGNORE INTO _gx_insight_running (certificate, day, " + COLUMNS + ", others_last) " +
        "SELECT certificate, {:day}, " + COLUMNS + ", others_last FROM _gx_insight_running " +
        "WHERE certificate = {:certificate} AND day < {:day} ORDER BY day DESC LIMIT 1",
    ).bind(params).execute();
    db.newQuery("INSERT OR IGNORE INTO _gx_insight_running (certificate, day) VALUES ({:certificate}, {:day})").bind(params).execute();
    // `event` is one of EVENTS, the table's column names.
    db.newQuery(
      "UPDATE _gx_insight_running SET " + event + " = " + event + " + {:n}" +
        (event.indexOf("verify_other_") === 0 ? ", others_last = {:day}" : "") +
        " WHERE certificate = {:certificate} AND day = {:day}",
    ).bind(params).execute();
  });
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
      add(txDao, certificate, event, 1);
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

function diff(column) {
  return "(e." + column + " - COALESCE(s." + column + ", 0))";
}

function diffSum(columns) {
  return "(" + columns.map(diff).join(" + ") + ")";
}

var OTHERS = ["verify_other_qr", "verify_other_link", "verify_other_id", "verify_other_file"];
var SHARES = ["share_linkedin", "share_link", "share_print", "share_download"];

/**
 * Each certificate with activity in the period, as `per`: its running row at the period's end
 * (e) less the one before its start (s), found by the primary key (certificate, day).
 */
var PER_CERTIFICATE =
  "WITH ends AS (SELECT c.id AS id, c.certificate_id AS certificate_id, c.title AS title, " +
  "(SELECT day FROM _gx_insight_running r WHERE r.certificate = c.id AND r.day <= {:to} ORDER BY r.day DESC LIMIT 1) AS end_day, " +
  "(SELECT day FROM _gx_insight_running r WHERE r.certificate = c.id AND r.day < {:from} ORDER BY r.day DESC LIMIT 1) AS start_day " +
  "FROM certificates c), " +
  "per AS MATERIALIZED (SELECT ends.certificate_id AS certificate_id, ends.title AS title, " +
  EVENTS.map(function (column) {
    return diff(column) + " AS " + column;
  }).join(", ") + ", " +
  diffSum(SHARES) + " AS shared, " + diffSum(OTHERS) + " AS others, " +
  diffSum(["verify_holder_qr", "verify_holder_link", "verify_holder_id", "verify_holder_file"]) + " AS by_holder, " +
  diffSum(["verify_admin_qr", "verify_admin_link", "verify_admin_id", "verify_admin_file"]) + " AS by_admin " +
  "FROM ends JOIN _gx_insight_running e ON e.certificate = ends.id AND e.day = ends.end_day " +
  "LEFT JOIN _gx_insight_running s ON s.certificate = ends.id AND s.day = ends.start_day " +
  "WHERE ends.end_day >= {:from}) ";

var FIGURES = "issued, viewed, shared, others, verify_other_qr AS qr, verify_other_link AS link, verify_other_id AS typed, verify_other_file AS file";

/** Per title, the ten most verified certificates and the funnel, in one statement over `per`. */
var BREAKDOWN =
  PER_CERTIFICATE +
  "SELECT 'title' AS kind, title, '' AS certificate_id, SUM(issued) AS issued, SUM(viewed) AS viewed, SUM(shared) AS shared, " +
  "SUM(others) AS others, SUM(verify_other_qr) AS qr, SUM(verify_other_link) AS link, SUM(verify_other_id) AS typed, " +
  "SUM(verify_other_file) AS file FROM per GROUP BY title " +
  "UNION ALL SELECT * FROM (SELECT 'top' AS kind, title, certificate_id, " + FIGURES + " FROM per WHERE others > 0 " +
  "ORDER BY others DESC, certificate_id LIMIT 10) " +
  // The funnel follows the certificates issued in the period.
  "UNION ALL SELECT 'funnel', '', '', COUNT(*), COALESCE(SUM(viewed > 0), 0), COALESCE(SUM(shared > 0), 0), " +
  "COALESCE(SUM(others > 0), 0), 0, 0, 0, 0 FROM per WHERE issued > 0";

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
  var bind = { from: period.from, to: period.to };

  // Totals and the per-day series from the site's daily counts (a row per day and event).
  var byDay = arrayOf(new DynamicModel({ day: "", issued: 0, others: 0 }));
  db.newQuery(
    "SELECT day, " + sumOf("event = 'issued'") + " AS issued, " + sumOf("event LIKE 'verify_other_%'") + " AS others " +
      "FROM _gx_insight_days WHERE day >= {:from} AND day <= {:to} GROUP BY day ORDER BY day",
  ).bind(bind).all(byDay);
  var byEvent = arrayOf(new DynamicModel({ event: "", n: 0 }));
  db.newQuery("SELECT event, SUM(n) AS n FROM _gx_insight_days WHERE day >= {:from} AND day <= {:to} GROUP BY event")
    .bind(bind)
    .all(byEvent);
  var counts = {};
  EVENTS.forEach(function (event) {
    counts[event] = 0;
  });
  byEvent.forEach(function (row) {
    counts[row.event] = row.n;
  });
  var sum = function (events) {
    return events.reduce(function (total, event) {
      return total + counts[event];
    }, 0);
  };
  var totals = {
    issued: counts.issued,
    viewedByHolder: counts.viewed,
    shared: sum(SHARES),
    verifiedByOthers: sum(OTHERS),
    qr: counts.verify_other_qr,
    link: counts.verify_other_link,
    id: counts.verify_other_id,
    file: counts.verify_other_file,
  };
  var more = {
    mailSent: counts.mail_sent,
    mailFailed: counts.mail_failed,
    linkedin: counts.share_linkedin,
    linkCopied: counts.share_link,
    printed: counts.share_print,
    downloaded: counts.share_download,
    verifiedByHolder: sum(["verify_holder_qr", "verify_holder_link", "verify_holder_id", "verify_holder_file"]),
    verifiedByAdmin: sum(["verify_admin_qr", "verify_admin_link", "verify_admin_id", "verify_admin_file"]),
  };

  // Every day of the period, quiet ones at zero, so that a chart's axis is the period.
  var known = {};
  byDay.forEach(function (row) {
    known[row.day] = row;
  });
  var series = [];
  var start = Date.parse(period.from + "T00:00:00Z");
  for (var i = 0; i < period.days; i++) {
    var day = utcDay(start + i * 86400000);
    var row = known[day];
    series.push({ day: day, issued: row ? row.issued : 0, verifiedByOthers: row ? row.others : 0 });
  }

  var rows = arrayOf(new DynamicModel({
    kind: "", title: "", certificate_id: "", issued: 0, viewed: 0, shared: 0, others: 0, qr: 0, link: 0, typed: 0, file: 0,
  }));
  db.newQuery(BREAKDOWN).bind(bind).all(rows);
  var titles = [];
  var mostVerified = [];
  var funnel = { issued: 0, viewedByHolder: 0, shared: 0, verifiedByOthers: 0 };
  rows.forEach(function (r) {
    if (r.kind === "funnel") {
      funnel = { issued: r.issued, viewedByHolder: r.viewed, shared: r.shared, verifiedByOthers: r.others };
    } else if (r.kind === "top") {
      mostVerified.push({ certificateId: r.certificate_id, title: decodeEntities(r.title), verifiedByOthers: r.others, qr: r.qr, link: r.link, id: r.typed, file: r.file });
    } else {
      titles.push({
        title: decodeEntities(r.title) || "(certificate removed)", issued: r.issued, viewedByHolder: r.viewed, shared: r.shared,
        verifiedByOthers: r.others, qr: r.qr, link: r.link, id: r.typed, file: r.file,
      });
    }
  });
  titles.sort(function (a, b) {
    return b.verifiedByOthers - a.verifiedByOthers || b.issued - a.issued || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
  });
  funnel.viewedRate = rate(funnel.viewedByHolder, funnel.issued);
  funnel.sharedRate = rate(funnel.shared, funnel.issued);
  funnel.verifiedRate = rate(funnel.verifiedByOthers, funnel.issued);

  return { from: period.from, to: period.to, totals: totals, more: more, funnel: funnel, series: series, titles: titles, mostVerified: mostVerified };
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
  ["Mail failed", "mail_failed"], ["Viewed by holder", "viewed"], ["Shared on LinkedIn", "share_linkedin"],
  ["Link copied", "share_link"], ["Printed", "share_print"], ["Credential downloaded", "share_download"],
  ["Verified by others", "others"], ["By QR", "verify_other_qr"], ["By link", "verify_other_link"], ["By ID", "verify_other_id"],
  ["By file", "verify_other_file"], ["Verified by holder", "by_holder"], ["Verified by admins", "by_admin"],
];

/** csvCell in SQL, for the column `x`: the export's 10,000 lines are written by SQLite, not the JSVM. */
function sqlCsvCell(x) {
  var guarded = "(CASE WHEN substr(" + x + ", 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || " + x + " ELSE " + x + " END)";
  return "(CASE WHEN instr(" + x + ", '\"') OR instr(" + x + ", ',') OR instr(" + x + ", char(10)) OR instr(" + x + ", char(13)) " +
    "THEN '\"' || replace(" + guarded + ", '\"', '\"\"') || '\"' ELSE " + guarded + " END)";
}

/** Stored text's five entities as characters again (&amp; last, as decodeEntities reads them). */
var DECODED_TITLE =
  "replace(replace(replace(replace(replace(title, '&lt;', '<'), '&gt;', '>'), '&quot;', '\"'), '&#39;', ''''), '&amp;', '&')";

function exportCsv(period) {
  var cells = CSV_COLUMNS.map(function (column) {
    if (column[1] === "certificate_id") return sqlCsvCell("certificate_id");
    if (column[1] === "title") return sqlCsvCell("decoded_title");
    return "CAST(" + column[1] + " AS TEXT)";
  });
  var rows = arrayOf(new DynamicModel({ line: "" }));
  $app.dao().db()
    .newQuery(
      PER_CERTIFICATE + "SELECT " + cells.join(" || ',' || ") + " AS line FROM (SELECT *, " + DECODED_TITLE + " AS decoded_title FROM per) " +
        "ORDER BY others DESC, certificate_id",
    )
    .bind({ from: period.from, to: period.to })
    .all(rows);
  var lines = [CSV_COLUMNS.map(function (column) {
    return csvCell(column[0]);
  }).join(",")];
  rows.forEach(function (row) {
    lines.push(row.line);
  });
  return lines.join("\r\n") + "\r\n";
}

/** A holder's own certificates: verifications by others, ever, and the last day of one. */
function forHolder(userId) {
  var rows = arrayOf(new DynamicModel({ certificate_id: "", others: 0, last_day: "" }));
  $app.dao().db()
    .newQuery(
      "SELECT c.certificate_id AS certificate_id, COALESCE(" + OTHERS.join(" + ") + ", 0) AS others, " +
        "COALESCE(others_last, '') AS last_day FROM certificates c " +
        "LEFT JOIN _gx_insight_running r ON r.certificate = c.id AND r.day = " +
        "(SELECT MAX(day) FROM _gx_insight_running WHERE certificate = c.id) " +
        "WHERE c.user = {:user} ORDER BY c.issue_date DESC",
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
