/// <reference path="../../pb_data/types.d.ts" />
// The market-data proxy behind /api/gx/market/ (spec §7, §8). Browsers never call the
// provider: these routes do, through one cache in the `_gx_market_cache` table shared by every
// visitor, so the provider's low rate limits (about 30 calls a minute on its free tier) are spent
// once per coin, range and period, whatever the traffic.
//
// One key's life: fresh (served from the table) → expired → one request claims it (an atomic
// INSERT OR IGNORE / conditional UPDATE) and calls the provider while the others wait for its
// answer → fresh again. When the call fails, times out or is refused with 429, the last good answer
// is served marked stale with its age; a 429's Retry-After blocks further calls until it passes.
//
// A cache miss is what costs: any valid-looking id reaches the provider, whose free tier allows
// about 30 calls a minute for the whole site. So a miss is spent only within three limits: each
// client's provider calls a minute (GX_MARKET_CLIENT_MISSES) and the site's (GX_MARKET_PROVIDER_BUDGET),
// both counted in `_gx_market_calls` by one atomic statement, so simultaneous requests cannot
// overshoot them, and the provider's own back-off (after a 429 no key is fetched until its Retry-After). Unknown
// coins are remembered for longer than prices (GX_MARKET_UNKNOWN_SECONDS), and GX_MARKET_COINS,
// when set, names the only coins that may be fetched at all.

var DEFAULT_URL = "https://api.coingecko.com/api/v3";
var DEFAULT_CACHE_SECONDS = 60;
var DEFAULT_TIMEOUT_SECONDS = 8;
var DEFAULT_MAX_ENTRIES = 500;
var DEFAULT_RETRY_AFTER_SECONDS = 60;
var MAX_RETRY_AFTER_SECONDS = 600;
var DEFAULT_CLIENT_MISSES = 15;
var DEFAULT_PROVIDER_BUDGET = 30;
var DEFAULT_UNKNOWN_SECONDS = 3600;
var MINUTE_MS = 60 * 1000;
var BACKOFF = "gx:market:provider-blocked-until";
var CLIENT_BLOCKED = "gx:market:client-blocked-until:";
var POLL_MS = 20;
var SIGNAL = "gx:market:done:";
var MAX_DESCRIPTION_CHARS = 20000;

var COIN_ID = /^[a-z0-9-]{1,64}$/;
var RANGES = { "1": 1, "7": 7, "30": 30, "90": 90, "365": 365 };
/** The ticker tape's coins (the spec asks for at least BTC, ETH, USDT, BNB, SOL, XRP, USDC). */
var TICKER_IDS = ["bitcoin", "ethereum", "tether", "binancecoin", "solana", "ripple", "usd-coin", "dogecoin"];

function env(name) {
  return String($os.getenv(name) || "").trim();
}

function positiveInt(name, fallback) {
  var n = parseInt(env(name), 10);
  return n > 0 ? n : fallback;
}

function settings() {
  return {
    url: (env("GX_MARKET_DATA_URL") || DEFAULT_URL).replace(/\/+$/, ""),
    apiKey: env("GX_MARKET_DATA_API_KEY"),
    periodMs: positiveInt("GX_MARKET_CACHE_SECONDS", DEFAULT_CACHE_SECONDS) * 1000,
    timeoutSeconds: positiveInt("GX_MARKET_TIMEOUT_SECONDS", DEFAULT_TIMEOUT_SECONDS),
    maxEntries: positiveInt("GX_MARKET_CACHE_MAX_ENTRIES", DEFAULT_MAX_ENTRIES),
    unknownPeriodMs: positiveInt("GX_MARKET_UNKNOWN_SECONDS", DEFAULT_UNKNOWN_SECONDS) * 1000,
    clientMisses: positiveInt("GX_MARKET_CLIENT_MISSES", DEFAULT_CLIENT_MISSES),
    providerBudget: positiveInt("GX_MARKET_PROVIDER_BUDGET", DEFAULT_PROVIDER_BUDGET),
    coins: allowedCoins(),
  };
}

