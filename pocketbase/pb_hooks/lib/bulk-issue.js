/// <reference path="../../pb_data/types.d.ts" />
// Bulk issue: every row is judged here, whatever the browser said about it, then all rows are
// issued in one transaction or none is. Each row goes through the judge of a single certificate
// (shared-ui judgeCertificate through lib/certificates.js, docs/rules.md#validation); only the duplicate check is a file's own.

var certificates = require(`${__hooks}/lib/certificates.js`);
var templates = require(`${__hooks}/lib/templates.js`);
var rules = require(`${__hooks}/lib/shared-ui.js`);

var MAX_ROWS = 1000;

function everyField() {
  return true;
}

/**
 * Judges the rows. Returns { rows: [{ row, errors: [{ field, code, message }], value }] } where
 * `value` holds the cleaned fields and the recipient's profile of a row without errors.
 */
function judgeRows(dao, input) {
  var profiles = {}; // e-mail -> profile record or null, one lookup per address
  var seen = {}; // duplicate key -> row number
  var byName = {}; // template name -> current version or null, one lookup per name
  return input.map(function (raw, index) {
    raw = raw && typeof raw === "object" ? raw : {};
    var rowNumber = parseInt(raw.row, 10) > 0 ? parseInt(raw.row, 10) : index + 1;
    // An optional template, by name: its title, description and issuer fill the row's empty ones.
    var templateName = raw.template === undefined || raw.template === null ? "" : String(raw.template).trim();
    var template = null;
    if (templateName !== "") {
      var templateKey = rules.cleanText(templateName);
      if (!(templateKey in byName)) byName[templateKey] = templates.currentByName(dao, templateKey);
      template = byName[templateKey];
      if (template) raw = templates.applyDefaults(Object.assign({}, raw), template);
    }
    // The rules of a single certificate, word for word (lib/certificates.js).
    var judged = certificates.judgeCertificate(raw, everyField);
    var errors = judged.errors;
    var value = judged.value;
    if (templateName !== "" && !template) {
      errors.unshift({ field: "template", code: "unknown_template", message: 'Unknown template "' + templateName + '"' });
    }
    value.template = template ? template.id : "";

    var profile = null;
    var email = value.recipient_email;
    var emailRefused = errors.some(function (error) {
      return error.field === "recipient_email";
    });
    if (!emailRefused) {
      if (!(email in profiles)) {
        try {
          profiles[email] = dao.findFirstRecordByFilter("profiles", "email = {:email}", { email: email });
        } catch (_) {
          profiles[email] = null;
        }
      }
      profile = profiles[email];
      if (!profile) {
        errors.push({ field: "recipient_email", code: "recipient_not_found", message: "The recipient email is not registered in the system." });
      }
    }
    if (value.verification_status !== "revoked") value.revocation_reason = "";

    // The same person, title and issue date twice is a copy-and-paste slip, not two certificates.
    // Only rows that are otherwise fine count, so a row reports its own mistake first.
    var key = email + "\n" + value.title.toLowerCase() + "\n" + value.issue_date;
    if (errors.length === 0) {
      if (key in seen) errors.push({ field: "row", code: "duplicate_row", message: "Duplicate of row " + seen[key] });
      else seen[key] = rowNumber;
    }

    value.profile = profile;
    return { row: rowNumber, errors: errors, value: value };
  });
}

/**
 * Issues every judged row inside `txDao`'s transaction, through the writer of a single issue
 * (lib/certificates.js writeNew); returns the saved records in row order.
 */
function issueRows(txDao, judged, actor) {
  var collection = txDao.findCollectionByNameOrId("certificates");
  return judged.map(function (entry) {
    var v = entry.value;
    var record = new Record(collection);
    record.set("issue_date", v.issue_date + " 00:00:00.000Z");
    record.set("expiry_date", v.expiry_date ? v.expiry_date + " 00:00:00.000Z" : "");
    certificates.writeNew(record, v, v.profile, actor);
    txDao.saveRecord(record);
    return record;
  });
}

module.exports = { MAX_ROWS: MAX_ROWS, judgeRows: judgeRows, issueRows: issueRows };
