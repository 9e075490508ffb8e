/// <reference path="../../pb_data/types.d.ts" />
// docs/rules.md#validation rules for the fields of a `users` request (and, through lib/certificates.js, of a
// certificate issued singly), checked before PocketBase's own validation, which runs before any
// record hook and would answer with its own texts.

var rules = require(`${__hooks}/lib/shared-ui.js`);

function has(data, key) {
  return Object.prototype.hasOwnProperty.call(data, key);
}

/**
 * PocketBase 0.22 compares e-mail addresses as typed (unique index, sign-in, reset), so
 * "Asha@x.com" and "asha@x.com" could be two accounts. Addresses are stored lower-case
 * (users.pb.js) and an address taken in any case is refused with PocketBase's own message.
 */
function emailTaken(email, exceptId) {
  var row = new DynamicModel({ id: "" });
  try {
    $app.dao().db()
      .newQuery("SELECT id FROM users WHERE LOWER(email) = {:email} AND id != {:except} LIMIT 1")
      .bind({ email: String(email).trim().toLowerCase(), except: exceptId || "" })
      .one(row);
    return true;
  } catch (_) {
    return false;
  }
}

function checkEmailField(value, exceptId) {
  var problem = rules.checkEmail(value);
  if (!problem && emailTaken(value, exceptId)) {
    problem = { code: "validation_invalid_email", message: "The email is invalid or already in use." };
  }
  return problem;
}

function checkNames(data, errors, required) {
  if (required || has(data, "first_name")) {
    var first = rules.checkName(data.first_name, "First name");
    if (first) errors.first_name = first;
  }
  if (required || has(data, "last_name")) {
    var last = rules.checkName(data.last_name, "Last name");
    if (last) errors.last_name = last;
  }
}

function checkNewPassword(data, errors, required) {
  if (!required && !has(data, "password")) return;
  // Includes bcrypt's 72-byte limit, which PocketBase would otherwise answer in its own words.
  var password = rules.checkPassword(data.password);
  if (password) {
    errors.password = password;
  } else if (String(data.passwordConfirm || "") !== String(data.password)) {
    errors.passwordConfirm = { code: "passwords_mismatch", message: rules.passwordMessages.mismatch };
  }
}

/**
 * An admin's new certificate or template version (POST /api/collections/:collection/records):
 * `judge(info, c)` judges it, and its first problem in form order is the answer, alone (the
 * answer's fields would arrive in alphabetical order). Null for any other request or no problem.
 */
function adminCreateProblems(c, judge) {
  if (c.request().method !== "POST" || c.path() !== "/api/collections/:collection/records") return null;
  var info = $apis.requestInfo(c);
  var access = require(`${__hooks}/lib/access.js`);
  // Anyone else is refused by the collection's rules, with nothing judged.
  if (!info.admin && !(info.authRecord && access.isSiteAdmin($app.dao(), info.authRecord))) return null;
  var first = judge(info, c).errors[0];
  if (!first) return null;
  var errors = {};
  errors[first.field] = { code: first.code, message: first.message };
  return { message: "Failed to create record.", errors: errors };
}

/**
 * Returns { message, errors } for the request c when it writes a users record and breaks a rule,
 * otherwise null. Which requests: sign-up (create), update, password-reset confirm and e-mail
 * change request.
 */
function problems(c, usersCollectionId) {
  var collection = c.pathParam("collection");
  // A certificate issued singly is judged by the same rule as a bulk row, in the same place.
  if (collection === "certificates" || collection === "gxcertificates1") {
    return adminCreateProblems(c, require(`${__hooks}/lib/certificates.js`).judgeCreateRequest);
  }
  if (collection === "certificate_templates" || collection === "gxcerttemplate1") {
    return adminCreateProblems(c, require(`${__hooks}/lib/templates.js`).judgeCreateRequest);
  }
  if (collection !== "users" && collection !== usersCollectionId) return null;

  var route = c.path();
  var method = c.request().method;
  var data = $apis.requestInfo(c).data || {};
  var errors = {};
  var message;

  if (method === "POST" && route === "/api/collections/:collection/records") {
    message = "Failed to create record.";
    checkNames(data, errors, true);
    var email = checkEmailField(data.email, "");
    if (email) errors.email = email;
    checkNewPassword(data, errors, true);
  } else if (method === "PATCH" && route === "/api/collections/:collection/records/:id") {
    message = "Failed to update record.";
    checkNames(data, errors, false);
    if (has(data, "email")) {
      var changed = checkEmailField(data.email, c.pathParam("id"));
      if (changed) errors.email = changed;
    }
    checkNewPassword(data, errors, false);
  } else if (method === "POST" && route === "/api/collections/:collection/confirm-password-reset") {
    message = "Failed to reset the password.";
    checkNewPassword(data, errors, true);
  } else if (method === "POST" && route === "/api/collections/:collection/request-email-change") {
    message = "Failed to request the e-mail change.";
    var newEmail = checkEmailField(data.newEmail, "");
    if (newEmail) errors.newEmail = newEmail;
  } else {
    return null;
  }

  for (var key in errors) return { message: message, errors: errors };
  return null;
}

module.exports = { problems: problems };
