/// <reference path="../../pb_data/types.d.ts" />
// Who is asking: the site-admin check shared by the hooks, and the client address used by the
// rate limits.

/**
 * A site admin is a `users` record with a `user_roles` row whose role is admin (spec §6: no row
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

/**
 * The address of the TCP peer. Not c.realIP(): that trusts X-Forwarded-For, which any client can
 * set to dodge a limit. Behind a trusted reverse proxy this is the place to read its header.
 */
function clientAddress(c) {
  var remote = String(c.request().remoteAddr || "");
  var colon = remote.lastIndexOf(":");
  var host = colon > -1 ? remote.substring(0, colon) : remote;
  return host.replace(/^\[|\]$/g, "");
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
