/// <reference path="../pb_data/types.d.ts" />
// POST /api/gx/contact { name?, email, phone?, message, source? }: the contact form (docs/rules.md#contact,
// docs/rules.md#validation, #errors). Validated here, 3 per 10 minutes per client address, stored first, then a notification
// mail to the company inbox; a mail that fails never loses the message.

routerAdd("POST", "/api/gx/contact", (c) => {
  const access = require(`${__hooks}/lib/access.js`);
  const config = require(`${__hooks}/lib/config.js`);
  const respond = require(`${__hooks}/lib/respond.js`);
  const rules = require(`${__hooks}/lib/shared-ui.js`);
  const LIMIT = config.contactRateLimit();
  const WINDOW_MS = 10 * 60 * 1000;

  const data = $apis.requestInfo(c).data || {};
  const field = (key) => (data[key] === undefined || data[key] === null ? "" : String(data[key]).trim());
  // The browser sends name, phone and message HTML-escaped (docs/rules.md#validation): the rules judge the text as
  // typed, and what was sent is stored (escaped once: cleanText leaves an entity alone).
  const name = rules.unescapeHtml(field("name"));
  const email = field("email");
  const phone = rules.unescapeHtml(field("phone"));
  const message = rules.unescapeHtml(field("message"));
  const sent = { name: field("name"), phone: field("phone"), message: field("message") };
  const source = field("source");

  // The browser's rule (shared-ui contactRule): the same toast for the same input.
  const problem = rules.contactRule({ name: name, email: email, phone: phone, message: message });
  if (problem) return respond.failure(c, 400, problem.code, problem.title, problem.message);

  // The count and the insert share one transaction; PocketBase runs write transactions one at a
  // time, so simultaneous submissions cannot all slip under the limit.
  const address = access.clientAddress(c);
  const since = new Date(Date.now() - WINDOW_MS).toISOString().replace("T", " ");
  let record = null;
  let retryAfterMs = 0;
  $app.dao().runInTransaction((txDao) => {
    const recent = txDao.findRecordsByFilter("contact_messages",
      "client_address = {:address} && created >= {:since}", "created", LIMIT, 0, { address: address, since: since });
    if (recent.length >= LIMIT) {
      const oldest = new Date(recent[0].created.string().replace(" ", "T")).getTime();
      retryAfterMs = Math.max(0, oldest + WINDOW_MS - Date.now());
      return;
    }
    record = new Record(txDao.findCollectionByNameOrId("contact_messages"), {
      name: rules.cleanText(sent.name),
      email: email,
      phone: rules.cleanText(sent.phone),
      message: rules.cleanText(sent.message),
      source: /^[a-z0-9-]{1,50}$/.test(source) ? source : "",
      client_address: address,
    });
    txDao.saveRecord(record);
  });

  if (!record) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
    c.response().header().set("Retry-After", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    return respond.failure(c, 429, "rate_limited", "Too many attempts",
      "Please wait " + minutes + " minutes before submitting again.", { retry_after_minutes: minutes });
  }

  let notified = false;
  if (config.mailEnabled($app)) {
    try {
      const meta = $app.settings().meta;
      // The stored fields are HTML-escaped already; the e-mail passed the address rules.
      const html =
        "<p>A new message arrived through the contact form" +
        (record.getString("source") ? " (" + record.getString("source") + ")" : "") + ".</p>" +
        "<p><strong>Name:</strong> " + (record.getString("name") || "(not given)") + "<br>" +
        "<strong>E-mail:</strong> " + rules.escapeHtml(email) + "<br>" +
        "<strong>Phone:</strong> " + (record.getString("phone") || "(not given)") + "</p>" +
        "<p>" + record.getString("message").replace(/\r?\n/g, "<br>") + "</p>";
      $app.newMailClient().send(new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: config.companyInbox() }],
        headers: { "Reply-To": email },
        subject: "New contact message from " + email,
        html: html,
      }));
      notified = true;
    } catch (err) {
      $app.logger().error("Contact notification mail failed; the message is stored", "id", record.id, "error", String(err));
    }
  }

  return c.json(200, { ok: true, id: record.id, notified: notified });
});
