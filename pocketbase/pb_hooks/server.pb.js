/// <reference path="../pb_data/types.d.ts" />
// Server-wide concerns: run settings, the request body limit, the health route, superuser
// creation and what happens to auth mails when no SMTP server is configured.

onAfterBootstrap((e) => {
  require(`${__hooks}/lib/config.js`).applyRunSettings(e.app);
});

// PocketBase 0.22 has no global body limit. A certificate file may be 10485760 bytes (spec §9);
// this leaves room for the multipart envelope and the other fields, and refuses a far larger body
// from its Content-Length, before reading it. Backup uploads (superusers only) are exempt.
routerUse((next) => {
  const MAX_BODY_BYTES = 12 * 1024 * 1024;
  const limited = $apis.bodyLimit(MAX_BODY_BYTES)(next);
  return (c) => (c.path() === "/api/backups/upload" ? next(c) : limited(c));
});

routerAdd("GET", "/api/gx/health", (c) => c.json(200, { status: "ok" }));

// In PocketBase 0.22 a client's filter or sort may name any collection with @collection.* (and
// follow back-relations with *_via_*) without that collection's API rules: a yes/no oracle on
// data the client may not read (e.g. "@collection.contact_messages.email ?= '...'"). Only
// superusers may use them; the API rules themselves are not affected (they are not request input).
routerUse((next) => {
  return (c) => {
    const found = require(`${__hooks}/lib/access.js`).crossCollectionQuery(c);
    if (found) {
      return require(`${__hooks}/lib/respond.js`).fieldErrors(c, "Filters and sorts may not reach other collections.", {
        [found]: { code: "cross_collection_query", message: "@collection and _via_ references are not allowed." },
      });
    }
    return next(c);
  };
});

// Until a superuser exists PocketBase lets anyone create one through POST /api/admins. Superusers
// are created from the command line (src/launcher.ts ensureSuperuser), so the API never may
// without a superuser's token.
onAdminBeforeCreateRequest((e) => {
  if (!$apis.requestInfo(e.httpContext).admin) {
    throw new ForbiddenError("Superusers are created from the command line.");
  }
});

// Without SMTP settings PocketBase would fall back to the sendmail binary. Mail is disabled
// instead: the message is logged and not sent (returning false skips the send).
onMailerBeforeRecordVerificationSend((e) => {
  if (require(`${__hooks}/lib/config.js`).mailEnabled($app)) return;
  $app.logger().warn("Mail is disabled: verification mail not sent", "to", e.record.email());
  return false;
});

onMailerBeforeRecordResetPasswordSend((e) => {
  if (require(`${__hooks}/lib/config.js`).mailEnabled($app)) return;
  $app.logger().warn("Mail is disabled: password reset mail not sent", "to", e.record.email());
  return false;
});

onMailerBeforeRecordChangeEmailSend((e) => {
  if (require(`${__hooks}/lib/config.js`).mailEnabled($app)) return;
  $app.logger().warn("Mail is disabled: e-mail change mail not sent", "to", e.record.email());
  return false;
});
