/// <reference path="../../pb_data/types.d.ts" />
// The server-owned fields of a certificate: recipient, certificate_id, status bookkeeping and
// the free-text fields, which are stored HTML-escaped (README, "Stored text").

var rules = require(`${__hooks}/lib/shared-ui.js`);
// Judges a single issue, a bulk row and the admin area's bulk preview alike (docs/rules.md#validation).
var judgeCertificate = rules.judgeCertificate;
var isCalendarDate = rules.isCalendarDate;

function refuse(message, field, code, text) {
  var data = {};
  data[field] = new ValidationError(code, text);
  return new BadRequestError(message, data);
}

/** A random (version 4) UUID, upper-case: docs/rules.md#accounts-and-certificates, "a UUID for new certificates". */
function newCertificateId() {
  var hex = $security.randomStringWithAlphabet(32, "0123456789abcdef").split("");
  hex[12] = "4";
  hex[16] = "89ab".charAt(parseInt(hex[16], 16) % 4);
  var s = hex.join("");
  return (
    s.substring(0, 8) + "-" + s.substring(8, 12) + "-" + s.substring(12, 16) + "-" +
    s.substring(16, 20) + "-" + s.substring(20)
  ).toUpperCase();
}

function text(value) {
  return value === undefined || value === null ? "" : String(value).trim();
}

/**
 * A date of a records API request as judgeCertificate takes it: the day of what PocketBase
 * parsed, or the raw text when it could not parse it (PocketBase drops '2026-13-45' before the
 * hooks run, so the raw input decides between "missing" and "not a valid date").
 */
function requestDate(data, record, field) {
  var raw = text(data[field]);
  var parsed = record.getString(field);
  if (parsed !== "") return parsed.substring(0, 10);
  return raw;
}

/**
 * The day of a date as a records API client sends it ('2026-01-15', or PocketBase's
 * '2026-01-15 00:00:00.000Z'); any other text as it is, which judgeCertificate calls invalid.
 */
function dayOf(value) {
  var raw = text(value);
  var match = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw);
  return match ? match[1] : raw;
}

/**
 * Judges a single issue from its request's `data`, its template's defaults filled in; `parsed`
 * holds what the caller reads its own way: the user named, the two dates and the status.
 * Returns { judged, template, byUser }; a template that does not exist is the one problem.
 */
function judgeNew(data, parsed) {
  var byUser = text(data.recipient_email) === "" && text(parsed.user) !== "";
  var templates = require(`${__hooks}/lib/templates.js`);
  var template = templates.findVersion($app.dao(), data.template);
  if (text(data.template) !== "" && !template) {
    return { judged: { errors: [{ field: "template", code: "unknown_template", message: "The template does not exist" }] }, template: null, byUser: byUser };
  }
  data = templates.applyDefaults(Object.assign({}, data), template);
  var judged = judgeCertificate({
    title: data.title,
    description: data.description,
    recipient_email: data.recipient_email,
    issuer_name: data.issuer_name,
    issue_date: parsed.issue_date,
    expiry_date: parsed.expiry_date,
    verification_status: parsed.verification_status,
    revocation_reason: data.revocation_reason,
  }, function (field) {
    return !(field === "recipient_email" && byUser);
  });
  return { judged: judged, template: template, byUser: byUser };
}

/**
 * A single issue (POST /api/collections/certificates/records by an admin) judged before
 * PocketBase validates the record: its own messages ("Cannot be blank.") would answer first, and
 * an error thrown from a record hook reaches the client with a full stop added, so the texts of
 * docs/rules.md#validation are written as they are from here (lib/user-input.js's input guard
 * calls it).
 */
function judgeCreateRequest(info) {
  var data = info.data || {};
  return judgeNew(data, {
    user: data.user,
    issue_date: dayOf(data.issue_date),
    expiry_date: dayOf(data.expiry_date),
    verification_status: data.verification_status,
  }).judged;
}

/** The first problem of a judged single issue, thrown as PocketBase's field error. */
function refuseFirst(judged, message) {
  var first = judged.errors[0];
  if (first) throw refuse(message, first.field, first.code, first.message);
}

/**
 * The recipient's profile, named by `recipient_email` (preferred) or by `user` (a users id).
 * docs/rules.md#validation: the e-mail must belong to a registered profile.
 */
function findRecipient(dao, email, record) {
  if (email !== "" || !record.getString("user")) {
    try {
      return dao.findFirstRecordByFilter("profiles", "email = {:email}", { email: email });
    } catch (_) {
      throw refuse("Recipient not found", "recipient_email", "recipient_not_found",
        "The recipient email is not registered in the system.");
    }
  }
  try {
    return dao.findFirstRecordByFilter("profiles", "user = {:user}", { user: record.getString("user") });
  } catch (_) {
    throw refuse("Recipient not found", "user", "recipient_not_found",
      "The recipient email is not registered in the system.");
  }
}

