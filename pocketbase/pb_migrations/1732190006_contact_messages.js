/// <reference path="../pb_data/types.d.ts" />
// `contact_messages`: what the contact form sent (docs/rules.md#accounts-and-certificates), stored by POST /api/gx/contact before
// any mail is attempted. Admins read; nobody else, and nobody writes through the collection API.
const ADMIN = "(@collection.user_roles.user ?= @request.auth.id && @collection.user_roles.role ?= 'admin')";
const SIGNED_IN = "@request.auth.id != '' && @request.auth.collectionName = 'users'";

migrate((db) => {
  const dao = new Dao(db);
  const text = (id, name, max) => ({ id, name, type: "text", required: false, options: { min: null, max, pattern: "" } });
  const messages = new Collection({
    id: "gxcontactmsg001",
    name: "contact_messages",
    type: "base",
    system: false,
    schema: [
      text("gxcontactname", "name", 600),
      text("gxcontactmail", "email", 254),
      text("gxcontactphone", "phone", 300),
      text("gxcontactmsg", "message", 30000),
      text("gxcontactsrc", "source", 50),
      text("gxcontactaddr", "client_address", 64),
    ],
    indexes: [
      "CREATE INDEX idx_contact_messages_address ON contact_messages (client_address, created)",
      "CREATE INDEX idx_contact_messages_created ON contact_messages (created)",
    ],
    listRule: `${SIGNED_IN} && ${ADMIN}`,
    viewRule: `${SIGNED_IN} && ${ADMIN}`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  });
  return dao.saveCollection(messages);
}, (db) => {
  const dao = new Dao(db);
  return dao.deleteCollection(dao.findCollectionByNameOrId("contact_messages"));
});
