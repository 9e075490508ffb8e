/// <reference path="../pb_data/types.d.ts" />
// Server-wide concerns: run settings, the request checks, the health route, superuser
// creation and what happens to auth mails when no SMTP server is configured.

onAfterBootstrap((e) => {
  require(`${__hooks}/lib/config.js`).applyRunSettings(e.app);
});

// Every API request's checks (body limit, cross-collection queries, the users collection's input
// rules, the failed sign-in limit) in one middleware: each JS middleware holds a VM for the whole
// request (lib/request-guard.js).
routerUse((next) => (c) => require(`${__hooks}/lib/request-guard.js`).guard(c, next));

routerAdd("GET", "/api/gx/health", (c) => c.json(200, { status: "ok" }));

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
