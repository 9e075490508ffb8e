/// <reference path="../../pb_data/types.d.ts" />
// Reads the release store for the admin area: the channels' pointers and the history, checked and
// summed up by shared-ui's releasesOverview (the formats every reader of the store shares). Read
// only; a file that is missing or does not parse is reported, never fatal.

var formats = require(`${__hooks}/lib/shared-ui.js`);
/** The history file is read up to this size (a store's years of deploys are far below it). */
var MAX_BYTES = 8 * 1024 * 1024;

function readText(dir, name) {
  var file;
  try {
    file = $os.dirFS(dir).open(name);
  } catch (_) {
    return null;
  }
  try {
    return readerToString(file, MAX_BYTES);
  } finally {
    file.close();
  }
}

function readStore(dir) {
  if (!dir) return { configured: false, channels: [], history: [] };
  var pointers = {};
  formats.CHANNELS.forEach(function (name) {
    pointers[name] = readText(dir, "channels/" + name + ".json");
  });
  return formats.releasesOverview(readText(dir, "history.jsonl"), pointers);
}

module.exports = { readStore: readStore };
