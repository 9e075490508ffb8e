/// <reference path="../pb_data/types.d.ts" />
// Which client already verified which certificate today (one count per client address per
// certificate per UTC day). Written in batches by pb_hooks/lib/verification-counts.js; its primary
// key makes a repeated mark a no-op, so a count is never taken twice. A plain table, not a
// collection: no API reads it. `client` is a SHA-256 of the day and the address, not the address.
migrate((db) => {
  db.newQuery(
    "CREATE TABLE IF NOT EXISTS _gx_verification_marks (" +
      "certificate TEXT NOT NULL, day TEXT NOT NULL, client TEXT NOT NULL, " +
      "PRIMARY KEY (certificate, day, client)) WITHOUT ROWID",
  ).execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_verification_marks_day ON _gx_verification_marks (day)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_verification_marks").execute();
});
