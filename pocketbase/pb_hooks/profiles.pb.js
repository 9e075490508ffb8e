/// <reference path="../pb_data/types.d.ts" />
// `profiles` mirrors each user's e-mail and names, so that admins can list people (PocketBase
// hides other users' e-mail addresses) and users can be named without exposing their address.
// Model hooks, not request hooks: they also see sign-ups through the admin UI, e-mail change
// confirmations and internal saves. Deleting a user deletes the profile by cascade (migration).

onModelAfterCreate((e) => {
  require(`${__hooks}/lib/profiles.js`).syncProfile(e.dao, e.model);
}, "users");

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/profiles.js`).syncProfile(e.dao, e.model);
}, "users");
