/// <reference path="../pb_data/types.d.ts" />
// Server-wide concerns: run settings, the request checks, the health route, superuser
// creation and what happens to auth mails when no SMTP server is configured.

onAfterBootstrap((e) => {
  require(`${__hooks}/lib/config.js`).applyRunSettings(e.app);
});

// Every API request's checks (body limit, cross-collection queries, the users collection's input
// rules, the failed sign-in limit) in one middleware: each JS middleware holds a VM for the whole
// request (lib/request-guard.js). The same middleware logs each API request as a JSON line with
// its trace id (lib/trace.js) where the launcher asks for it (GX_PB_REQUEST_LOG: production).
routerUse((next) => (c) => {
  const guarded = () => require(`${__hooks}/lib/request-guard.js`).guard(c, next);
  if (!c.request().url.path.startsWith("/api/") || $os.getenv("GX_PB_REQUEST_LOG") !== "1") return guarded();
  return require(`${__hooks}/lib/trace.js`).logged(c, guarded);
});

routerAdd("GET", "/api/gx/health", (c) => c.json(200, { status: "ok" }));

// The per-client limits' attempts that left their window (lib/rate-limit.js).
cronAdd("gx_rate_limit_prune", "* * * * *", () => {
  require(`${__hooks}/lib/rate-limit.js`).prune();
});

// Until a superuser exists PocketBase lets anyone create one through POST /api/admins. Superusers
// are created from the command line (src/launcher.ts ensureSuperuser), so the API never may
// without a superuser's token.
onAdminBeforeCreateRequest((e) => {
  if (!$apis.requestInfo(e.httpContext).admin) {
    throw new ForbiddenError("Superusers are created from the command line.");
  }
});

// `pocketbase gx-superuser create|update <email>`, the password from GX_SUPERUSER_PASSWORD: the
// built-in `pocketbase admin create <email> <password>` takes it as an argument, which every user
// of the host can read in the process list while it runs. Prints one line starting "superuser: ".
$app.rootCmd.addCommand(
  new Command({
    use: "gx-superuser",
    short: "Creates (create) or sets the password of (update) a superuser; the password from GX_SUPERUSER_PASSWORD",
    run: (_cmd, args) => {
      var action = args[0];
      var email = String(args[1] || "");
      var password = String($os.getenv("GX_SUPERUSER_PASSWORD") || "");
      var admin = null;
      try {
        admin = $app.dao().findAdminByEmail(email);
      } catch (_) {
        // none with that address
      }
      if (action !== "create" && action !== "update") return console.log("superuser: not saved: the action is create or update");
      if (action === "create" && admin) return console.log("superuser: exists");
      if (action === "update" && !admin) return console.log("superuser: not saved: there is no superuser " + email);
      var form = new AdminUpsertForm($app, admin || new Admin());
      form.email = email;
      form.password = password;
      form.passwordConfirm = password;
      try {
        form.submit();
      } catch (err) {
        // Validation messages name the field and the rule, never the value.
        return console.log("superuser: not saved: " + String(err).replace(/^GoError: /, ""));
      }
      console.log(action === "create" ? "superuser: created" : "superuser: updated");
    },
  }),
);

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
