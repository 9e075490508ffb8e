/// <reference path="../../pb_data/types.d.ts" />
// Bulk issue (issue 10): every row is judged here, whatever the browser said about it, then all
// rows are issued in one transaction or none is. The rules are those of a single certificate
// (lib/certificates.js, spec §5) plus the duplicate check that only a file needs.

var rules = require(`${__hooks}/lib/validation.js`);
var certificates = require(`${__hooks}/lib/certificates.js`);

var MAX_ROWS = 1000;
var STATUSES = ["active", "expired", "revoked"];
var LIMITS = { title: 200, description: 2000, issuer_name: 200, revocation_reason: 500 };
var LABELS = { title: "Title", description: "Description", issuer_name: "Issuer name", revocation_reason: "Revocation reason" };

function text(value) {
  return value === undefined || value === null ? "" : String(value).trim();
}

/** A real calendar date written YYYY-MM-DD ('2026-13-45' and '2026-02-30' are not). */
function isCalendarDate(value) {
  var match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  var year = parseInt(match[1], 10);
  var month = parseInt(match[2], 10);
  var day = parseInt(match[3], 10);
  if (month < 1 || month > 12 || day < 1) return false;
  var days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1];
}

/**
 * Judges the rows. Returns { rows: [{ row, errors: [{ field, code, message }], value }] } where
 * `value` holds the cleaned fields and the recipient's profile of a row without errors.
 */
function judgeRows(dao, input) {
  var profiles = {}; // e-mail -> profile record or null, one lookup per address
  var seen = {}; // duplicate key -> row number
  return input.map(function (raw, index) {
    raw = raw && typeof raw === "object" ? raw : {};
    var rowNumber = parseInt(raw.row, 10) > 0 ? parseInt(raw.row, 10) : index + 1;
    var errors = [];
    var fail = function (field, code, message) {
      errors.push({ field: field, code: code, message: message });
    };

    var email = text(raw.recipient_email).toLowerCase();
    var profile = null;
    if (rules.checkEmail(email)) {
      fail("recipient_email", "recipient_email_invalid", "Valid email is required");
    } else {
      if (!(email in profiles)) {
        try {
          profiles[email] = dao.findFirstRecordByFilter("profiles", "email = {:email}", { email: email });
        } catch (_) {
          profiles[email] = null;
        }
      }
      profile = profiles[email];
      if (!profile) fail("recipient_email", "recipient_not_found", "The recipient email is not registered in the system.");
    }

    var value = {};
    ["title", "description", "issuer_name", "revocation_reason"].forEach(function (field) {
      value[field] = rules.cleanText(raw[field]);
      if (value[field].length > LIMITS[field]) {
        fail(field, "too_long", LABELS[field] + " is too long (max " + LIMITS[field] + " characters)");
      }
    });
    if (value.title === "") fail("title", "validation_required", "Title is required");
    if (value.issuer_name === "") fail("issuer_name", "validation_required", "Issuer name is required");

    var issue = text(raw.issue_date);
    var expiry = text(raw.expiry_date);
    if (issue === "") fail("issue_date", "validation_required", "Issue date is required");
    else if (!isCalendarDate(issue)) fail("issue_date", "invalid_date", "Issue date is not a valid date (use YYYY-MM-DD)");
    if (expiry !== "" && !isCalendarDate(expiry)) {
      fail("expiry_date", "invalid_date", "Expiry date is not a valid date (use YYYY-MM-DD)");
    } else if (expiry !== "" && isCalendarDate(issue) && expiry < issue) {
      fail("expiry_date", "expiry_before_issue", "The expiry date must not be before the issue date");
    }
    value.issue_date = issue;
    value.expiry_date = expiry;

    var status = text(raw.verification_status).toLowerCase() || "active";
    if (STATUSES.indexOf(status) === -1) {
      fail("verification_status", "unknown_status", 'Unknown status "' + text(raw.verification_status) + '": use active, expired or revoked');
    } else if (status === "revoked" && value.revocation_reason === "") {
      fail("revocation_reason", "revocation_reason_required", "A revoked certificate needs a revocation reason");
    }
    value.verification_status = status;
    if (status !== "revoked") value.revocation_reason = "";

    // The same person, title and issue date twice is a copy-and-paste slip, not two certificates.
    // Only rows that are otherwise fine count, so a row reports its own mistake first.
    var key = email + "\n" + value.title.toLowerCase() + "\n" + issue;
    if (errors.length === 0) {
      if (key in seen) fail("row", "duplicate_row", "Duplicate of row " + seen[key]);
      else seen[key] = rowNumber;
    }

    value.profile = profile;
    return { row: rowNumber, errors: errors, value: value };
  });
}

/** Issues every judged row inside `txDao`'s transaction; returns the saved records in row order. */
function issueRows(txDao, judged, actor) {
  var collection = txDao.findCollectionByNameOrId("certificates");
  return judged.map(function (entry) {
    var v = entry.value;
    var record = new Record(collection);
    record.set("user", v.profile.getString("user"));
    record.set("profile", v.profile.id);
    record.set("certificate_id", certificates.newCertificateId());
    record.set("title", v.title);
    record.set("description", v.description);
    record.set("issuer_name", v.issuer_name);
    record.set("issue_date", v.issue_date + " 00:00:00.000Z");
    record.set("expiry_date", v.expiry_date ? v.expiry_date + " 00:00:00.000Z" : "");
    record.set("verification_count", 0);
    record.set("verification_status", v.verification_status);
    if (v.verification_status === "revoked") {
      record.set("revocation_reason", v.revocation_reason);
      certificates.stampRevocation(record, actor);
    }
    txDao.saveRecord(record);
    return record;
  });
}

module.exports = { MAX_ROWS: MAX_ROWS, judgeRows: judgeRows, issueRows: issueRows, isCalendarDate: isCalendarDate };
