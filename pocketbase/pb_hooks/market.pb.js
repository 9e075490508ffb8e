/// <reference path="../pb_data/types.d.ts" />
// Market data for the exchange pages: a caching proxy to the CoinGecko-compatible API at
// GX_MARKET_DATA_URL, so that browsers never call the provider. See lib/market.js.

routerAdd("GET", "/api/gx/market/coins/:id", (c) => require(`${__hooks}/lib/market.js`).coinDetails(c));
routerAdd("GET", "/api/gx/market/coins/:id/chart", (c) => require(`${__hooks}/lib/market.js`).coinChart(c));
routerAdd("GET", "/api/gx/market/ticker", (c) => require(`${__hooks}/lib/market.js`).ticker(c));

// The listed coins are fetched into the cache before they expire, so that no visitor waits on them.
cronAdd("gx_market_refresh", "* * * * *", () => {
  require(`${__hooks}/lib/market.js`).refreshKept();
});
