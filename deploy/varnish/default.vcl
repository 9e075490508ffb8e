# Varnish 7.1 (Debian's package) as the cache in front of the site's pages, as a CDN would be:
# Caddy (TLS, files) -> Varnish -> the site server. site/src/varnish.ts fills the {{…}} fields
# from the settings: `node site/dist/gx.js varnish-vcl` prints the result (docs/operations.md,
# "A cache in front"). What it does:
# - keeps an answer for its s-maxage, never one that is private/no-store/no-cache or sets a
#   cookie, never for a request with a cookie or an Authorization header;
# - serves a page past its s-maxage for stale-while-revalidate while it fetches it again, and
#   for its stale-if-error while the site server fails or is down;
# - drops the objects tagged with any of the tags a purge names (POST /.gx/purge, the token as a
#   bearer token, the tags in Surrogate-Key), from loopback only, never through Caddy.
vcl 4.1;

import std;
import directors;

probe gx_health {
	.url = "{{PROBE_URL}}";
	.interval = 2s;
	.timeout = 1s;
	.window = 3;
	.threshold = 2;
	.initial = 2;
}

{{BACKENDS}}

acl gx_purgers {
	"127.0.0.1";
	"::1";
}

sub vcl_init {
	new gx_site = directors.round_robin();
{{DIRECTOR_MEMBERS}}
}

sub vcl_recv {
	set req.backend_hint = gx_site.backend();
	if (req.url ~ "^/\.gx/purge(\?|$)") {
		# Straight from this host, never through Caddy: Varnish appends the peer to X-Forwarded-For,
		# so a request Caddy forwarded names another address before it.
		if (client.ip !~ gx_purgers || req.http.X-Forwarded-For != "" + client.ip) {
			return (synth(403, "Forbidden"));
		}
		if (req.method != "POST") {
			return (synth(405, "Method not allowed"));
		}
		if (req.http.Authorization != "Bearer {{PURGE_TOKEN}}") {
			return (synth(401, "Unauthorized"));
		}
		if (req.http.Surrogate-Key !~ "^[A-Za-z0-9_-]+( [A-Za-z0-9_-]+)*$") {
			return (synth(400, "Surrogate-Key names no tags"));
		}
		# Whole tags of the comma-separated Cache-Tag; obj.* only, so the ban lurker clears them
		# in the background. (A ban's argument cannot hold a space, quoted or not.)
		if (!std.ban("obj.http.Cache-Tag ~ (^|,)[[:blank:]]*(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")[[:blank:]]*(,|$)")) {
			return (synth(500, std.ban_error()));
		}
		return (synth(200, "Purged"));
	}
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	# The answer could depend on them: never shared.
	if (req.http.Cookie || req.http.Authorization) {
		return (pass);
	}
	if (req.restarts == 0 && std.healthy(req.backend_hint)) {
		# A healthy site: stale only within stale-while-revalidate (fetched again meanwhile).
		set req.grace = {{STALE_WHILE_REVALIDATE}}s;
	}
	# Otherwise (the site is down, or this is the second try after a failed fetch) the object's
	# whole grace, its stale-if-error.
	return (hash);
}

sub vcl_backend_response {
	if (bereq.is_bgfetch && beresp.status >= 500) {
		# A failed background fetch keeps the stale copy.
		return (abandon);
	}
	if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" || beresp.ttl <= 0s) {
		set beresp.ttl = 120s;
		set beresp.uncacheable = true;
		return (deliver);
	}
	if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
		set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
	}
	# Kept a little longer still, to be revalidated with its ETag (a 304 instead of the page).
	set beresp.keep = 60s;
	return (deliver);
}

sub vcl_backend_error {
	if (bereq.is_bgfetch) {
		return (abandon);
	}
}

sub vcl_deliver {
	# The site failed: once more, with any stale copy (stale-if-error).
	if (resp.status >= 500 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD") && !req.http.Cookie && !req.http.Authorization) {
		return (restart);
	}
	if (obj.uncacheable) {
		set resp.http.X-Cache = "PASS";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
}
