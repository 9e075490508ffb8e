/** A complete production profile for the tests: every required setting, with values of the right shape. */
export const productionSettings = {
  GX_SITE_URL: 'https://gx.example',
  GX_ADMIN_EMAIL: 'owner@gx.example',
  GX_ADMIN_PASSWORD: 'Owner#Secret-2026',
  GX_SUPERUSER_EMAIL: 'root@gx.example',
  GX_SUPERUSER_PASSWORD: 'Root#Secret-2026',
  GX_SMTP_URL: 'smtp://mailer:p%40ss@mail.gx.example:587',
  GX_MAIL_FROM: 'no-reply@gx.example',
  GX_PREVIEW_SECRET: 'k4cX0mJ8rT2vQ9wLzP5nB7yH1sD3fG6a',
};
