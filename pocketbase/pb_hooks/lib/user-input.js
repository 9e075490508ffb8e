/// <reference path="../../pb_data/types.d.ts" />
// Spec §5 rules for the fields of a `users` request, checked before PocketBase's own validation
// (which runs before any record hook and would answer with its own texts).

var rules = require(`${__hooks}/lib/validation.js`);

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

// bcrypt, which PocketBase 0.22 hashes passwords with, uses at most 72 bytes; PocketBase refuses
// longer passwords. The spec allows 128 characters, so this is the one place the server is
// stricter than the spec, and it says so in the spec's words.
var BCRYPT_MAX_BYTES = 72;

function utf8Length(value) {
  var bytes = 0;
  for (var i = 0; i < value.length; i++) {
    var unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function checkNewPassword(data, errors, required) {
  if (!required && !has(data, "password")) return;
  var password = rules.checkPassword(data.password);
  if (!password && utf8Length(String(data.password)) > BCRYPT_MAX_BYTES) {
    password = { code: "password_too_long", message: "Password is too long (max 72 characters)" };
  }
  if (password) {
    errors.password = password;
  } else if (String(data.passwordConfirm || "") !== String(data.password)) {
    errors.passwordConfirm = { code: "passwords_mismatch", message: "Passwords do not match." };
  }
}

/**
 * Returns { message, errors } for the request c when it writes a users record and breaks a rule,
 * otherwise null. Which requests: sign-up (create), update, password-reset confirm and e-mail
 * change request.
 */
function problems(c, usersCollectionId) {
  var collection = c.pathParam("collection");
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
