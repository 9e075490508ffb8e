/// <reference path="../../pb_data/types.d.ts" />
// The market-data proxy behind /api/gx/market/ (docs/rules.md#calls, #errors). Browsers never call the
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
// client's provider calls a minute (GX_MARKET_CLIENT_MISSES, a third of the site's by default) and
// the site's (GX_MARKET_PROVIDER_BUDGET), both counted in `_gx_market_calls` by one atomic
// statement, so simultaneous requests cannot overshoot them, and the provider's own back-off
// (after a 429 no key is fetched until its Retry-After). Unknown coins are remembered for longer
// than prices (GX_MARKET_UNKNOWN_SECONDS), and GX_MARKET_COINS, when set, names the only coins
// that may be fetched at all.
//
// The coins the site lists (the ticker's) are kept by a timer instead (refreshKept, every minute):
// the ticker, each listed coin and its chart's default range are fetched before they expire, from
// a part of the site's budget that visitors cannot spend, so no visitor's page waits on a miss for
// them, however many misses other visitors cause. GX_MARKET_REFRESH=off turns the timer off.

var DEFAULT_URL = "https://api.coingecko.com/api/v3";
var DEFAULT_CACHE_SECONDS = 60;
var DEFAULT_TIMEOUT_SECONDS = 8;
var DEFAULT_MAX_ENTRIES = 500;
var DEFAULT_RETRY_AFTER_SECONDS = 60;
var MAX_RETRY_AFTER_SECONDS = 600;
var DEFAULT_PROVIDER_BUDGET = 30;
/** The part of the site's provider calls one client may cause by default. */
var DEFAULT_CLIENT_SHARE = 1 / 3;
var DEFAULT_UNKNOWN_SECONDS = 3600;
var MINUTE_MS = 60 * 1000;
var BACKOFF = "gx:market:provider-blocked-until";
var VISITORS_BLOCKED = "gx:market:visitors-blocked-until";
var CLIENT_BLOCKED = "gx:market:client-blocked-until:";
var POLL_MS = 20;
var SIGNAL = "gx:market:done:";
var MAX_DESCRIPTION_CHARS = 20000;
/** The client the timer's calls are counted as (never a hash of an address). */
var REFRESHER = "refresher";
/** A kept key is fetched again by the timer once this close to its expiry... */
var REFRESH_AHEAD_MS = 15 * 1000;
/** ...and stays fresh this much longer for visitors, so that a round running late is no miss. */
var REFRESH_GRACE_MS = 30 * 1000;
/** The longest the timer waits for a place in the window before it leaves the rest to the next round. */
var REFRESH_MAX_WAIT_MS = 10 * 1000;
/** The chart range a currency page opens with. */
var DEFAULT_CHART_DAYS = "7";

var COIN_ID = /^[a-z0-9-]{1,64}$/;
var RANGES = { "1": 1, "7": 7, "30": 30, "90": 90, "365": 365 };
/** The ticker tape's coins (the spec asks for at least BTC, ETH, USDT, BNB, SOL, XRP, USDC). */
var TICKER_IDS = ["bitcoin", "ethereum", "tether", "binancecoin", "solana", "ripple", "usd-coin", "dogecoin"];
/** The keys the timer keeps (keptKeys): the ticker, and each listed coin with its default chart. */
var KEPT_COUNT = 1 + TICKER_IDS.length * 2;

function env(name) {
  return String($os.getenv(name) || "").trim();
}

function positiveInt(name, fallback) {
  var n = parseInt(env(name), 10);
  return n > 0 ? n : fallback;
}

