/// <reference path="../pb_data/types.d.ts" />
// One-time grants that hand a holder's signed credential to a wallet (pb_hooks/lib/wallet.js): an
// OpenID4VCI pre-authorized code or a VC-API exchange, each usable once within ten minutes. A
// plain table, not a collection: no API reads it. `code_hash` is a SHA-256 of the grant's secret,
// so the table never holds a usable code.
migrate((db) => {
  db.newQuery(
    "CREATE TABLE IF NOT EXISTS _gx_wallet_grants (" +
      "code_hash TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, certificate TEXT NOT NULL, " +
      "expires INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0)",
  ).execute();
  db.newQuery("CREATE INDEX IF NOT EXISTS idx_gx_wallet_grants_expires ON _gx_wallet_grants (expires)").execute();
}, (db) => {
  db.newQuery("DROP TABLE IF EXISTS _gx_wallet_grants").execute();
});
