/// <reference path="../../pb_data/types.d.ts" />
// Who is asking: the site-admin check shared by the hooks, and the client address used by the
// rate limits.

/**
 * A site admin is a `users` record with a `user_roles` row whose role is admin (docs/rules.md#roles: no row
 * means an ordinary user). PocketBase superusers are not site admins.
 */
function isSiteAdmin(dao, authRecord) {
  if (!authRecord || authRecord.collection().name !== "users") return false;
  try {
    dao.findFirstRecordByFilter("user_roles", "user = {:user} && role = 'admin'", { user: authRecord.id });
    return true;
  } catch (_) {
    return false;
  }
}

/** The TCP peer's address, without port or brackets. */
function peerAddress(c) {
  var remote = String(c.request().remoteAddr || "");
  var colon = remote.lastIndexOf(":");
  var host = colon > -1 ? remote.substring(0, colon) : remote;
  return host.replace(/^\[|\]$/g, "");
}

// GX_TRUSTED_PROXIES parsed, kept per VM (this module is loaded once in each): every limited
// request asks for its client's address, a refused one too, and must not parse the list each time.
var trustedText = "";
var trustedRanges = [];

function trustedProxies() {
  var text = String($os.getenv("GX_TRUSTED_PROXIES") || "");
  if (text !== trustedText) {
    trustedRanges = require(`${__hooks}/lib/cidr.js`).parseRanges(text);
    trustedText = text;
  }
  return trustedRanges;
}

/**
 * The visitor's address, the key of every per-address limit. Not c.realIP(): that believes
 * X-Forwarded-For from anyone, which any client can set to dodge a limit. The header is read only
 * when the TCP peer is one of GX_TRUSTED_PROXIES; then the rightmost address in it that is not a
 * trusted proxy is the visitor (the addresses left of it were written by the visitor, and can be
 * anything). A request with no usable address in the header stays keyed on the peer.
 */
function clientAddress(c) {
  var peer = peerAddress(c);
  var trusted = trustedProxies();
  if (trusted.length === 0) return peer;
  var cidr = require(`${__hooks}/lib/cidr.js`);
  if (!cidr.matchesAny(peer, trusted)) return peer;
  // Several X-Forwarded-For lines read as one list, in order.
  var lines = c.request().header.values("X-Forwarded-For") || [];
  var joined = [];
  for (var l = 0; l < lines.length; l++) joined.push(String(lines[l]));
  var hops = joined
    .join(",")
    .split(",")
    .map(function (hop) {
      return hop.trim();
    })
    .filter(function (hop) {
      return hop !== "";
    });
  for (var i = hops.length - 1; i >= 0; i--) {
    if (!cidr.parseAddress(hops[i])) break;
    if (!cidr.matchesAny(hops[i], trusted)) return hops[i].replace(/^\[|\]$/g, "");
  }
  return peer;
}

var CROSS_COLLECTION = /@collection|_via_/i;

/**
 * For a request that is not a superuser's: the name of the query input ("filter", "sort" or
 * "subscriptions") that reaches into another collection, or null. Realtime subscriptions carry
 * their filter inside the subscription string.
 */
function crossCollectionQuery(c) {
  var filter = c.queryParam("filter");
  var sort = c.queryParam("sort");
  var realtime = c.path() === "/api/realtime" && c.request().method === "POST";
  if (!CROSS_COLLECTION.test(filter) && !CROSS_COLLECTION.test(sort) && !realtime) return null;

  var info = $apis.requestInfo(c);
  if (info.admin) return null;
  if (CROSS_COLLECTION.test(filter)) return "filter";
  if (CROSS_COLLECTION.test(sort)) return "sort";
  if (realtime && subscriptionsReachOut((info.data && info.data.subscriptions) || [])) return "subscriptions";
  return null;
}

/** The SDK URL-encodes a subscription's options: "topic?options=%7B%22query%22..." */
function subscriptionsReachOut(subscriptions) {
  var list = Array.isArray(subscriptions) ? subscriptions : [subscriptions];
  return list.some(function (topic) {
    var text = String(topic);
    try {
      text += " " + decodeURIComponent(text);
    } catch (_) {
      // a malformed escape: the raw text is checked
    }
    return CROSS_COLLECTION.test(text);
  });
}

module.exports = {
  isSiteAdmin: isSiteAdmin,
  clientAddress: clientAddress,
  crossCollectionQuery: crossCollectionQuery,
};
