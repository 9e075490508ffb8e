/// <reference path="../../pb_data/types.d.ts" />
// The server-side copy of the spec's validation rules (docs/rules.md#validation). The browser checks
// the same rules for convenience; these are the ones that protect the data. Each check returns
// null when the value passes, or { code, message } with the spec's text.

var COMMON_PASSWORDS = [
  "password", "123456", "123456789", "qwerty", "abc123",
  "password123", "admin", "welcome", "login", "test",
];

// docs/rules.md#validation: the special characters a password must draw from.
var PASSWORD_SPECIALS = /[!@#$%^&*(),.?":{}|<>]/;
var EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var EMAIL_FORBIDDEN = /[<>"'&]|javascript:|data:|vbscript:/i;

// bcrypt, which PocketBase 0.22 hashes passwords with, reads at most 72 bytes; PocketBase
// refuses longer passwords. Within the spec's 128 characters this is the limit that counts for
// accented and non-Latin characters, so it has its own message (the browser's is the same).
var PASSWORD_MAX_BYTES = 72;

// Names: letters of every script with their marks, the zero-width non-joiner and joiner (Persian
// and Indic spelling), spaces, hyphens, straight and curly apostrophes, and at least one letter.
// The JSVM has no \p{L}, so the letters are ranges generated from it (name-letters.js). The
// pattern is built on first use: a thousand ranges cost a moment to compile.
var nameCharacters = null;
var nameLetter = null;
function namePatterns() {
  if (!nameCharacters) {
    var letters = require(`${__hooks}/lib/name-letters.js`);
    nameCharacters = new RegExp("^[" + letters.LETTER_OR_MARK + "\\u200C\\u200D '\\u2019-]+$", "u");
    nameLetter = new RegExp("[" + letters.LETTER + "]", "u");
  }
  return { characters: nameCharacters, letter: nameLetter };
}

// Markup that would run a script if a certificate's title or issuer were rendered as HTML; the
// browser's rule (shared-ui certificateTextProblem) is the same pattern.
var SCRIPT_LIKE = /<\s*\/?\s*(?:script|iframe|object|embed|svg|img|style|link|meta|base|form)\b|<[^>]*\son[a-z]+\s*=|(?:javascript|vbscript)\s*:\S/i;

function fail(code, message) {
  return { code: code, message: message };
}

function text(value) {
  return value === undefined || value === null ? "" : String(value);
}

/**
 * docs/rules.md#validation, e-mail, in the spec's order (the browser's too): required, simple shape, at most 254
 * characters, no markup or script schemes.
 */
function checkEmail(value) {
  var email = text(value).trim();
  if (email === "") return fail("email_required", "Email is required");
  if (!EMAIL_SHAPE.test(email)) return fail("email_invalid", "Please enter a valid email address");
  if (email.length > 254) return fail("email_too_long", "Email address is too long");
  if (EMAIL_FORBIDDEN.test(email)) return fail("email_invalid_characters", "Email contains invalid characters");
  return null;
}

/** UTF-8 length: a surrogate pair is one 4-byte character, a lone surrogate 3 (sent as U+FFFD). */
function utf8Length(value) {
  var bytes = 0;
  for (var i = 0; i < value.length; i++) {
    var unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * docs/rules.md#validation, sign-up password, in the browser's order: required, not a common password (first:
 * every listed one also breaks a length or class rule), 8-128 characters, at most 72 bytes, then
 * the four character classes.
 */
function checkPassword(value) {
  var password = text(value);
  if (password === "") return fail("password_required", "Password is required");
  if (COMMON_PASSWORDS.indexOf(password.toLowerCase()) !== -1) {
    return fail("password_too_common", "This password is too common. Please choose a different one");
  }
  if (password.length < 8) return fail("password_too_short", "Password must be at least 8 characters long");
  if (password.length > 128) return fail("password_too_long", "Password is too long (max 128 characters)");
  if (utf8Length(password) > PASSWORD_MAX_BYTES) {
    return fail("password_too_many_bytes",
      "Password is too long (max 72 bytes; accented and non-Latin characters count as 2 to 4 bytes each)");
  }
  if (!/[A-Z]/.test(password)) return fail("password_no_uppercase", "Password must contain at least one uppercase letter");
  if (!/[a-z]/.test(password)) return fail("password_no_lowercase", "Password must contain at least one lowercase letter");
  if (!/[0-9]/.test(password)) return fail("password_no_number", "Password must contain at least one number");
  if (!PASSWORD_SPECIALS.test(password)) {
    return fail("password_no_special", "Password must contain at least one special character");
  }
  return null;
}

/** docs/rules.md#validation, names: required, 1-50 characters, only letters, spaces, hyphens and apostrophes. */
function checkName(value, label) {
  var name = text(value).trim();
  if (name === "") return fail("name_required", label + " is required");
  if (name.length > 50) return fail("name_too_long", label + " is too long (max 50 characters)");
  var patterns = namePatterns();
  if (!patterns.characters.test(name) || !patterns.letter.test(name)) {
    return fail("name_invalid_characters", label + " can only contain letters, spaces, hyphens, and apostrophes");
  }
  return null;
}

/**
 * A certificate's free text (trimmed): required when `required`, at most `max` characters as
 * typed, and for a title or issuer no script-like content. docs/rules.md#validation: 'Invalid title'.
 */
function checkCertificateText(value, label, max, required, refuseScripts) {
  var trimmed = text(value).trim();
  if (trimmed === "") return required ? fail("validation_required", label + " is required") : null;
  if (trimmed.length > max) return fail("too_long", label + " is too long (max " + max + " characters)");
  if (refuseScripts && SCRIPT_LIKE.test(trimmed)) return fail("script_like", label + " must not contain script-like content");
  return null;
}

/**
 * HTML-escapes the five significant characters. It is idempotent: an entity that is already
 * escaped is left alone, so text escaped by the browser (docs/rules.md#validation) is not escaped twice.
 */
function escapeHtml(value) {
  return text(value)
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

var ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * The text as typed, from text the browser HTML-escaped before sending (docs/rules.md#validation, contact form):
 * exactly the five entities escapeHtml writes, in one pass. Rules judge what the person typed, so
 * "O'Brien" sent as "O&#39;Brien" is a name and a 5,000-character message stays within the limit.
 */
function unescapeHtml(value) {
  return text(value).replace(/&(?:amp|lt|gt|quot|#39);/g, function (entity) {
    return ENTITIES[entity];
  });
}

/** Trims, drops control characters (keeping line breaks and tabs) and HTML-escapes free text. */
function cleanText(value) {
  return escapeHtml(text(value).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim());
}

/**
 * A template's image (logo, background, signature), judged by its first bytes and its size:
 * PNG or JPEG of at most 2 MB; SVG (it can carry scripts) and anything else are refused. The
 * browser says the same (shared-ui templateImageProblem); the file field judges the content too.
 */
var TEMPLATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

function templateImageMessages(label) {
  return {
    type: label + " must be a PNG or JPEG image (SVG is not accepted).",
    size: label + " is too large: an image may be at most 2 MB.",
  };
}

/** `head` is the file's first bytes as readerToString gives them (invalid UTF-8 reads as U+FFFD). */
function checkTemplateImage(label, size, head) {
  var messages = templateImageMessages(label);
  var png = head.substring(1, 8) === "PNG\r\n\u001a\n";
  var jpeg = head.substring(0, 3) === "\uFFFD\uFFFD\uFFFD";
  if (!png && !jpeg) return fail("image_type", messages.type);
  if (size > TEMPLATE_IMAGE_MAX_BYTES) return fail("image_too_large", messages.size);
  return null;
}

var TEMPLATE_COLOUR = /^#[0-9a-fA-F]{6}$/;

function checkTemplateColour(value, label) {
  return TEMPLATE_COLOUR.test(text(value).trim()) ? null : fail("invalid_colour", label + " must be a colour written like #1c7ed6");
}

module.exports = {
  checkTemplateImage: checkTemplateImage,
  checkTemplateColour: checkTemplateColour,
  TEMPLATE_IMAGE_MAX_BYTES: TEMPLATE_IMAGE_MAX_BYTES,
  checkEmail: checkEmail,
  checkCertificateText: checkCertificateText,
  utf8Length: utf8Length,
  checkPassword: checkPassword,
  checkName: checkName,
  escapeHtml: escapeHtml,
  unescapeHtml: unescapeHtml,
  cleanText: cleanText,
};
