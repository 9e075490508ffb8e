/// <reference path="../pb_data/types.d.ts" />
// POST /api/gx/users/:id/role { role }: docs/rules.md#roles, the role change of the user-management panel.
// Admins only, never one's own role, and the role with its audit row written in one transaction.
// (user_roles and role_audit have no write rules: this route is the only way to change a role.)

routerAdd("POST", "/api/gx/users/:id/role", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const DENIED = ["Access Denied", "Only administrators can update user roles"];

  const info = $apis.requestInfo(c);
  const actor = info.authRecord;
  if (!actor) return respond.failure(c, 401, "access_denied", DENIED[0], DENIED[1]);
  if (!access.isSiteAdmin($app.dao(), actor)) return respond.failure(c, 403, "access_denied", DENIED[0], DENIED[1]);

  const role = String((info.data && info.data.role) || "");
  if (role !== "user" && role !== "admin") {
    return respond.failure(c, 400, "invalid_role", "Error", "The role must be user or admin");
  }

  const targetId = c.pathParam("id");
  if (targetId === actor.id) {
    return respond.failure(c, 403, "own_role", "Error", "You cannot change your own role");
  }

  let target;
  try {
    target = $app.dao().findRecordById("users", targetId);
  } catch (_) {
    return respond.failure(c, 404, "user_not_found", "Error", "User not found");
  }

  let previous = "user";
  $app.dao().runInTransaction((txDao) => {
    // Inside the transaction only txDao may be used: $app.dao() here would wait for this very
    // transaction to finish.
    let row = null;
    try {
      row = txDao.findFirstRecordByFilter("user_roles", "user = {:user}", { user: target.id });
      previous = row.getString("role") || "user";
    } catch (_) {
      row = null;
    }
    if (previous === role) return;

    if (!row) {
      row = new Record(txDao.findCollectionByNameOrId("user_roles"));
      row.set("user", target.id);
    }
    row.set("role", role);
    txDao.saveRecord(row);

    txDao.saveRecord(
      new Record(txDao.findCollectionByNameOrId("role_audit"), {
        actor: actor.id,
        actor_email: actor.email(),
        target: target.id,
        target_email: target.email(),
        old_role: previous,
        new_role: role,
      }),
    );
  });

  return c.json(200, { user: target.id, role: role, previous_role: previous, changed: previous !== role });
});
