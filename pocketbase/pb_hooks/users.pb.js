/// <reference path="../pb_data/types.d.ts" />
// The `users` auth collection: spec §5 rules for names, e-mail and passwords on every request that
// writes them (sign-up, profile update, password change, reset confirmation, e-mail change).

// A middleware, not a record hook: PocketBase validates a record (with its own messages) before
// onRecordBeforeCreateRequest runs, so the spec's messages have to answer first.
routerUse((next) => {
  return (c) => {
    const found = require(`${__hooks}/lib/user-input.js`).problems(c, "_pb_users_auth_");
    if (found) return require(`${__hooks}/lib/respond.js`).fieldErrors(c, found.message, found.errors);
    return next(c);
  };
});

// Failed password sign-ins: 5 per 15 minutes per client address and e-mail (spec §9 puts the same
// limit in the browser; this one holds for clients that skip it). Keyed by both, so nobody can
// lock a user out from another address.
routerUse((next) => {
  return (c) => {
    if (c.request().method !== "POST" || c.path() !== "/api/collections/:collection/auth-with-password") return next(c);
    const access = require(`${__hooks}/lib/access.js`);
    const rateLimit = require(`${__hooks}/lib/rate-limit.js`);
    const LIMIT = 5;
    const WINDOW_MS = 15 * 60 * 1000;

    const identity = String(($apis.requestInfo(c).data || {}).identity || "").trim().toLowerCase();
    const key = "signin:" + access.clientAddress(c) + ":" + identity;
    const state = rateLimit.check(key, LIMIT, WINDOW_MS);
    if (!state.allowed) {
      const minutes = Math.max(1, Math.ceil(state.retryAfterMs / 60000));
      c.response().header().set("Retry-After", String(Math.ceil(state.retryAfterMs / 1000)));
      return require(`${__hooks}/lib/respond.js`).failure(c, 429, "rate_limited", "Too many attempts",
        "Too many attempts. Please wait " + minutes + " minutes before trying again.", { retry_after_minutes: minutes });
    }
    try {
      return next(c);
    } catch (err) {
      rateLimit.record(key, WINDOW_MS);
      throw err;
    }
  };
});

// Names are stored as typed, without surrounding spaces; e-mail addresses in lower case (see
// lib/user-input.js emailTaken: PocketBase 0.22 matches addresses case-sensitively).
onRecordBeforeCreateRequest((e) => {
  e.record.set("first_name", e.record.getString("first_name").trim());
  e.record.set("last_name", e.record.getString("last_name").trim());
  e.record.setEmail(e.record.email().trim().toLowerCase());
}, "users");

onRecordBeforeUpdateRequest((e) => {
  e.record.set("first_name", e.record.getString("first_name").trim());
  e.record.set("last_name", e.record.getString("last_name").trim());
  e.record.setEmail(e.record.email().trim().toLowerCase());
}, "users");

onRecordBeforeConfirmEmailChangeRequest((e) => {
  e.record.setEmail(e.record.email().trim().toLowerCase());
}, "users");