function settings() {
  var budget = positiveInt("GX_MARKET_PROVIDER_BUDGET", DEFAULT_PROVIDER_BUDGET);
  var clientMisses = positiveInt("GX_MARKET_CLIENT_MISSES", Math.max(1, Math.floor(budget * DEFAULT_CLIENT_SHARE)));
  var refresh = env("GX_MARKET_REFRESH") !== "off";
  return {
    url: (env("GX_MARKET_DATA_URL") || DEFAULT_URL).replace(/\/+$/, ""),
    apiKey: env("GX_MARKET_DATA_API_KEY"),
    periodMs: positiveInt("GX_MARKET_CACHE_SECONDS", DEFAULT_CACHE_SECONDS) * 1000,
    timeoutSeconds: positiveInt("GX_MARKET_TIMEOUT_SECONDS", DEFAULT_TIMEOUT_SECONDS),
    maxEntries: positiveInt("GX_MARKET_CACHE_MAX_ENTRIES", DEFAULT_MAX_ENTRIES),
    unknownPeriodMs: positiveInt("GX_MARKET_UNKNOWN_SECONDS", DEFAULT_UNKNOWN_SECONDS) * 1000,
    clientMisses: clientMisses,
    providerBudget: budget,
    refresh: refresh,
    // What visitors can never spend: the timer's calls of a minute, as far as the budget leaves
    // one client its share.
    refreshReserve: refresh ? Math.min(KEPT_COUNT, Math.max(0, budget - clientMisses)) : 0,
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

/**
 * How long a stored answer is fresh: an unknown coin (404) stays unknown for longer, and a key the
 * timer keeps stays fresh until its next round has fetched it.
 */
function periodOf(key, entry, config) {
  if (entry.status === 404) return config.unknownPeriodMs;
  return config.refresh && isKept(key) ? config.periodMs + REFRESH_GRACE_MS : config.periodMs;
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
 * missing or fetched at or before `expiredBefore` (an unknown coin: its own period), not claimed by
 * a live call and not blocked by a 429.
 */
function claim(key, config, now, expiredBefore) {
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
    .bind({ key: key, until: until, now: now, expiredBefore: expiredBefore, unknownBefore: now - config.unknownPeriodMs })
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
 * Spends one provider call for `client` (a hash of its address, or REFRESHER): one atomic
 * statement on the single SQLite writer checks the client's and the site's calls of the last
 * minute and records the call. A visitor's call also leaves the part of the timer's reserve the
 * timer has not used in that minute. Returns null when spent, otherwise { limit: "client" |
 * "site", waitMs } (until the oldest call of the full window leaves it).
 */
function spendProviderCall(config, client, now) {
  var since = now - MINUTE_MS;
  var refresher = client === REFRESHER;
  writer().newQuery("DELETE FROM _gx_market_calls WHERE at <= {:since}").bind({ since: since }).execute();
  var spent = writer()
    .newQuery(
      "INSERT INTO _gx_market_calls (at, client) SELECT {:now}, {:client}" +
        " WHERE (SELECT COUNT(*) FROM _gx_market_calls WHERE at > {:since})" +
        " + MAX(0, {:reserve} - (SELECT COUNT(*) FROM _gx_market_calls WHERE client = {:refresher} AND at > {:since})) < {:budget}" +
        " AND (SELECT COUNT(*) FROM _gx_market_calls WHERE client = {:client} AND at > {:since}) < {:misses}",
    )
    .bind({
      now: now,
      client: client,
      since: since,
      refresher: REFRESHER,
      reserve: refresher ? 0 : config.refreshReserve,
      budget: config.providerBudget,
      misses: refresher ? config.providerBudget : config.clientMisses,
    })
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
  // The timer's own call leaving the window frees a place only it may take (its reserve).
  if (refresher) return { limit: "site", waitMs: Math.max(0, (window.mine ? window.mine_oldest : window.all_oldest) + MINUTE_MS - now) };
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

/** When visitors have spent their part of the site's budget: no visitor's miss is fetched until then. */
function visitorsBlockedUntil() {
  return parseInt($app.store().get(VISITORS_BLOCKED), 10) || 0;
}

function blockVisitors(until) {
  if (until > visitorsBlockedUntil()) $app.store().set(VISITORS_BLOCKED, String(until));
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

function answerStored(c, key, entry, now, config, stale) {
  var ageSeconds = Math.max(0, Math.floor((now - entry.fetched_at) / 1000));
  if (entry.status === 404) {
    return failure(c, 404, "coin_not_found", "Coin not found", "No coin has this id.", { stale: stale, age_seconds: ageSeconds });
  }
  var remaining = Math.max(0, Math.floor((entry.fetched_at + periodOf(key, entry, config) - now) / 1000));
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
function answerWithout(c, key, entry, now, config, blockedUntil) {
  if (entry && entry.status !== 0) return answerStored(c, key, entry, now, config, true);
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
function answerClientLimited(c, key, entry, now, config, retryAfterMs) {
  if (entry && entry.status !== 0) return answerStored(c, key, entry, now, config, true);
  var seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.response().header().set("Cache-Control", "no-store");
  c.response().header().set("Retry-After", String(seconds));
  return failure(c, 429, "rate_limited", "Too many attempts",
    "Too many requests for market data. Please try again in a minute.", { retry_after_seconds: seconds });
}

/**
 * Calls the provider for a key this caller has claimed and stores or releases it: the outcome,
 * when it was done, and until when the provider refused further calls (0: it did not).
 */
function fetchClaimed(key, path, trim, config) {
  var outcome = callProvider(config, path, trim);
  var done = Date.now();
  if (outcome.kind === "ok") {
    store(key, outcome, done);
    return { outcome: outcome, done: done, blockedUntil: 0 };
  }
  var blockedUntil = outcome.kind === "rate_limited" ? done + outcome.retryAfterSeconds * 1000 : 0;
  // The provider's limit is per site (address or key), not per coin: every key waits.
  if (blockedUntil > 0) backOff(blockedUntil);
  release(key, blockedUntil);
  $app.logger().warn("Market data provider call failed", "key", key, "outcome", outcome.kind, "reason", outcome.reason || "");
  return { outcome: outcome, done: done, blockedUntil: blockedUntil };
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
    var period = entry ? periodOf(key, entry, config) : config.periodMs;
    if (entry && entry.status !== 0 && now - entry.fetched_at < period) return answerStored(c, key, entry, now, config, false);
    if (entry && entry.blocked_until > now) return answerWithout(c, key, entry, now, config, entry.blocked_until);
    var siteBlocked = Math.max(backoffUntil(), visitorsBlockedUntil());
    if (siteBlocked > now) return answerWithout(c, key, entry, now, config, siteBlocked);

    // Only try to claim (a write) when the key looks free: waiters polling a claimed key must not
    // queue writes in front of the claimer's own (SQLite has one writer).
    var free = !entry || entry.claimed_until <= now;
    // A call is charged to the client that causes it, not to those who wait for its answer.
    var client = free ? clientOf(c) : "";
    if (free) {
      var clientFree = clientBlockedUntil(client);
      if (clientFree > now) return answerClientLimited(c, key, entry, now, config, clientFree - now);
    }
    if (free && claim(key, config, now, now - period)) {
      var refused = spendProviderCall(config, client, now);
      if (refused) {
        release(key, 0);
        if (refused.limit === "client") {
          blockClient(client, now + refused.waitMs);
          return answerClientLimited(c, key, entry, now, config, refused.waitMs);
        }
        blockVisitors(now + refused.waitMs);
        return answerWithout(c, key, entry, now, config, now + refused.waitMs);
      }
      var fetched = fetchClaimed(key, path, trim, config);
      if (fetched.outcome.kind === "ok") {
        var stored = { status: fetched.outcome.status, body: fetched.outcome.body, fetched_at: fetched.done };
        return answerStored(c, key, stored, fetched.done, config, false);
      }
      return answerWithout(c, key, readEntry(key), fetched.done, config, fetched.blockedUntil);
    }

    // Another request is calling the provider for this key: wait for its answer. The claimer
    // signals through $app.store() (a map in memory), so that waiting costs no query; the claim's
    // expiry bounds the wait should the claimer die.
    if (now > deadline) return answerWithout(c, key, entry, now, config, 0);
    var signal = $app.store().get(SIGNAL + key);
    var until = Math.min(deadline, entry ? entry.claimed_until : now + POLL_MS);
    do {
      sleep(POLL_MS);
    } while ($app.store().get(SIGNAL + key) === signal && Date.now() < until);
  }
}

// ---------------------------------------------------------------------------------------------
// The keys the timer keeps.

function detailsPath(id) {
  return "/coins/" + id +
    "?localization=false&tickers=false&market_data=true&community_data=false&developer_data=false&sparkline=false";
}

function chartPath(id, days) {
  // No `interval`: the public tier refuses interval=hourly and picks the granularity itself.
  return "/coins/" + id + "/market_chart?vs_currency=usd&days=" + days;
}

function tickerPath() {
  return "/coins/markets?vs_currency=usd&ids=" + TICKER_IDS.join(",") +
    "&order=market_cap_desc&per_page=" + TICKER_IDS.length + "&page=1&sparkline=false";
}

/** The ticker, then each listed coin and its chart's default range: what the listed pages open with. */
function keptKeys() {
  var keys = [{ key: "ticker", path: tickerPath(), trim: trimTicker }];
  TICKER_IDS.forEach(function (id) {
    keys.push({ key: "coin:" + id, path: detailsPath(id), trim: trimDetails });
    keys.push({ key: "chart:" + id + ":" + DEFAULT_CHART_DAYS, path: chartPath(id, DEFAULT_CHART_DAYS), trim: trimChart });
  });
  return keys;
}

var KEPT = null;
function isKept(key) {
  if (!KEPT) {
    KEPT = {};
    keptKeys().forEach(function (kept) {
      KEPT[kept.key] = true;
    });
  }
  return KEPT.hasOwnProperty(key);
}

/**
 * One round of the timer: fetches each kept key that would expire before the next round, counted
 * as REFRESHER within the site's budget. A key a visitor is fetching is left to that visitor; the
 * round stops at the provider's back-off or when the budget has no place for it soon.
 */
function refreshKept() {
  var config = settings();
  if (!config.refresh) return;
  var kept = keptKeys();
  for (var i = 0; i < kept.length; i++) {
    var now = Date.now();
    if (backoffUntil() > now) return;
    var key = kept[i].key;
    var entry = readEntry(key);
    var refreshBefore = now - (config.periodMs - REFRESH_AHEAD_MS);
    if (entry && entry.status !== 0 && entry.fetched_at > refreshBefore) continue;
    if (!claim(key, config, now, refreshBefore)) continue;
    if (!spendAsRefresher(config)) {
      release(key, 0);
      return;
    }
    if (fetchClaimed(key, kept[i].path, kept[i].trim, config).blockedUntil > 0) return;
  }
}

/**
 * A call for the timer. Its rounds are a minute apart, so the previous round's calls leave the
 * window about when this one's are made: it waits for them (briefly) rather than give up the key.
 */
function spendAsRefresher(config) {
  for (;;) {
    var refused = spendProviderCall(config, REFRESHER, Date.now());
    if (!refused) return true;
    if (refused.waitMs > REFRESH_MAX_WAIT_MS) return false;
    sleep(refused.waitMs + POLL_MS);
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
  return serve(c, "coin:" + id, detailsPath(id), trimDetails);
}

function coinChart(c) {
  var id = String(c.pathParam("id") || "");
  if (!COIN_ID.test(id)) return invalidCoin(c);
  var days = String(c.queryParam("days") || "");
  if (!RANGES.hasOwnProperty(days)) {
    return failure(c, 400, "invalid_range", "Invalid range", "The range must be 1, 7, 30, 90 or 365 days.");
  }
  if (unlisted(id)) return answerUnlisted(c);
  return serve(c, "chart:" + id + ":" + days, chartPath(id, days), trimChart);
}

function ticker(c) {
  return serve(c, "ticker", tickerPath(), trimTicker);
}

module.exports = {
  coinDetails: coinDetails,
  coinChart: coinChart,
  ticker: ticker,
  refreshKept: refreshKept,
  TICKER_IDS: TICKER_IDS,
};