/** GX_MARKET_COINS: comma-separated coin ids; empty means any valid id may be fetched. */
function allowedCoins() {
  var list = env("GX_MARKET_COINS");
  if (!list) return null;
  var coins = {};
  list.split(",").forEach(function (id) {
    id = id.trim();
    if (COIN_ID.test(id)) coins[id] = true;
  });
  TICKER_IDS.forEach(function (id) {
    coins[id] = true;
  });
  return coins;
}

/** How long a stored answer is fresh: an unknown coin (404) stays unknown for longer. */
function periodOf(entry, config) {
  return entry.status === 404 ? config.unknownPeriodMs : config.periodMs;
}

// ---------------------------------------------------------------------------------------------
// Trimming: only the fields the pages use leave the server.

function num(value) {
  return typeof value === "number" && isFinite(value) ? value : null;
}

function usd(field) {
  return field && typeof field === "object" ? num(field.usd) : null;
}

function text(value) {
  return typeof value === "string" ? value : "";
}

function trimDetails(json) {
  var md = json.market_data || {};
  return {
    id: text(json.id),
    symbol: text(json.symbol),
    name: text(json.name),
    image: json.image ? text(json.image.large) : "",
    market_cap_rank: num(json.market_cap_rank) !== null ? json.market_cap_rank : num(md.market_cap_rank),
    current_price: usd(md.current_price),
    market_cap: usd(md.market_cap),
    total_volume: usd(md.total_volume),
    high_24h: usd(md.high_24h),
    low_24h: usd(md.low_24h),
    price_change_percentage_24h: num(md.price_change_percentage_24h),
    price_change_percentage_7d: num(md.price_change_percentage_7d),
    price_change_percentage_30d: num(md.price_change_percentage_30d),
    circulating_supply: num(md.circulating_supply),
    total_supply: num(md.total_supply),
    max_supply: num(md.max_supply),
    ath: usd(md.ath),
    ath_date: md.ath_date ? text(md.ath_date.usd) || null : null,
    ath_change_percentage: usd(md.ath_change_percentage),
    atl: usd(md.atl),
    atl_date: md.atl_date ? text(md.atl_date.usd) || null : null,
    atl_change_percentage: usd(md.atl_change_percentage),
    last_updated: text(md.last_updated) || text(json.last_updated) || null,
    // HTML with links (sanitised by the page); bounded so that one odd answer cannot bloat the cache.
    description: json.description ? text(json.description.en).slice(0, MAX_DESCRIPTION_CHARS) : "",
  };
}

function pairs(list) {
  var out = [];
  if (!Array.isArray(list)) return out;
  for (var i = 0; i < list.length; i++) {
    var p = list[i];
    if (Array.isArray(p) && num(p[0]) !== null && num(p[1]) !== null) out.push([p[0], p[1]]);
  }
  return out;
}

function trimChart(json) {
  // market_caps is not used by the pages.
  return { prices: pairs(json.prices), total_volumes: pairs(json.total_volumes) };
}

