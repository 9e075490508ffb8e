/// <reference path="../pb_data/types.d.ts" />
// The `users` auth collection: docs/rules.md#validation rules for names, e-mail and passwords on every request that
// writes them (sign-up, profile update, password change, reset confirmation, e-mail change).

// The spec's rules on the fields of a request (answered before PocketBase's own validation) and the
// failed sign-in limit are checked by the one request middleware (lib/request-guard.js).

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
