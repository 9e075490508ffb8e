/// <reference path="../pb_data/types.d.ts" />
// `role_audit`: one row per role change (docs/rules.md#roles: "role changes are logged for auditing"). The
// e-mail addresses are copied so that a row keeps its meaning after a user is deleted. Admins
// read; nobody writes through the API (the role route writes it in the role's transaction).
const ADMIN = "(@collection.user_roles.user ?= @request.auth.id && @collection.user_roles.role ?= 'admin')";
const SIGNED_IN = "@request.auth.id != '' && @request.auth.collectionName = 'users'";

migrate((db) => {
  const dao = new Dao(db);
  const audit = new Collection({
    id: "gxroleaudit0001",
    name: "role_audit",
    type: "base",
    system: false,
    schema: [
      {
        id: "gxauditactor",
        name: "actor",
        type: "relation",
        required: false,
        options: { collectionId: "_pb_users_auth_", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
      },
      {
        id: "gxaudittarget",
        name: "target",
        type: "relation",
        required: false,
        options: { collectionId: "_pb_users_auth_", cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: null },
      },
      { id: "gxauditactmail", name: "actor_email", type: "text", required: false, options: { min: null, max: 254, pattern: "" } },
      { id: "gxaudittgtmail", name: "target_email", type: "text", required: false, options: { min: null, max: 254, pattern: "" } },
      { id: "gxauditold", name: "old_role", type: "select", required: false, options: { maxSelect: 1, values: ["user", "admin"] } },
      { id: "gxauditnew", name: "new_role", type: "select", required: true, options: { maxSelect: 1, values: ["user", "admin"] } },
    ],
    indexes: [
      "CREATE INDEX idx_role_audit_target ON role_audit (target)",
      "CREATE INDEX idx_role_audit_created ON role_audit (created)",
    ],
    listRule: `${SIGNED_IN} && ${ADMIN}`,
    viewRule: `${SIGNED_IN} && ${ADMIN}`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  });
  return dao.saveCollection(audit);
}, (db) => {
  const dao = new Dao(db);
  return dao.deleteCollection(dao.findCollectionByNameOrId("role_audit"));
});
