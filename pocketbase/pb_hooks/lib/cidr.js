/// <reference path="../../pb_data/types.d.ts" />
// IPv4 and IPv6 addresses and CIDR ranges as byte arrays, for the trusted-proxy check in
// access.js. PocketBase's JS VM has no net module; the forms accepted are the ones the settings
// check lets through (scripts/lib/address-list.ts), plus IPv4-mapped IPv6 (::ffff:a.b.c.d),
// which is read as the IPv4 address it carries.

function ipv4Bytes(text) {
  var parts = text.split(".");
  if (parts.length !== 4) return null;
  var bytes = [];
  for (var i = 0; i < 4; i++) {
    if (!/^\d{1,3}$/.test(parts[i])) return null;
    var n = parseInt(parts[i], 10);
    if (n > 255) return null;
    bytes.push(n);
  }
  return bytes;
}

function ipv6Bytes(text) {
  var zone = text.indexOf("%");
  if (zone > -1) text = text.substring(0, zone);
  var tail = [];
  var lastColon = text.lastIndexOf(":");
  if (text.indexOf(".", lastColon) > -1) {
    tail = ipv4Bytes(text.substring(lastColon + 1));
    if (!tail) return null;
    text = text.substring(0, lastColon + 1) + "0:0";
  }
  var halves = text.split("::");
  if (halves.length > 2) return null;
  var head = halves[0] ? halves[0].split(":") : [];
  var rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  var missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  var groups = head.concat(new Array(halves.length === 2 ? missing : 0).fill("0"), rest);
  var bytes = [];
  for (var i = 0; i < groups.length; i++) {
    if (!/^[0-9a-f]{1,4}$/i.test(groups[i])) return null;
    var n = parseInt(groups[i], 16);
    bytes.push(n >> 8, n & 255);
  }
  if (tail.length) bytes.splice(12, 4, tail[0], tail[1], tail[2], tail[3]);
  return bytes;
}

/** The address as bytes (4 for IPv4 and IPv4-mapped IPv6, 16 for IPv6), or null. */
function parseAddress(text) {
  var value = String(text || "").trim().replace(/^\[|\]$/g, "");
  if (value.indexOf(":") === -1) return ipv4Bytes(value);
  var bytes = ipv6Bytes(value);
  if (!bytes) return null;
  var mapped = bytes.slice(0, 10).every(function (b) { return b === 0; }) && bytes[10] === 255 && bytes[11] === 255;
  return mapped ? bytes.slice(12) : bytes;
}

/** "10.0.0.0/8" or "2001:db8::1" as { bytes, bits }, or null. */
function parseRange(text) {
  var parts = String(text || "").trim().split("/");
  var bytes = parseAddress(parts[0]);
  if (!bytes || parts.length > 2) return null;
  var bits = parts.length === 2 ? parseInt(parts[1], 10) : bytes.length * 8;
  // A mapped IPv6 range names IPv4 addresses: its prefix counts the 96 bits before them.
  if (parts.length === 2 && parts[0].indexOf(":") > -1 && bytes.length === 4) bits -= 96;
  if (!(bits >= 0 && bits <= bytes.length * 8)) return null;
  return { bytes: bytes, bits: bits };
}

function inRange(bytes, range) {
  if (!bytes || bytes.length !== range.bytes.length) return false;
  for (var bit = 0; bit < range.bits; bit += 8) {
    var width = Math.min(8, range.bits - bit);
    var mask = (0xff << (8 - width)) & 0xff;
    var i = bit / 8;
    if ((bytes[i] & mask) !== (range.bytes[i] & mask)) return false;
  }
  return true;
}

/** The ranges of a comma- or space-separated list; entries that do not parse are left out. */
function parseRanges(text) {
  return String(text || "")
    .split(/[\s,]+/)
    .map(parseRange)
    .filter(function (range) { return range !== null; });
}

function matchesAny(address, ranges) {
  var bytes = parseAddress(address);
  return ranges.some(function (range) { return inRange(bytes, range); });
}

module.exports = { parseAddress: parseAddress, parseRanges: parseRanges, matchesAny: matchesAny };
