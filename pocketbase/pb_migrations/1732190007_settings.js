/// <reference path="../pb_data/types.d.ts" />
// App settings that do not depend on the run: the name, the auth mail templates (whose links lead
// to the site's /auth page, which completes the action) and the daily backup. The site origin,
// sender and SMTP server are per run (pb_hooks/lib/config.js). {APP_URL} is the site origin.
migrate((db) => {
  const dao = new Dao(db);
  const settings = dao.findSettings();

  const layout = (lines) =>
    lines.map((line) => `<p>${line}</p>`).join("\n") +
    "\n<p>Thanks,<br/>The {APP_NAME} team<br/>GX Academy &middot; GXIT Solutions &middot; GX Exchange</p>";

  settings.meta.appName = "GX";
  settings.meta.senderName = "GX";

  settings.meta.verificationTemplate = {
    subject: "Verify your {APP_NAME} account",
    actionUrl: "{APP_URL}/auth?verify_token={TOKEN}",
    body: layout([
      "Hello,",
      "Thank you for creating an account with {APP_NAME}. Click the button below to verify your e-mail address and finish signing up.",
      '<a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">Verify e-mail address</a>',
      "If you did not create an account, you can ignore this e-mail.",
    ]),
  };
  settings.meta.resetPasswordTemplate = {
    subject: "Reset your {APP_NAME} password",
    actionUrl: "{APP_URL}/auth?reset_token={TOKEN}",
    body: layout([
      "Hello,",
      "Someone asked to reset the password of your {APP_NAME} account. Click the button below to choose a new password.",
      '<a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">Reset password</a>',
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ]),
  };
  settings.meta.confirmEmailChangeTemplate = {
    subject: "Confirm your new {APP_NAME} e-mail address",
    actionUrl: "{APP_URL}/auth?email_change_token={TOKEN}",
    body: layout([
      "Hello,",
      "Click the button below to confirm your new e-mail address for your {APP_NAME} account.",
      '<a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">Confirm new e-mail address</a>',
      "If you did not ask for this, you can ignore this e-mail.",
    ]),
  };

  // A daily backup at 03:00 (UTC), keeping the last seven (README, "Backups and restore").
  settings.backups.cron = "0 3 * * *";
  settings.backups.cronMaxKeep = 7;

  settings.logs.maxDays = 7;

  return dao.saveSettings(settings);
}, (db) => {
  const dao = new Dao(db);
  const settings = dao.findSettings();
  settings.backups.cron = "";
  settings.backups.cronMaxKeep = 3;
  return dao.saveSettings(settings);
});
