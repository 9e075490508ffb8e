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

/** Fills in the server-owned fields of a certificate being created (onRecordBeforeCreateRequest). */
function prepareNew(e) {
  var record = e.record;
  var profile = findRecipient($app.dao(), $apis.requestInfo(e.httpContext).data || {}, record);
  record.set("user", profile.getString("user"));
  record.set("profile", profile.id);

  // Whatever the client sent, the ID is the server's.
  record.set("certificate_id", newCertificateId());
  record.set("verification_count", 0);

  var status = record.getString("verification_status") || "active";
  record.set("verification_status", status);
  if (status === "revoked") {
    record.set("revoked_at", new DateTime());
  } else {
    record.set("revoked_at", "");
    record.set("revocation_reason", "");
  }

  cleanTextFields(record);
  checkDates(record);
}

/**
 * Guards an update (onRecordBeforeUpdateRequest): certificate_id and the recipient never change,
 * the counter is the server's, revoking needs a reason and stamps revoked_at, and a revoked
 * certificate stays revoked.
 */
function guardUpdate(e) {
  var record = e.record;
  var before = record.originalCopy();

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
    record.set("revoked_at", before.getString("revoked_at"));
    record.set("revocation_reason", before.getString("revocation_reason"));
  } else if (status === "revoked") {
    if (rules.cleanText(record.getString("revocation_reason")) === "") {
      throw refuse("Failed to update record.", "revocation_reason", "revocation_reason_required", "A revocation reason is required");
    }
    record.set("revoked_at", new DateTime());
  } else {
    record.set("revoked_at", "");
    record.set("revocation_reason", "");
  }

  cleanTextFields(record);
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

module.exports = { prepareNew: prepareNew, guardUpdate: guardUpdate, expireOverdue: expireOverdue };
