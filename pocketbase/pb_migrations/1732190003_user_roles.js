/// <reference path="../pb_data/types.d.ts" />
// `user_roles`: the role of a user, user or admin; no record means user (docs/rules.md#accounts-and-certificates, #roles). Users read
// their own row, admins read all; nobody writes through the collection API (the only writer is
// POST /api/gx/users/:id/role, pb_hooks/roles.pb.js).
const ADMIN = "(@collection.user_roles.user ?= @request.auth.id && @collection.user_roles.role ?= 'admin')";
const SIGNED_IN = "@request.auth.id != '' && @request.auth.collectionName = 'users'";

migrate((db) => {
  const dao = new Dao(db);
  const roles = new Collection({
    id: "gxuserroles0001",
    name: "user_roles",
    type: "base",
    system: false,
    schema: [
      {
        id: "gxroleuser",
        name: "user",
        type: "relation",
        required: true,
        options: { collectionId: "_pb_users_auth_", cascadeDelete: true, minSelect: null, maxSelect: 1, displayFields: null },
      },
      { id: "gxrolerole", name: "role", type: "select", required: true, options: { maxSelect: 1, values: ["user", "admin"] } },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_user_roles_user ON user_roles (user)",
      "CREATE INDEX idx_user_roles_role ON user_roles (role)",
    ],
    listRule: `${SIGNED_IN} && (user = @request.auth.id || ${ADMIN})`,
    viewRule: `${SIGNED_IN} && (user = @request.auth.id || ${ADMIN})`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  });
  return dao.saveCollection(roles);
}, (db) => {
  const dao = new Dao(db);
  return dao.deleteCollection(dao.findCollectionByNameOrId("user_roles"));
});
