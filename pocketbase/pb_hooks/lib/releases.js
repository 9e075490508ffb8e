/// <reference path="../../pb_data/types.d.ts" />
// Reads the release store for the admin area: the channels' pointers and the history (the
// formats are scripts/lib/release/channel.ts and history.ts). Read only; a file that is missing
// or does not parse is reported, never fatal.

var CHANNELS = ["production", "staging"];
/** History lines returned, newest first. */
var HISTORY_LIMIT = 200;
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

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch (_) {
    return undefined;
  }
}

function readStore(dir) {
  if (!dir) return { configured: false, channels: [], history: [] };
  var history = [];
  var text = readText(dir, "history.jsonl");
  if (text) {
    var lines = text.split("\n");
    for (var i = 0; i < lines.length; i++) {
      var entry = lines[i] ? parseJson(lines[i]) : undefined;
      if (entry && typeof entry === "object") history.push(entry);
    }
  }
  var channels = [];
  for (var n = 0; n < CHANNELS.length; n++) {
    var name = CHANNELS[n];
    var pointerText = readText(dir, "channels/" + name + ".json");
    var pointer = pointerText ? parseJson(pointerText) : undefined;
    var remotes = [];
    var releases = (pointer && pointer.releases) || {};
    for (var remote in releases) {
      var promoted = null;
      // The latest change that put this release on this channel: who and when.
      for (var h = history.length - 1; h >= 0; h--) {
        var item = history[h];
        if (item.channel === name && item.remote === remote && item.to === releases[remote]) {
          promoted = item;
          break;
        }
      }
      remotes.push({
        remote: remote,
        release: String(releases[remote]),
        by: promoted ? String(promoted.who || "") : "",
        at: promoted ? String(promoted.at || "") : "",
      });
    }
    remotes.sort(function (a, b) {
      return a.remote < b.remote ? -1 : a.remote > b.remote ? 1 : 0;
    });
    channels.push({
      name: name,
      revision: pointer && typeof pointer.revision === "number" ? pointer.revision : 0,
      readable: pointerText === null || pointer !== undefined,
      remotes: remotes,
    });
  }
  return { configured: true, channels: channels, history: history.slice(-HISTORY_LIMIT).reverse() };
}

module.exports = { readStore: readStore };
