/// <reference path="../pb_data/types.d.ts" />
// `_gx_market_calls`: the market-data provider calls of the last minute, one row each, with a
// hash of the client whose cache miss caused it (pb_hooks/lib/market.js). The site's budget and
// each client's are checked and spent by one INSERT … SELECT on the single SQLite writer, so that
// simultaneous misses cannot overshoot either. Rows older than a minute are deleted as calls are made.
migrate((db) => {
  db.newQuery(`
    CREATE TABLE IF NOT EXISTS _gx_market_calls (
      at     INTEGER NOT NULL,
      client TEXT    NOT NULL DEFAULT ''
    )
  `).execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_market_calls_at ON _gx_market_calls (at)").execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_market_calls_client ON _gx_market_calls (client, at)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_market_calls").execute();
});
