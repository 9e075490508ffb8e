/// <reference path="../pb_data/types.d.ts" />
// The attempts the per-client limits count (pb_hooks/lib/rate-limit.js): one row per attempt
// taken, until it leaves its window. A plain table, not a collection: no API reads it. `key` is a
// SHA-256 of the limit's name and the client (address, and the e-mail for sign-ins), never the
// client itself.
migrate((db) => {
  db.newQuery("CREATE TABLE IF NOT EXISTS _gx_rate_hits (key TEXT NOT NULL, expires INTEGER NOT NULL)").execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_rate_hits_key ON _gx_rate_hits (key, expires)").execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_rate_hits_expires ON _gx_rate_hits (expires)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_rate_hits").execute();
});