/** The admin making the request, for the revocation stamp. */
function requestActor(e) {
  return $apis.requestInfo(e.httpContext).authRecord;
}

/** Marks a record revoked now by `actor` (a users record). The reason must already be set. */
function stampRevocation(record, actor) {
  record.set("verification_status", "revoked");
  record.set("revoked_at", new DateTime());
  record.set("revoked_by", actor ? actor.id : "");
  record.set("revoked_by_email", actor ? actor.email() : "");
}

function clearRevocation(record) {
  record.set("revoked_at", "");
  record.set("revocation_reason", "");
  record.set("revoked_by", "");
  record.set("revoked_by_email", "");
}

/**
 * Writes a new certificate from its judged, cleaned fields (judgeCertificate's value) and its
 * recipient's profile: the one writer of a single issue (prepareNew) and of every row of a bulk
 * issue (lib/bulk-issue.js), so that both store the same thing. The dates are the caller's: a
 * records API request's were already parsed into the record by PocketBase, a bulk row's are text.
 */
function writeNew(record, value, profile, actor) {
  record.set("user", profile.getString("user"));
  record.set("profile", profile.id);
  // Whatever the client sent, the ID is the server's.
  record.set("certificate_id", newCertificateId());
  record.set("verification_count", 0);
  ["title", "description", "issuer_name"].forEach(function (field) {
    record.set(field, value[field]);
  });
  // The drawn PDF is the server's, made once after the certificate is stored (lib/documents.js).
  record.set("document_sha256", "");
  record.set("template", value.template || "");
  record.set("verification_status", value.verification_status);
  if (value.verification_status === "revoked") {
    // A certificate created already revoked needs its reason like any revocation.
    record.set("revocation_reason", value.revocation_reason);
    stampRevocation(record, actor);
  } else {
    clearRevocation(record);
  }
}

/** Fills in the server-owned fields of a certificate being created (onRecordBeforeCreateRequest). */
function prepareNew(e) {
  var record = e.record;
  var data = $apis.requestInfo(e.httpContext).data || {};
  var issue = judgeNew(data, {
    user: record.getString("user"),
    issue_date: requestDate(data, record, "issue_date"),
    expiry_date: requestDate(data, record, "expiry_date"),
    verification_status: record.getString("verification_status"),
  });
  refuseFirst(issue.judged, "Failed to create record.");

  var profile = findRecipient($app.dao(), issue.byUser ? "" : issue.judged.value.recipient_email, record);
  issue.judged.value.template = issue.template ? issue.template.id : "";
  writeNew(record, issue.judged.value, profile, requestActor(e));
  if ($apis.requestInfo(e.httpContext).admin) keepImported(record, data);
}

var IMPORTED_ID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

/**
 * An operator (a PocketBase superuser, who may change any record anyway) bringing certificates
 * over from another register keeps their IDs, already printed and linked, and the day each was
 * revoked; the unique index still refuses an ID in use. Everyone else gets the server's.
 */
function keepImported(record, data) {
  var id = text(data.certificate_id);
  if (IMPORTED_ID.test(id)) record.set("certificate_id", id);
  var revokedAt = text(data.revoked_at);
  if (record.getString("verification_status") === "revoked" && isCalendarDate(dayOf(revokedAt))) {
    record.set("revoked_at", dayOf(revokedAt) + " 00:00:00.000Z");
  }
}

/**
 * Guards an update (onRecordBeforeUpdateRequest): certificate_id and the recipient never change,
 * the counter and the revocation stamp are the server's, revoking goes through the revoke route
 * (which records who did it), and a revoked certificate stays revoked with its reason.
 */
