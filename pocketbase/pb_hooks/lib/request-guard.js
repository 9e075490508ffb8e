/// <reference path="../../pb_data/types.d.ts" />
// The checks every API request passes before its route, in one router middleware (server.pb.js).
//
// A JS router middleware holds a VM of the hooks pool from its start until the rest of the request
// has run, so a request that passed four of them held four VMs at once. Under a 200-connection
// flood from one address that drained the pool, and every other visitor's request waited for a
// VM or paid for a throw-away one. One middleware holds one; the checks below only read the path,
// the method and the query until one of them may apply.
//
// In order: the body limit (before anything reads the body), @collection/_via_ references in
// filters and sorts, the failed superuser sign-in limit, the spec's rules on the fields of a
// `users` request, of a new certificate or of a new template version, and the failed sign-in limit.

var MAX_BODY_BYTES = 12 * 1024 * 1024;
var USERS_COLLECTION_ID = "_pb_users_auth_";
var CERTIFICATES_COLLECTION_ID = "gxcertificates1";
var TEMPLATES_COLLECTION_ID = "gxcerttemplate1";
var SUPERUSER_SIGN_IN = "/api/admins/auth-with-password";

/**
 * A request whose fields the spec's rules may judge before PocketBase does (lib/user-input.js
 * picks the writes): any request to users, and a new certificate (the rest of the certificates'
 * traffic, the holders' and admins' lists, goes straight on).
 */
function hasFieldRules(c) {
  var collection = c.pathParam("collection");
  if (collection === "users" || collection === USERS_COLLECTION_ID) return true;
  return (collection === "certificates" || collection === CERTIFICATES_COLLECTION_ID ||
    collection === "certificate_templates" || collection === TEMPLATES_COLLECTION_ID) &&
    c.request().method === "POST" && c.path() === "/api/collections/:collection/records";
}

/** The whole chain: `next` runs the route; the answer of the first check that refuses otherwise. */
function guard(c, next) {
  var checked = function (ctx) {
    return afterBodyLimit(ctx, next);
  };
  // PocketBase 0.22 has no global body limit. A certificate file may be 10485760 bytes (docs/rules.md#limits);
  // this leaves room for the multipart envelope and the other fields, and refuses a far larger body
  // from its Content-Length, before reading it. Backup uploads (superusers only) are exempt.
  if (c.path() === "/api/backups/upload") return checked(c);
  // Most requests need none of the checks below: they go straight on behind the limit, without
  // calling back into this VM.
  if (!mayNeedChecks(c)) return $apis.bodyLimit(MAX_BODY_BYTES)(next)(c);
  return $apis.bodyLimit(MAX_BODY_BYTES)(checked)(c);
}

var CROSS_COLLECTION = /@collection|_via_/i;

/**
 * A request to the users or certificates collection, a superuser sign-in, a realtime subscription,
 * or a filter or sort that names another collection.
 */
function mayNeedChecks(c) {
  if (c.path() === SUPERUSER_SIGN_IN) return true;
  if (hasFieldRules(c)) return true;
  if (c.path() === "/api/realtime") return true;
  return CROSS_COLLECTION.test(c.queryParam("filter")) || CROSS_COLLECTION.test(c.queryParam("sort"));
}

function afterBodyLimit(c, next) {
  var respond = require(`${__hooks}/lib/respond.js`);

  // In PocketBase 0.22 a client's filter or sort may name any collection with @collection.* (and
  // follow back-relations with *_via_*) without that collection's API rules: a yes/no oracle on
  // data the client may not read (e.g. "@collection.contact_messages.email ?= '...'"). Only
  // superusers may use them; the API rules themselves are not affected (they are not request input).
  var found = require(`${__hooks}/lib/access.js`).crossCollectionQuery(c);
  if (found) {
    return respond.fieldErrors(c, "Filters and sorts may not reach other collections.", {
      [found]: { code: "cross_collection_query", message: "@collection and _via_ references are not allowed." },
    });
  }

  if (c.request().method === "POST" && c.path() === SUPERUSER_SIGN_IN) {
    // Per address whatever the account: a superuser's password opens everything, so one address
    // gets five guesses in total, not five per address it tries. The proxy closes this route to
    // addresses outside GX_PB_ADMIN_ALLOW; this limit also holds for the allowed ones.
    return failuresLimited(c, next, "superuser-signin:" + require(`${__hooks}/lib/access.js`).clientAddress(c));
  }

  if (!hasFieldRules(c)) return next(c);

  // Before PocketBase's own validation, which runs before onRecordBeforeCreateRequest and would
  // answer with its own texts: the spec's messages have to answer first.
  var problem = require(`${__hooks}/lib/user-input.js`).problems(c, USERS_COLLECTION_ID);
  if (problem) return respond.fieldErrors(c, problem.message, problem.errors);

  if (c.request().method === "POST" && c.path() === "/api/collections/:collection/auth-with-password") {
    // Failed password sign-ins: 5 per 15 minutes per client address and e-mail (docs/rules.md#limits puts the
    // same limit in the browser; this one holds for clients that skip it). Keyed by both, so nobody
    // can lock a user out from another address.
    var identity = String(($apis.requestInfo(c).data || {}).identity || "").trim().toLowerCase();
    return failuresLimited(c, next, "signin:" + require(`${__hooks}/lib/access.js`).clientAddress(c) + ":" + identity);
  }
  return next(c);
}

/**
 * Runs the sign-in unless `key` has failed 5 times in 15 minutes; a failure counts against `key`.
 * The attempt is taken before the sign-in runs and given back when it succeeds, so sign-ins sent
 * together are no more than the failures left.
 */
function failuresLimited(c, next, key) {
  var rateLimit = require(`${__hooks}/lib/rate-limit.js`);
  var LIMIT = 5;
  var WINDOW_MS = 15 * 60 * 1000;

  var attempt = rateLimit.reserve(key, LIMIT, WINDOW_MS);
  if (!attempt.allowed) {
    var minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60000));
    c.response().header().set("Retry-After", String(Math.ceil(attempt.retryAfterMs / 1000)));
    return require(`${__hooks}/lib/respond.js`).failure(c, 429, "rate_limited", "Too many attempts",
      "Too many attempts. Please wait " + minutes + " minutes before trying again.", { retry_after_minutes: minutes });
  }
  // A failed sign-in throws, and keeps its attempt.
  var answered = next(c);
  rateLimit.release(attempt);
  return answered;
}

module.exports = { guard: guard };
