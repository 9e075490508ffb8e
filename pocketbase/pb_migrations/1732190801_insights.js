/// <reference path="../pb_data/types.d.ts" />
// Issuer insights (pb_hooks/lib/insights.js). Plain tables, not collections: no records API reads
// them; the admin routes aggregate them in SQL.
//   _gx_insight_daily  what happened to each certificate each UTC day: one row per certificate, day
//                      and event with its count. No visitor is named in it.
//   _gx_insight_seen   today's keyed hashes of (visitor, certificate, event), so that a visitor counts
//                      once a day; earlier days' rows are deleted.
//   _gx_insight_salt   today's random key of those hashes, apart from the events; replaced each day,
//                      so nobody can link one day's visitor to another's.
migrate((db) => {
  db.newQuery(
    "CREATE TABLE IF NOT EXISTS _gx_insight_daily (" +
      "certificate TEXT NOT NULL, day TEXT NOT NULL, event TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0, " +
      "PRIMARY KEY (certificate, day, event)) WITHOUT ROWID",
  ).execute();
  // The period's totals and per-day series read this index alone.
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_insight_daily_day ON _gx_insight_daily (day, event, n)").execute();
  db.newQuery("CREATE TABLE IF NOT EXISTS _gx_insight_seen (hash TEXT PRIMARY KEY, day TEXT NOT NULL) WITHOUT ROWID").execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_insight_seen_day ON _gx_insight_seen (day)").execute();
  db.newQuery("CREATE TABLE IF NOT EXISTS _gx_insight_salt (day TEXT PRIMARY KEY, salt TEXT NOT NULL)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_daily").execute();
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_seen").execute();
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_salt").execute();
});
