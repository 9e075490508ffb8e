/// <reference path="../../pb_data/types.d.ts" />

/** Creates or updates the profile of user so that it matches the user's e-mail and names. */
function syncProfile(dao, user) {
  var profile;
  try {
    profile = dao.findFirstRecordByFilter("profiles", "user = {:user}", { user: user.id });
  } catch (_) {
    profile = new Record(dao.findCollectionByNameOrId("profiles"));
    profile.set("user", user.id);
  }

  // E-mail addresses are compared case-insensitively (recipient lookup): store them lower-case.
  var email = String(user.email()).toLowerCase();
  var first = user.getString("first_name");
  var last = user.getString("last_name");
  if (
    !profile.isNew() &&
    profile.getString("email") === email &&
    profile.getString("first_name") === first &&
    profile.getString("last_name") === last
  ) {
    return;
  }

  profile.set("email", email);
  profile.set("first_name", first);
  profile.set("last_name", last);
  dao.saveRecord(profile);
}

module.exports = { syncProfile: syncProfile };