function guardUpdate(e) {
  var record = e.record;
  var before = record.originalCopy();
  var data = $apis.requestInfo(e.httpContext).data || {};

  if (record.getString("certificate_id") !== before.getString("certificate_id")) {
    throw refuse("Failed to update record.", "certificate_id", "certificate_id_immutable", "The certificate ID cannot be changed");
  }
  if (record.getString("user") !== before.getString("user") || record.getString("profile") !== before.getString("profile")) {
    throw refuse("Failed to update record.", "user", "recipient_immutable", "The recipient of a certificate cannot be changed");
  }
  record.set("verification_count", before.getInt("verification_count"));
  if (record.getString("template") !== before.getString("template")) {
    throw refuse("Failed to update record.", "template", "template_immutable", "The template of an issued certificate cannot be changed");
  }
  // The drawn PDF stays what was issued; the collection's rules keep clients from sending one.
  record.set("document", before.getString("document"));
  record.set("document_sha256", before.getString("document_sha256"));

  var wasRevoked = before.getString("verification_status") === "revoked";
  var status = record.getString("verification_status") || before.getString("verification_status");
  record.set("verification_status", status);

  if (wasRevoked) {
    if (status !== "revoked") {
      throw refuse("Failed to update record.", "verification_status", "revoked_is_final", "A revoked certificate cannot be reactivated");
    }
    if (rules.cleanText(record.getString("revocation_reason")) !== before.getString("revocation_reason")) {
      throw refuse("Failed to update record.", "revocation_reason", "revocation_is_final",
        "The revocation reason of a revoked certificate cannot be changed");
    }
    ["revoked_at", "revocation_reason", "revoked_by", "revoked_by_email"].forEach(function (field) {
      record.set(field, before.getString(field));
    });
  } else if (status === "revoked") {
    // Site admins revoke through POST /api/gx/certificates/:id/revoke, which records which admin
    // did it. PocketBase superusers (operators, who bypass every rule anyway) may still revoke by
    // update; the stamp then names the superuser's e-mail.
    var superuser = $apis.requestInfo(e.httpContext).admin;
    if (!superuser) {
      throw refuse("Failed to update record.", "verification_status", "revoke_through_route",
        "Revoke a certificate with POST /api/gx/certificates/:id/revoke");
    }
    if (rules.cleanText(record.getString("revocation_reason")) === "") {
      throw refuse("Failed to update record.", "revocation_reason", "revocation_reason_required", rules.certificateMessages.revocationReasonRequired);
    }
    record.set("revoked_at", new DateTime());
    record.set("revoked_by", "");
    record.set("revoked_by_email", superuser.email);
  } else {
    clearRevocation(record);
  }

  // The fields this request changes are judged like a new certificate's; the dates always, as a
  // pair (a new issue date must not pass the stored expiry date).
  var judged = judgeCertificate({
    title: record.getString("title"),
    description: record.getString("description"),
    issuer_name: record.getString("issuer_name"),
    issue_date: requestDate(data, record, "issue_date"),
    expiry_date: requestDate(data, record, "expiry_date"),
  }, function (field) {
    if (field === "issue_date" || field === "expiry_date") return true;
    return (field === "title" || field === "description" || field === "issuer_name") &&
      Object.prototype.hasOwnProperty.call(data, field);
  });
  refuseFirst(judged, "Failed to update record.");
  ["title", "description", "issuer_name"].forEach(function (field) {
    if (field in judged.value) record.set(field, judged.value[field]);
  });
}

/**
 * docs/rules.md#states: the status a certificate has at `now` (PocketBase's 'YYYY-MM-DD HH:MM:SS.sssZ', which
 * sorts as text): an active certificate past its expiry date is expired. The one place expiry is
 * decided: verification, the records API (showStatusNow) and the stored status (expireOverdue)
 * all ask here, and the browser shows what they answer.
 */
function statusNow(status, expiryDate, now) {
  if (status === "active" && expiryDate !== "" && expiryDate < now) return "expired";
  return status;
}

/**
 * Records listed or viewed through the API carry their status as of now: the stored status
 * follows only at the next expireOverdue, and a holder must never read 'active' on a certificate
 * that verifies as expired.
 */
function showStatusNow(records) {
  var now = new DateTime().string();
  records.forEach(function (record) {
    var status = record.getString("verification_status");
    var current = statusNow(status, record.getString("expiry_date"), now);
    if (current !== status) record.set("verification_status", current);
  });
}

/**
 * Stores "expired" on every active certificate that statusNow says has expired, for the admin
 * counters and filters that read the column. Plain UPDATEs: the update hooks guard client
 * requests, not this bookkeeping.
 */
function expireOverdue(dao) {
  var now = new DateTime().string();
  var rows = arrayOf(new DynamicModel({ id: "", expiry_date: "" }));
  dao.db()
    .newQuery("SELECT id, expiry_date FROM certificates WHERE verification_status = 'active' AND expiry_date != ''")
    .all(rows);
  rows.forEach(function (row) {
    if (statusNow("active", row.expiry_date, now) !== "expired") return;
    dao.db()
      .newQuery("UPDATE certificates SET verification_status = 'expired', updated = {:now} WHERE id = {:id} AND verification_status = 'active'")
      .bind({ now: now, id: row.id })
      .execute();
  });
}

/** The holder's name as the public answers and the PDF show it ("" when the profile cannot be read). */
function holderNameOf(dao, certificate) {
  try {
    var profile = dao.findFirstRecordByFilter("profiles", "user = {:user}", { user: certificate.getString("user") });
    return (profile.getString("first_name") + " " + profile.getString("last_name")).trim();
  } catch (_) {
    return "";
  }
}

module.exports = {
  judgeCertificate: judgeCertificate,
  judgeCreateRequest: judgeCreateRequest,
  prepareNew: prepareNew,
  guardUpdate: guardUpdate,
  expireOverdue: expireOverdue,
  statusNow: statusNow,
  holderNameOf: holderNameOf,
  showStatusNow: showStatusNow,
  newCertificateId: newCertificateId,
  stampRevocation: stampRevocation,
  writeNew: writeNew,
};
