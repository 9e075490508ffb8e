/// <reference path="../pb_data/types.d.ts" />
// `_gx_market_cache`: the market-data answers shared by every visitor, read and written
// only by pb_hooks/lib/market.js. A plain table, not a collection: no API reaches it. The primary
// key makes `INSERT OR IGNORE` an atomic claim, so that many requests for a cold key make one
// provider call ($app.store() in 0.22 has no atomic get-or-set).
migrate((db) => {
  db.newQuery(`
    CREATE TABLE IF NOT EXISTS _gx_market_cache (
      key           TEXT PRIMARY KEY NOT NULL,
      status        INTEGER NOT NULL DEFAULT 0,
      body          TEXT    NOT NULL DEFAULT '',
      fetched_at    INTEGER NOT NULL DEFAULT 0,
      claimed_until INTEGER NOT NULL DEFAULT 0,
      blocked_until INTEGER NOT NULL DEFAULT 0,
      touched_at    INTEGER NOT NULL DEFAULT 0
    )
  `).execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_market_cache_touched ON _gx_market_cache (touched_at)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_market_cache").execute();
});