function trimTicker(json) {
  var out = [];
  if (!Array.isArray(json)) return out;
  for (var i = 0; i < json.length; i++) {
    var coin = json[i] || {};
    out.push({
      id: text(coin.id),
      symbol: text(coin.symbol),
      name: text(coin.name),
      image: text(coin.image),
      current_price: num(coin.current_price),
      price_change_percentage_24h: num(coin.price_change_percentage_24h),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The provider call.

function headerValue(headers, name) {
  if (!headers) return "";
  for (var key in headers) {
    if (key.toLowerCase() === name) {
      var v = headers[key];
      return String(Array.isArray(v) ? v[0] : v || "");
    }
  }
  return "";
}

/**
 * One GET to the provider: { kind: "ok", status: 200|404, body } | { kind: "rate_limited",
 * retryAfterSeconds } | { kind: "failed", reason }.
 */
function callProvider(config, path, trim) {
  var headers = { accept: "application/json" };
  if (config.apiKey) headers["x-cg-demo-api-key"] = config.apiKey;
  var res;
  try {
    res = $http.send({ url: config.url + path, method: "GET", headers: headers, timeout: config.timeoutSeconds });
  } catch (err) {
    return { kind: "failed", reason: "unreachable or timed out" };
  }
  if (res.statusCode === 200) {
    try {
      return { kind: "ok", status: 200, body: JSON.stringify(trim(JSON.parse(res.raw))) };
    } catch (err) {
      return { kind: "failed", reason: "unreadable answer: " + err };
    }
  }
  if (res.statusCode === 404) return { kind: "ok", status: 404, body: "{}" };
  if (res.statusCode === 429) {
    var seconds = parseInt(headerValue(res.headers, "retry-after"), 10);
    if (!(seconds > 0)) seconds = DEFAULT_RETRY_AFTER_SECONDS;
    return { kind: "rate_limited", retryAfterSeconds: Math.min(seconds, MAX_RETRY_AFTER_SECONDS) };
  }
  return { kind: "failed", reason: "status " + res.statusCode };
}

// ---------------------------------------------------------------------------------------------
// The cache table.

function readEntry(key) {
  var row = new DynamicModel({ status: 0, body: "", fetched_at: 0, claimed_until: 0, blocked_until: 0 });
  try {
    $app.dao().db()
      .newQuery("SELECT status, body, fetched_at, claimed_until, blocked_until FROM _gx_market_cache WHERE key = {:key}")
      .bind({ key: key })
      .one(row);
  } catch (_) {
    return null;
  }
  return row;
}

function writer() {
  return $app.dao().nonconcurrentDB();
}

/**
 * The atomic claim: true for exactly one of any number of simultaneous callers while the key is
 * missing or expired, not claimed by a live call and not blocked by a 429.
 */
function claim(key, config, now) {
  var until = now + (config.timeoutSeconds * 2 + 5) * 1000;
  var inserted = writer()
    .newQuery("INSERT OR IGNORE INTO _gx_market_cache (key, claimed_until, touched_at) VALUES ({:key}, {:until}, {:now})")
    .bind({ key: key, until: until, now: now })
    .execute();
  if (inserted.rowsAffected() === 1) {
    evictBeyond(config.maxEntries, now);
    return true;
  }
  var updated = writer()
    .newQuery(
      "UPDATE _gx_market_cache SET claimed_until = {:until}, touched_at = {:now} WHERE key = {:key}" +
        " AND claimed_until <= {:now} AND blocked_until <= {:now} AND (status = 0" +
        " OR (status != 404 AND fetched_at <= {:expiredBefore}) OR (status = 404 AND fetched_at <= {:unknownBefore}))",
    )
    .bind({ key: key, until: until, now: now, expiredBefore: now - config.periodMs, unknownBefore: now - config.unknownPeriodMs })
    .execute();
  return updated.rowsAffected() === 1;
}

/** Keeps the table bounded: the entries claimed longest ago go first (never one in flight). */
function evictBeyond(maxEntries, now) {
  var count = new DynamicModel({ n: 0 });
  $app.dao().db().newQuery("SELECT COUNT(*) AS n FROM _gx_market_cache").one(count);
  var excess = count.n - maxEntries;
  if (excess <= 0) return;
  writer()
    .newQuery(
      "DELETE FROM _gx_market_cache WHERE key IN (SELECT key FROM _gx_market_cache WHERE claimed_until <= {:now}" +
        " ORDER BY touched_at ASC LIMIT {:excess})",
    )
    .bind({ now: now, excess: excess })
    .execute();
}

/**
 * Wakes the requests waiting for key (see serve). The signals are bounded like the table: past
 * the limit they are all dropped, which only wakes waiters early to re-read the table.
 */
function signalDone(key) {
  var memory = $app.store();
  if (memory.length() > settings().maxEntries * 2) {
    var all = memory.getAll();
    for (var name in all) if (name.indexOf(SIGNAL) === 0) memory.remove(name);
  }
  memory.set(SIGNAL + key, String(Date.now()) + ":" + Math.random());
}

function store(key, outcome, now) {
  writer()
    .newQuery("UPDATE _gx_market_cache SET status = {:status}, body = {:body}, fetched_at = {:now}, claimed_until = 0 WHERE key = {:key}")
    .bind({ key: key, status: outcome.status, body: outcome.body, now: now })
    .execute();
  signalDone(key);
}

function release(key, blockedUntil) {
  writer()
    .newQuery("UPDATE _gx_market_cache SET claimed_until = 0, blocked_until = {:blocked} WHERE key = {:key}")
    .bind({ key: key, blocked: blockedUntil })
    .execute();
  signalDone(key);
}

// ---------------------------------------------------------------------------------------------
// The budgets.

/**
 * Spends one provider call for `client` (a hash of its address): one atomic statement on the single
 * SQLite writer checks both the client's and the site's calls of the last minute and records the
 * call. Returns null when spent, otherwise { limit: "client" | "site", waitMs } (until the oldest
 * call of the full window leaves it).
 */
function spendProviderCall(config, client, now) {
  var since = now - MINUTE_MS;
  writer().newQuery("DELETE FROM _gx_market_calls WHERE at <= {:since}").bind({ since: since }).execute();
  var spent = writer()
    .newQuery(
      "INSERT INTO _gx_market_calls (at, client) SELECT {:now}, {:client}" +
        " WHERE (SELECT COUNT(*) FROM _gx_market_calls WHERE at > {:since}) < {:budget}" +
        " AND (SELECT COUNT(*) FROM _gx_market_calls WHERE client = {:client} AND at > {:since}) < {:misses}",
    )
    .bind({ now: now, client: client, since: since, budget: config.providerBudget, misses: config.clientMisses })
    .execute();
  if (spent.rowsAffected() === 1) return null;
  var window = new DynamicModel({ mine: 0, mine_oldest: 0, all_oldest: 0 });
  $app.dao().db()
    .newQuery(
      "SELECT COALESCE(SUM(client = {:client}), 0) AS mine, COALESCE(MIN(CASE WHEN client = {:client} THEN at END), 0) AS mine_oldest," +
        " COALESCE(MIN(at), 0) AS all_oldest FROM _gx_market_calls WHERE at > {:since}",
    )
    .bind({ client: client, since: since })
    .one(window);
  var own = window.mine >= config.clientMisses;
  var oldest = own ? window.mine_oldest : window.all_oldest;
  return { limit: own ? "client" : "site", waitMs: Math.max(1000, oldest + MINUTE_MS - now) };
}

/** After the provider answered 429, or the site's budget is spent, no key is fetched until then. */
function backoffUntil() {
  return parseInt($app.store().get(BACKOFF), 10) || 0;
}

function backOff(until) {
  if (until > backoffUntil()) $app.store().set(BACKOFF, String(until));
}

/**
 * The client, as stored with its calls: a hash, not the address. A client that has spent its
 * calls is remembered in memory until its window frees, so its further misses cost one read.
 */
function clientOf(c) {
  return $security.sha256(require(`${__hooks}/lib/access.js`).clientAddress(c));
}

function clientBlockedUntil(client) {
  return parseInt($app.store().get(CLIENT_BLOCKED + client), 10) || 0;
}

function blockClient(client, until) {
  var memory = $app.store();
  // Bounded like the wake-up signals: dropping them only costs the dropped clients one query.
  if (memory.length() > settings().maxEntries * 4) {
    var all = memory.getAll();
    for (var name in all) if (name.indexOf(CLIENT_BLOCKED) === 0) memory.remove(name);
  }
  memory.set(CLIENT_BLOCKED + client, String(until));
}

// ---------------------------------------------------------------------------------------------
// Answers.

function failure(c, status, error, title, message, extra) {
  return require(`${__hooks}/lib/respond.js`).failure(c, status, error, title, message, extra);
}

function answerStored(c, entry, now, config, stale) {
  var ageSeconds = Math.max(0, Math.floor((now - entry.fetched_at) / 1000));
  if (entry.status === 404) {
    return failure(c, 404, "coin_not_found", "Coin not found", "No coin has this id.", { stale: stale, age_seconds: ageSeconds });
  }
  var remaining = Math.max(0, Math.floor((entry.fetched_at + periodOf(entry, config) - now) / 1000));
  c.response().header().set("Cache-Control", stale || remaining === 0 ? "no-store" : "public, max-age=" + remaining);
  // The stored body is already JSON; it is embedded as is rather than parsed and serialised again.
  var envelope =
    '{"stale":' + (stale ? "true" : "false") +
    ',"age_seconds":' + ageSeconds +
    ',"fetched_at":' + JSON.stringify(new Date(entry.fetched_at).toISOString()) +
    ',"data":' + entry.body + "}";
  return c.blob(200, "application/json; charset=utf-8", envelope);
}

/** The provider failed or refused: the last good answer marked stale, or a clear 502/503. */
function answerWithout(c, entry, now, config, blockedUntil) {
  if (entry && entry.status !== 0) return answerStored(c, entry, now, config, true);
  c.response().header().set("Cache-Control", "no-store");
  if (blockedUntil > now) {
    var seconds = Math.max(1, Math.ceil((blockedUntil - now) / 1000));
    c.response().header().set("Retry-After", String(seconds));
    return failure(c, 503, "market_data_rate_limited", "Market data unavailable",
      "The market-data provider is busy. Please try again shortly.", { retry_after_seconds: seconds });
  }
  return failure(c, 502, "market_data_unavailable", "Market data unavailable",
    "The market-data provider could not be reached. Please try again.");
}

/** This client has spent its misses: the last good answer marked stale, or a 429. */
function answerClientLimited(c, entry, now, config, retryAfterMs) {
  if (entry && entry.status !== 0) return answerStored(c, entry, now, config, true);
  var seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.response().header().set("Cache-Control", "no-store");
  c.response().header().set("Retry-After", String(seconds));
  return failure(c, 429, "rate_limited", "Too many attempts",
    "Too many requests for market data. Please try again in a minute.", { retry_after_seconds: seconds });
}

/**
 * Serves key from the cache, calling the provider (path, trimmed by trim) at most once per period
 * across all concurrent requests.
 */
function serve(c, key, path, trim) {
  var config = settings();
  var deadline = Date.now() + (config.timeoutSeconds * 2 + 8) * 1000;
  for (;;) {
    var now = Date.now();
    var entry = readEntry(key);
    if (entry && entry.status !== 0 && now - entry.fetched_at < periodOf(entry, config)) return answerStored(c, entry, now, config, false);
    if (entry && entry.blocked_until > now) return answerWithout(c, entry, now, config, entry.blocked_until);
    var providerBlocked = backoffUntil();
    if (providerBlocked > now) return answerWithout(c, entry, now, config, providerBlocked);

    // Only try to claim (a write) when the key looks free: waiters polling a claimed key must not
    // queue writes in front of the claimer's own (SQLite has one writer).
    var free = !entry || entry.claimed_until <= now;
    // A call is charged to the client that causes it, not to those who wait for its answer.
    var client = free ? clientOf(c) : "";
    if (free) {
      var clientFree = clientBlockedUntil(client);
      if (clientFree > now) return answerClientLimited(c, entry, now, config, clientFree - now);
    }
    if (free && claim(key, config, now)) {
      var refused = spendProviderCall(config, client, now);
      if (refused) {
        release(key, 0);
        if (refused.limit === "client") {
          blockClient(client, now + refused.waitMs);
          return answerClientLimited(c, entry, now, config, refused.waitMs);
        }
        backOff(now + refused.waitMs);
        return answerWithout(c, entry, now, config, now + refused.waitMs);
      }
      var outcome = callProvider(config, path, trim);
      var done = Date.now();
      if (outcome.kind === "ok") {
        store(key, outcome, done);
        return answerStored(c, { status: outcome.status, body: outcome.body, fetched_at: done }, done, config, false);
      }
      var blockedUntil = outcome.kind === "rate_limited" ? done + outcome.retryAfterSeconds * 1000 : 0;
      // The provider's limit is per site (address or key), not per coin: every key waits.
      if (blockedUntil > 0) backOff(blockedUntil);
      release(key, blockedUntil);
      $app.logger().warn("Market data provider call failed", "key", key, "outcome", outcome.kind, "reason", outcome.reason || "");
      return answerWithout(c, readEntry(key), done, config, blockedUntil);
    }

    // Another request is calling the provider for this key: wait for its answer. The claimer
    // signals through $app.store() (a map in memory), so that waiting costs no query; the claim's
    // expiry bounds the wait should the claimer die.
    if (now > deadline) return answerWithout(c, entry, now, config, 0);
    var signal = $app.store().get(SIGNAL + key);
    var until = Math.min(deadline, entry ? entry.claimed_until : now + POLL_MS);
    do {
      sleep(POLL_MS);
    } while ($app.store().get(SIGNAL + key) === signal && Date.now() < until);
  }
}

// ---------------------------------------------------------------------------------------------
// Routes.

function invalidCoin(c) {
  return failure(c, 400, "invalid_coin_id", "Invalid coin",
    "A coin id is 1 to 64 lower-case letters, digits or hyphens.");
}

/** Outside GX_MARKET_COINS (when set) a coin is unknown without asking the provider. */
function unlisted(id) {
  var coins = settings().coins;
  return !!coins && !coins.hasOwnProperty(id);
}

function answerUnlisted(c) {
  c.response().header().set("Cache-Control", "public, max-age=3600");
  return failure(c, 404, "coin_not_found", "Coin not found", "No coin has this id.", { stale: false, age_seconds: 0 });
}

function coinDetails(c) {
  var id = String(c.pathParam("id") || "");
  if (!COIN_ID.test(id)) return invalidCoin(c);
  if (unlisted(id)) return answerUnlisted(c);
  return serve(c, "coin:" + id, "/coins/" + id +
    "?localization=false&tickers=false&market_data=true&community_data=false&developer_data=false&sparkline=false", trimDetails);
}

function coinChart(c) {
  var id = String(c.pathParam("id") || "");
  if (!COIN_ID.test(id)) return invalidCoin(c);
  var days = String(c.queryParam("days") || "");
  if (!RANGES.hasOwnProperty(days)) {
    return failure(c, 400, "invalid_range", "Invalid range", "The range must be 1, 7, 30, 90 or 365 days.");
  }
  if (unlisted(id)) return answerUnlisted(c);
  // No `interval`: the public tier refuses interval=hourly and picks the granularity itself.
  return serve(c, "chart:" + id + ":" + days, "/coins/" + id + "/market_chart?vs_currency=usd&days=" + days, trimChart);
}

function ticker(c) {
  return serve(c, "ticker", "/coins/markets?vs_currency=usd&ids=" + TICKER_IDS.join(",") +
    "&order=market_cap_desc&per_page=" + TICKER_IDS.length + "&page=1&sparkline=false", trimTicker);
}

module.exports = {
  coinDetails: coinDetails,
  coinChart: coinChart,
  ticker: ticker,
  TICKER_IDS: TICKER_IDS,
};
