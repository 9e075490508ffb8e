/// <reference path="../../pb_data/types.d.ts" />
// Settings that depend on the run (site origin, SMTP, sender, inbox, limits) come from the
// environment that src/launcher.ts gives the pocketbase process. Everything else is migrated.

var DEFAULT_APP_URL = "http://localhost:3000";
var DEFAULT_SENDER = "no-reply@gx.example";
var DEFAULT_INBOX = "hello@gx.example";
var DEFAULT_VERIFY_RATE_LIMIT = 10;
var DEFAULT_CONTACT_RATE_LIMIT = 3;

function env(name) {
  return String($os.getenv(name) || "").trim();
}

function appUrl() {
  return (env("GX_APP_URL") || DEFAULT_APP_URL).replace(/\/+$/, "");
}

function companyInbox() {
  return env("GX_COMPANY_INBOX") || DEFAULT_INBOX;
}

/** Verification requests allowed per minute and client address (default 10). */
function verifyRateLimit() {
  var n = parseInt(env("GX_VERIFY_RATE_LIMIT"), 10);
  return n > 0 ? n : DEFAULT_VERIFY_RATE_LIMIT;
}

/** Insight events (POST /api/gx/events) recorded per minute and client address (default 60). */
function eventsRateLimit() {
  var n = parseInt(env("GX_EVENTS_RATE_LIMIT"), 10);
  return n > 0 ? n : 60;
}

/**
 * Contact messages allowed per 10 minutes and client address (docs/rules.md#limits: 3). Raised only for the
 * end-to-end suite, whose browsers all share 127.0.0.1; the server tests prove the default.
 */
function contactRateLimit() {
  var n = parseInt(env("GX_CONTACT_RATE_LIMIT"), 10);
  return n > 0 ? n : DEFAULT_CONTACT_RATE_LIMIT;
}

function mailEnabled(app) {
  return !!app.settings().smtp.enabled;
}

/**
 * Writes the run's settings into the app settings. Only when GX_APP_URL is set (the launcher's
 * `serve`; not its `migrate` or `admin` commands) and the settings table exists (a fresh data
 * directory is migrated after bootstrap). Without GX_SMTP_HOST mail is disabled.
 */
function applyRunSettings(app) {
  if (!env("GX_APP_URL")) return;
  var dao = app.dao();
  if (!dao.hasTable("_params")) return;

  var settings = app.settings();
  settings.meta.appName = "GX";
  settings.meta.appUrl = appUrl();
  settings.meta.senderName = env("GX_SENDER_NAME") || "GX";
  settings.meta.senderAddress = env("GX_SENDER_ADDRESS") || DEFAULT_SENDER;

  var host = env("GX_SMTP_HOST");
  settings.smtp.enabled = host !== "";
  if (host !== "") {
    settings.smtp.host = host;
    settings.smtp.port = parseInt(env("GX_SMTP_PORT"), 10) || 25;
    // PocketBase's `tls` is TLS from the first byte (smtps); without it PocketBase upgrades with
    // STARTTLS when the server offers it (the launcher's callers check that it does).
    settings.smtp.tls = env("GX_SMTP_SECURITY") === "tls";
    var username = env("GX_SMTP_USERNAME");
    settings.smtp.authMethod = username ? "PLAIN" : "";
    settings.smtp.username = username;
    settings.smtp.password = username ? String($os.getenv("GX_SMTP_PASSWORD") || "") : "";
  }
  dao.saveSettings(settings);
}

module.exports = {
  appUrl: appUrl,
  companyInbox: companyInbox,
  verifyRateLimit: verifyRateLimit,
  eventsRateLimit: eventsRateLimit,
  contactRateLimit: contactRateLimit,
  mailEnabled: mailEnabled,
  applyRunSettings: applyRunSettings,
};
