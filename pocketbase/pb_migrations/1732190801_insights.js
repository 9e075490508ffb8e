/// <reference path="../pb_data/types.d.ts" />
// Issuer insights (pb_hooks/lib/insights.js). Plain tables, not collections: no records API reads
// them; the admin routes aggregate them in SQL. None of them names a visitor.
//   _gx_insight_days     the site's count of each event each UTC day (the chart and the totals).
//   _gx_insight_running  each certificate's running totals of every event, one row per certificate
//                        and day on which something happened to it: a period's figures are the row
//                        at its end less the row before its start, two index look-ups per
//                        certificate whatever the period's length. `others_last` is the last day
//                        anyone but the holder or an admin verified it.
//   _gx_insight_seen     today's keyed hashes of (visitor, certificate, event), so that a visitor
//                        counts once a day; earlier days' rows are deleted.
//   _gx_insight_salt     today's random key of those hashes, apart from the events; replaced each
//                        day, so nobody can link one day's visitor to another's.
migrate((db) => {
  db.newQuery(
    "CREATE TABLE IF NOT EXISTS _gx_insight_days (day TEXT NOT NULL, event TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0, " +
      "PRIMARY KEY (day, event)) WITHOUT ROWID",
  ).execute();
  db.newQuery(
    "CREATE TABLE IF NOT EXISTS _gx_insight_running (certificate TEXT NOT NULL, day TEXT NOT NULL, " +
      "issued INTEGER NOT NULL DEFAULT 0, mail_sent INTEGER NOT NULL DEFAULT 0, mail_failed INTEGER NOT NULL DEFAULT 0, viewed INTEGER NOT NULL DEFAULT 0," +
      "share_linkedin INTEGER NOT NULL DEFAULT 0, share_link INTEGER NOT NULL DEFAULT 0, share_print INTEGER NOT NULL DEFAULT 0, share_download INTEGER NOT NULL DEFAULT 0," +
      "verify_holder_qr INTEGER NOT NULL DEFAULT 0, verify_holder_link INTEGER NOT NULL DEFAULT 0, verify_holder_id INTEGER NOT NULL DEFAULT 0, verify_holder_file INTEGER NOT NULL DEFAULT 0," +
      "verify_admin_qr INTEGER NOT NULL DEFAULT 0, verify_admin_link INTEGER NOT NULL DEFAULT 0, verify_admin_id INTEGER NOT NULL DEFAULT 0, verify_admin_file INTEGER NOT NULL DEFAULT 0," +
      "verify_other_qr INTEGER NOT NULL DEFAULT 0, verify_other_link INTEGER NOT NULL DEFAULT 0, verify_other_id INTEGER NOT NULL DEFAULT 0, verify_other_file INTEGER NOT NULL DEFAULT 0, others_last TEXT NOT NULL DEFAULT '', " +
      "PRIMARY KEY (certificate, day)) WITHOUT ROWID",
  ).execute();
  db.newQuery("CREATE TABLE IF NOT EXISTS _gx_insight_seen (hash TEXT PRIMARY KEY, day TEXT NOT NULL) WITHOUT ROWID").execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_insight_seen_day ON _gx_insight_seen (day)").execute();
  db.newQuery("CREATE TABLE IF NOT EXISTS _gx_insight_salt (day TEXT PRIMARY KEY, salt TEXT NOT NULL)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_days").execute();
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_running").execute();
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_seen").execute();
  db.newQuery("DROP TABLE IF EXISTS _gx_insight_salt").execute();
});
