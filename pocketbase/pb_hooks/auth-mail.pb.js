/// <reference path="../pb_data/types.d.ts" />
// Account mails through the outbox (lib/auth-mail.js), and the routes around it:
//   POST /api/gx/auth-mail/status { kind, email } → { failed }   public: did the mail /auth asked for fail?
//   POST /api/gx/auth-mail/retry  { kind, email } → { failed }   public: try it again now
//   GET  /api/gx/outbox                                         admins: the outgoing mail, newest first
//   POST /api/gx/outbox/:id/send                                admins: send an unsent mail again
// With mail disabled these hooks step aside and server.pb.js logs the mail instead.

onMailerBeforeRecordVerificationSend((e) => {
  if (!require(`${__hooks}/lib/config.js`).mailEnabled($app)) return;
  require(`${__hooks}/lib/auth-mail.js`).queue($app, "verification", e);
  return false;
});

onMailerBeforeRecordResetPasswordSend((e) => {
  if (!require(`${__hooks}/lib/config.js`).mailEnabled($app)) return;
  require(`${__hooks}/lib/auth-mail.js`).queue($app, "password_reset", e);
  return false;
});

onMailerBeforeRecordChangeEmailSend((e) => {
  if (!require(`${__hooks}/lib/config.js`).mailEnabled($app)) return;
  require(`${__hooks}/lib/auth-mail.js`).queue($app, "email_change", e);
  return false;
});

routerAdd("POST", "/api/gx/auth-mail/status", (c) => require(`${__hooks}/lib/outbox-routes.js`).accountMail(c, false));
routerAdd("POST", "/api/gx/auth-mail/retry", (c) => require(`${__hooks}/lib/outbox-routes.js`).accountMail(c, true));
routerAdd("GET", "/api/gx/outbox", (c) => require(`${__hooks}/lib/outbox-routes.js`).list(c));
routerAdd("POST", "/api/gx/outbox/:id/send", (c) => require(`${__hooks}/lib/outbox-routes.js`).sendAgain(c));
