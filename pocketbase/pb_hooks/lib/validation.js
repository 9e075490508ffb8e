/// <reference path="../../pb_data/types.d.ts" />
// The server-side copy of the spec's validation rules (product-spec.md §5). The browser checks
// the same rules for convenience; these are the ones that protect the data. Each check returns
// null when the value passes, or { code, message } with the spec's text.

var COMMON_PASSWORDS = [
  "password", "123456", "123456789", "qwerty", "abc123",
  "password123", "admin", "welcome", "login", "test",
];

// Spec §5: the special characters a password must draw from.
var PASSWORD_SPECIALS = /[!@#$%^&*(),.?":{}|<>]/;
var EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var EMAIL_FORBIDDEN = /[<>"'&]|javascript:|data:|vbscript:/i;
// Scripts without letter case, whose letters are named by range (the JSVM's regular expressions
// have no \p{L}): Hebrew, Arabic, the Indic blocks, kana, CJK and Hangul.
var UNCASED_LETTERS = /[\u05D0-\u05EA\u0620-\u064A\u0900-\u0D7F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/;
var INDIC_DIGIT = /[\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/;
var COMBINING_MARK = /[\u0300-\u036F]/;

/**
 * A letter of any alphabet, a combining accent, a space, a hyphen or an apostrophe. Anything that
 * could carry markup or a script (<, >, :, =, quotes, parentheses, digits) falls outside this set.
 */
function isNameCharacter(ch) {
  if (ch === " " || ch === "-" || ch === "'" || ch === "\u2019") return true;
  if (ch.toLowerCase() !== ch.toUpperCase()) return true; // a cased letter: Latin, Greek, Cyrillic...
  if (COMBINING_MARK.test(ch)) return true;
  return UNCASED_LETTERS.test(ch) && !INDIC_DIGIT.test(ch);
}

function onlyNameCharacters(name) {
  for (var i = 0; i < name.length; i++) {
    if (!isNameCharacter(name.charAt(i))) return false;
  }
  return true;
}

function fail(code, message) {
  return { code: code, message: message };
}

function text(value) {
  return value === undefined || value === null ? "" : String(value);
}

/** Spec §5, e-mail: required, simple shape, at most 254 characters, no markup or script schemes. */
function checkEmail(value) {
  var email = text(value).trim();
  if (email === "") return fail("email_required", "Email is required");
  if (email.length > 254) return fail("email_too_long", "Email address is too long");
  if (EMAIL_FORBIDDEN.test(email)) return fail("email_invalid_characters", "Email contains invalid characters");
  if (!EMAIL_SHAPE.test(email)) return fail("email_invalid", "Please enter a valid email address");
  return null;
}

/** Spec §5, sign-up password: 8-128 characters, four character classes, not a common password. */
function checkPassword(value) {
  var password = text(value);
  if (password === "") return fail("password_required", "Password is required");
  if (password.length < 8) return fail("password_too_short", "Password must be at least 8 characters long");
  if (password.length > 128) return fail("password_too_long", "Password is too long (max 128 characters)");
  // Before the character classes: "password" should hear that it is common, not that it lacks a digit.
  if (COMMON_PASSWORDS.indexOf(password.toLowerCase()) !== -1) {
    return fail("password_too_common", "This password is too common. Please choose a different one");
  }
  if (!/[A-Z]/.test(password)) return fail("password_no_uppercase", "Password must contain at least one uppercase letter");
  if (!/[a-z]/.test(password)) return fail("password_no_lowercase", "Password must contain at least one lowercase letter");
  if (!/[0-9]/.test(password)) return fail("password_no_number", "Password must contain at least one number");
  if (!PASSWORD_SPECIALS.test(password)) {
    return fail("password_no_special", "Password must contain at least one special character");
  }
  return null;
}

/** Spec §5, names: required, 1-50 characters, only letters, spaces, hyphens and apostrophes. */
function checkName(value, label) {
  var name = text(value).trim();
  if (name === "") return fail("name_required", label + " is required");
  if (name.length > 50) return fail("name_too_long", label + " is too long (max 50 characters)");
  if (!onlyNameCharacters(name)) {
    return fail("name_invalid_characters", label + " can only contain letters, spaces, hyphens, and apostrophes");
  }
  return null;
}

/**
 * HTML-escapes the five significant characters. It is idempotent: an entity that is already
 * escaped is left alone, so text escaped by the browser (spec §5) is not escaped twice.
 */
function escapeHtml(value) {
  return text(value)
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Trims, drops control characters (keeping line breaks and tabs) and HTML-escapes free text. */
function cleanText(value) {
  return escapeHtml(text(value).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim());
}

module.exports = {
  checkEmail: checkEmail,
  checkPassword: checkPassword,
  checkName: checkName,
  escapeHtml: escapeHtml,
  cleanText: cleanText,
};
