/// <reference path="../../pb_data/types.d.ts" />
// One request followed through the logs (W3C Trace Context, docs/operations.md, "Following one
// request"): every API request is logged as one JSON line on stdout (method, path, status,
// duration, and the caller's trace id when it sent a well-formed `traceparent`), and the calls to
// the signer made while answering it carry that trace on.
//
// The line holds no query string (filters name e-mail addresses), no header, no body and no
// token: a path names collections, record ids and certificate IDs only.
//
// A route's handler runs in its own VM of the pool, not the middleware's, so the trace of the
// request it answers is set in its VM by `within(c, fn)` for the time of `fn` (the VM serves
// other requests and jobs afterwards).

var HEADER = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
var ZEROS = /^0+$/;
var HEX = "0123456789abcdef";

/** The caller's trace context from a `traceparent` value, or null when it is missing or malformed. */
function parse(value) {
  var match = HEADER.exec(String(value || "").trim());
  if (!match) return null;
  var version = match[1];
  if (version === "ff" || (version === "00" && match[5] !== undefined)) return null;
  if (ZEROS.test(match[2]) || ZEROS.test(match[3])) return null;
  return { traceId: match[2], spanId: match[3], flags: match[4] };
}

function spanId() {
  var id = $security.randomStringWithAlphabet(16, HEX);
  return ZEROS.test(id) ? spanId() : id;
}

function callerOf(c) {
  return parse(c.request().header.get("traceparent"));
}

function statusOf(c, failure) {
  if (c.response().committed) return c.response().status;
  if (failure) {
    var code = failure.code || (failure.value && failure.value.code);
    return typeof code === "number" && code >= 400 ? code : 500;
  }
  return 200;
}

/** Runs `run` (the rest of the request) and prints the request's line once it is answered. */
function logged(c, run) {
  var started = Date.now();
  var failure = null;
  try {
    return run();
  } catch (err) {
    failure = err;
    throw err;
  } finally {
    var caller = callerOf(c);
    var line = {
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      method: c.request().method,
      path: c.request().url.path,
      status: statusOf(c, failure),
      duration_ms: Date.now() - started,
    };
    if (caller) line.trace_id = caller.traceId;
    console.log(JSON.stringify(line));
  }
}

// The `traceparent` this VM sends on while it answers a request (set by `within`).
var outgoing = "";

/** Runs `fn` with the request's trace set for the calls it makes to the signer (`headers`). */
function within(c, fn) {
  var caller = callerOf(c);
  var before = outgoing;
  outgoing = caller ? "00-" + caller.traceId + "-" + spanId() + "-" + caller.flags : "";
  try {
    return fn();
  } finally {
    outgoing = before;
  }
}

/** `headers` with the request's `traceparent` added, when one is being followed. */
function headers(base) {
  var result = {};
  for (var name in base) result[name] = base[name];
  if (outgoing !== "") result.traceparent = outgoing;
  return result;
}

module.exports = {
  parse: parse,
  logged: logged,
  within: within,
  headers: headers,
};
