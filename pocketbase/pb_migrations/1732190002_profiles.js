/// <reference path="../pb_data/types.d.ts" />
// `profiles`: one per user, kept in step with `users` by pb_hooks/profiles.pb.js (and deleted with
// the user by cascade). Readable by the user themself and by admins; nobody writes through the API.
const ADMIN = "(@collection.user_roles.user ?= @request.auth.id && @collection.user_roles.role ?= 'admin')";
const SIGNED_IN = "@request.auth.id != '' && @request.auth.collectionName = 'users'";

migrate((db) => {
  const dao = new Dao(db);
  const profiles = new Collection({
    id: "gxprofiles00001",
    name: "profiles",
    type: "base",
    system: false,
    schema: [
      {
        id: "gxprofileuser",
        name: "user",
        type: "relation",
        required: true,
        options: { collectionId: "_pb_users_auth_", cascadeDelete: true, minSelect: null, maxSelect: 1, displayFields: null },
      },
      { id: "gxprofilemail", name: "email", type: "text", required: true, options: { min: null, max: 254, pattern: "" } },
      { id: "gxprofilefirst", name: "first_name", type: "text", required: false, options: { min: null, max: 50, pattern: "" } },
      { id: "gxprofilelast", name: "last_name", type: "text", required: false, options: { min: null, max: 50, pattern: "" } },
    ],
    indexes: [
      "CREATE UNIQUE INDEX idx_profiles_user ON profiles (user)",
      "CREATE INDEX idx_profiles_email ON profiles (email)",
      "CREATE INDEX idx_profiles_created ON profiles (created)",
    ],
    listRule: `${SIGNED_IN} && (user = @request.auth.id || ${ADMIN})`,
    viewRule: `${SIGNED_IN} && (user = @request.auth.id || ${ADMIN})`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  });
  return dao.saveCollection(profiles);
}, (db) => {
  const dao = new Dao(db);
  return dao.deleteCollection(dao.findCollectionByNameOrId("profiles"));
});
