/// <reference path="../pb_data/types.d.ts" />
// `users` (auth): first_name and last_name; e-mail and password sign-in only, and only once the
// e-mail is verified. The docs/rules.md#validation rules on names, e-mail and password are enforced by
// pb_hooks/users.pb.js (with the spec's messages), not by field options here.
migrate((db) => {
  const dao = new Dao(db);
  const users = dao.findCollectionByNameOrId("users");

  // The default `name` and `avatar` fields of a new PocketBase are not part of this product.
  ["name", "avatar"].forEach((field) => {
    const existing = users.schema.getFieldByName(field);
    if (existing) users.schema.removeField(existing.id);
  });
  users.schema.addField(new SchemaField({ id: "gxfirstname", name: "first_name", type: "text", required: false, options: {} }));
  users.schema.addField(new SchemaField({ id: "gxlastname", name: "last_name", type: "text", required: false, options: {} }));

  users.listRule = "id = @request.auth.id";
  users.viewRule = "id = @request.auth.id";
  users.createRule = "";
  users.updateRule = "id = @request.auth.id";
  users.deleteRule = null;

  // Set as a whole: assigning a single key of `options` is silently ignored by PocketBase.
  users.options = {
    allowEmailAuth: true,
    allowOAuth2Auth: false,
    allowUsernameAuth: false,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 8,
    onlyEmailDomains: null,
    onlyVerified: true,
    requireEmail: true,
  };
  users.indexes = ["CREATE INDEX idx_users_names ON users (last_name, first_name)"];

  return dao.saveCollection(users);
}, (db) => {
  const dao = new Dao(db);
  const users = dao.findCollectionByNameOrId("users");
  ["first_name", "last_name"].forEach((field) => {
    const existing = users.schema.getFieldByName(field);
    if (existing) users.schema.removeField(existing.id);
  });
  users.indexes = [];
  users.deleteRule = "id = @request.auth.id";
  users.options = {
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    allowUsernameAuth: true,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 8,
    onlyEmailDomains: null,
    onlyVerified: false,
    requireEmail: false,
  };
  return dao.saveCollection(users);
});
