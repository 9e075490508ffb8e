/// <reference path="../../pb_data/types.d.ts" />
// The JSON error shapes of the /api/gx routes and of the users input guard (README, "Errors").
// Written with c.json rather than thrown: PocketBase capitalises and adds a full stop to thrown
// messages, and the spec's texts must reach the client exactly.

/** { code, error, title, message, data } for the /api/gx routes; extra fields are merged in. */
function failure(c, status, error, title, message, extra) {
  var body = { code: status, error: error, title: title, message: message, data: {} };
  if (extra) {
    for (var key in extra) body[key] = extra[key];
  }
  return c.json(status, body);
}

/**
 * The shape PocketBase itself uses for a refused record ({ code: 400, message, data: { field:
 * { code, message } } }), so that the SDK's ClientResponseError.response.data reads the same.
 */
function fieldErrors(c, message, fields) {
  return c.json(400, { code: 400, message: message, data: fields });
}

module.exports = { failure: failure, fieldErrors: fieldErrors };
