/// <reference path="../pb_data/types.d.ts" />
// GET /api/gx/releases: the admin area's Releases tab. Each channel's pointer and the deploy
// history, read from the release store (GX_RELEASE_DIR, written by `npm run release`). Admins only:
// the history names who shipped what (e-mail addresses) and why, which the public must not read;
// the store's static server never serves it (scripts/lib/release/store-server.ts).

routerAdd("GET", "/api/gx/releases", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const releases = require(`${__hooks}/lib/releases.js`);

  const actor = $apis.requestInfo(c).authRecord;
  if (!actor) return respond.failure(c, 401, "access_denied", "Access Denied", "Only administrators can see releases");
  if (!access.isSiteAdmin($app.dao(), actor)) return respond.failure(c, 403, "access_denied", "Access Denied", "Only administrators can see releases");

  return c.json(200, releases.readStore(String($os.getenv("GX_RELEASE_DIR") || "").trim()));
});
