/// <reference path="../../pb_data/types.d.ts" />
// The server-owned fields of a certificate: recipient, certificate_id, status bookkeeping and
// the free-text fields, which are stored HTML-escaped (README, "Stored text").

var rules = require(`${__hooks}/lib/validation.js`);

var TEXT_FIELDS = ["title", "description", "issuer_name", "revocation_reason"];

function refuse(message, field, code, text) {
  var data = {};
  data[field] = new ValidationError(code, text);
  return new BadRequestError(message, data);
}

/** A random (version 4) UUID, upper-case: spec §3, "a UUID for new certificates". */
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

/**
 * The recipient's profile, named by `recipient_email` (preferred) or by `user` (a users id).
 * Spec §5: the e-mail must belong to a registered profile.
 */
function findRecipient(dao, data, record) {
  var email = String(data.recipient_email || "").trim();
  if (email !== "" || !record.getString("user")) {
    if (rules.checkEmail(email)) {
      throw refuse("Failed to create record.", "recipient_email", "recipient_email_invalid", "Valid email is required");
    }
    try {
      return dao.findFirstRecordByFilter("profiles", "email = {:email}", { email: email.toLowerCase() });
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

function cleanTextFields(record) {
  TEXT_FIELDS.forEach(function (field) {
    record.set(field, rules.cleanText(record.getString(field)));
  });
  if (record.getString("title") === "") throw refuse("Failed to save record.", "title", "validation_required", "Title is required");
  if (record.getString("issuer_name") === "") {
    throw refuse("Failed to save record.", "issuer_name", "validation_required", "Issuer name is required");
  }
}

function checkDates(record) {
  var expiry = record.getString("expiry_date");
  if (expiry !== "" && expiry < record.getString("issue_date")) {
    throw refuse("Failed to save record.", "expiry_date", "expiry_before_issue", "The expiry date must not be before the issue date");
  }
}

/**
 * A date field as the client sent it. PocketBase drops a value it cannot parse ('2026-13-45')
 * before the hooks run, so the raw input decides between "missing" and "not a valid date".
 */
function checkDate(data, record, field, label, required) {
  var raw = data[field] === undefined || data[field] === null ? "" : String(data[field]).trim();
  if (raw !== "" && record.getString(field) === "") {
    throw refuse("Failed to save record.", field, "invalid_date", label + " is not a valid date");
  }
  if (required && record.getString(field) === "") {
    throw refuse("Failed to save record.", field, "validation_required", label + " is required");
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

/** Fills in the server-owned fields of a certificate being created (onRecordBeforeCreateRequest). */
function prepareNew(e) {
  var record = e.record;
  var data = $apis.requestInfo(e.httpContext).data || {};
  var profile = findRecipient($app.dao(), data, record);
  record.set("user", profile.getString("user"));
  record.set("profile", profile.id);

  // Whatever the client sent, the ID is the server's.
  record.set("certificate_id", newCertificateId());
  record.set("verification_count", 0);

  cleanTextFields(record);
  checkDate(data, record, "issue_date", "Issue date", true);
  checkDate(data, record, "expiry_date", "Expiry date", false);
  checkDates(record);

  var status = record.getString("verification_status") || "active";
  record.set("verification_status", status);
  if (status === "revoked") {
    // Issue 10: a certificate created already revoked needs its reason like any revocation.
    if (record.getString("revocation_reason") === "") {
      throw refuse("Failed to create record.", "revocation_reason", "revocation_reason_required", "A revocation reason is required");
    }
    stampRevocation(record, requestActor(e));
  } else {
    clearRevocation(record);
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
      throw refuse("Failed to update record.", "revocation_reason", "revocation_reason_required", "A revocation reason is required");
    }
    record.set("revoked_at", new DateTime());
    record.set("revoked_by", "");
    record.set("revoked_by_email", superuser.email);
  } else {
    clearRevocation(record);
  }

  cleanTextFields(record);
  checkDate(data, record, "issue_date", "Issue date", true);
  checkDate(data, record, "expiry_date", "Expiry date", false);
  checkDates(record);
}

/**
 * Stores "expired" on every active certificate whose expiry date has passed. A plain UPDATE: the
 * update hooks guard client requests, not this bookkeeping.
 */
function expireOverdue(dao) {
  var now = new DateTime().string();
  dao.db()
    .newQuery(
      "UPDATE certificates SET verification_status = 'expired', updated = {:now} " +
        "WHERE verification_status = 'active' AND expiry_date != '' AND expiry_date < {:now}",
    )
    .bind({ now: now })
    .execute();
}

module.exports = {
  prepareNew: prepareNew,
  guardUpdate: guardUpdate,
  expireOverdue: expireOverdue,
  newCertificateId: newCertificateId,
  stampRevocation: stampRevocation,
  TEXT_FIELDS: TEXT_FIELDS,
};
