/// <reference path="../../pb_data/types.d.ts" />
// Every certificate is also an Open Badges 3.0 credential, signed by the signer process (package
// gx-signer: the key never enters PocketBase). This module says what the credential states, keeps
// the signing jobs (the `credentials` table is their outbox) and the status lists.
//
// - A certificate that is created, or changed in anything the credential states (title,
//   description, dates, issuer name, file, holder's name or e-mail), is owed a signature: its
//   row's content_hash (SHA-256 of the unsigned credential) differs from signed_hash.
// - The request that issued or edited it asks the signer at once; the job (every minute) signs
//   what is still owed: a bulk issue, and everything that waited while the signer was down.
//   Issuing never waits for or fails with the signer.
// - Revocation flips the certificate's bit in its status list; the list is re-signed at once, and
//   by the job within a minute when the signer was unreachable.

var config = require(`${__hooks}/lib/config.js`);
var documents = require(`${__hooks}/lib/documents.js`);
var work = require(`${__hooks}/lib/claimed-work.js`);

var STATUS_LIST_LENGTH = 131072;
// Start a new list well before the last free slots are slow to find at random.
var LIST_FILL_LIMIT = 120000;
var STALE_CLAIM_MS = 5 * 60 * 1000;
var SIGNER_TIMEOUT_SECONDS = 10;

function env(name) {
  return String($os.getenv(name) || "").trim();
}

function signerUrl() {
  return env("GX_SIGNER_URL").replace(/\/+$/, "");
}

/** did:web of the site's origin: http://localhost:3000 → did:web:localhost%3A3000. */
function issuerDid() {
  var host = config.appUrl().replace(/^[a-z]+:\/\//, "").replace(/\/.*$/, "");
  return "did:web:" + host.replace(":", "%3A");
}

function configured() {
  return signerUrl() !== "" && env("GX_SIGNER_SECRET") !== "";
}

function statusListUrl(list) {
  return config.appUrl() + "/api/gx/credential-status/" + list;
}

function decodeEntities(text) {
  var map = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return String(text).replace(/&(?:amp|lt|gt|quot|#39);/g, function (entity) {
    return map[entity];
  });
}

/** "2026-01-15 00:00:00.000Z" → "2026-01-15T00:00:00Z" (xsd:dateTime, as the OB 3.0 examples). */
function isoDate(stored) {
  var text = String(stored || "");
  if (text === "") return "";
  return text.replace(" ", "T").replace(/\.\d+Z$/, "Z");
}

/** The holder's e-mail as OB 3.0 hashes it: sha256$hex(SHA-256(email ‖ salt)), e-mail trimmed and lower-cased. */
function emailHash(email, salt) {
  return "sha256$" + $security.sha256(String(email).trim().toLowerCase() + salt);
}

/**
 * The certificate's document: its uploaded file, else its drawn PDF. The signer's relatedResource
 * digest needs the bytes; it fetches them from this PocketBase over loopback.
 */
function fileUrls(certificate, holder) {
  var uploaded = certificate.getString("file") !== "";
  var file = uploaded ? certificate.getString("file") : certificate.getString("document");
  var path = "/api/files/" + certificate.collection().id + "/" + certificate.id + "/" + encodeURIComponent(file);
  var self = env("GX_POCKETBASE_URL");
  var fetchUrl = "";
  if (self !== "" && holder && file !== "") fetchUrl = self.replace(/\/+$/, "") + path + "?token=" + $tokens.recordFileToken($app, holder);
  var publicUrl = uploaded ? config.appUrl() + path : documents.publicUrl(certificate.getString("certificate_id"));
  return { public: publicUrl, fetch: fetchUrl, name: uploaded ? file : "certificate.pdf" };
}

var MEDIA_TYPES = { pdf: "application/pdf", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };

/** The unsigned OpenBadgeCredential of a certificate and its credentials row. */
function unsignedCredential(dao, certificate, row) {
  var certificateId = certificate.getString("certificate_id");
  var profile = null;
  try {
    profile = dao.findFirstRecordByFilter("profiles", "user = {:user}", { user: certificate.getString("user") });
  } catch (_) {
    profile = null;
  }
  var title = decodeEntities(certificate.getString("title"));
  var issuerName = decodeEntities(certificate.getString("issuer_name"));
  var description = decodeEntities(certificate.getString("description"));
  var list = row.getInt("status_list");
  var index = String(row.getInt("status_index"));
  var identifiers = [];
  if (profile) {
    identifiers.push({
      type: "IdentityObject",
      identityType: "emailAddress",
      hashed: true,
      salt: row.getString("email_salt"),
      identityHash: emailHash(profile.getString("email"), row.getString("email_salt")),
    });
    var name = (profile.getString("first_name") + " " + profile.getString("last_name")).trim();
    if (name !== "") identifiers.push({ type: "IdentityObject", identityType: "name", hashed: false, identityHash: name });
  }
  var credential = {
    "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
    id: "urn:uuid:" + certificateId.toLowerCase(),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: issuerDid(), type: ["Profile"], name: companyName(), url: config.appUrl() },
    name: title,
    validFrom: isoDate(certificate.getString("issue_date")),
  };
  if (certificate.getString("expiry_date") !== "") credential.validUntil = isoDate(certificate.getString("expiry_date"));
  credential.credentialSubject = {
    type: ["AchievementSubject"],
    identifier: identifiers,
    achievement: {
      id: config.appUrl() + "/verify/" + encodeURIComponent(certificateId) + "#achievement",
      type: ["Achievement"],
      name: title,
      description: description !== "" ? description : title + ", issued by " + issuerName + ".",
      criteria: { narrative: "Awarded by " + issuerName + "." },
    },
  };
  credential.credentialStatus = {
    id: statusListUrl(list) + "#" + index,
    type: "BitstringStatusListEntry",
    statusPurpose: "revocation",
    statusListIndex: index,
    statusListCredential: statusListUrl(list),
  };
  var urls = fileUrls(certificate, null);
  if (urls) {
    var extension = urls.name.replace(/^.*\./, "").toLowerCase();
    // The digest (SRI, SHA-256) is added by the signer from the file's bytes.
    credential.relatedResource = [{ id: urls.public, mediaType: MEDIA_TYPES[extension] || "application/octet-stream" }];
  }
  return credential;
}

/** The company that signs: the site's name (the certificate's own issuer is in the criteria). */
function companyName() {
  return env("GX_COMPANY_NAME") || "GX";
}

/** A free slot, chosen at random so neighbouring bits say nothing about issue order. */
function allocateSlot(dao) {
  for (var list = 1; ; list++) {
    var used = new DynamicModel({ n: 0 });
    dao.db().newQuery("SELECT COUNT(*) AS n FROM credentials WHERE status_list = {:list}").bind({ list: list }).one(used);
    if (used.n >= LIST_FILL_LIMIT) continue;
    for (var attempt = 0; attempt < 50; attempt++) {
      var index = Math.floor(Math.random() * STATUS_LIST_LENGTH);
      var taken = new DynamicModel({ n: 0 });
      dao.db().newQuery("SELECT COUNT(*) AS n FROM credentials WHERE status_list = {:list} AND status_index = {:index}")
        .bind({ list: list, index: index }).one(taken);
      if (taken.n === 0) return { list: list, index: index };
    }
  }
}

/** The credentials row of a certificate, created (with its status slot and salt) when missing. */
function rowFor(dao, certificate) {
  try {
    return dao.findFirstRecordByFilter("credentials", "certificate = {:id}", { id: certificate.id });
  } catch (_) {
    var slot = allocateSlot(dao);
    var row = new Record(dao.findCollectionByNameOrId("credentials"), {
      certificate: certificate.id,
      status_list: slot.list,
      status_index: slot.index,
      email_salt: $security.randomString(16),
      attempts: 0,
    });
    dao.saveRecord(row);
    ensureList(dao, slot.list);
    return row;
  }
}

/** A list is published from its first credential on, even before any revocation. */
function ensureList(dao, list) {
  try {
    dao.findFirstRecordByFilter("credential_status_lists", "list = {:list}", { list: list });
  } catch (_) {
    dao.saveRecord(new Record(dao.findCollectionByNameOrId("credential_status_lists"), { list: list, dirty: true }));
  }
}

function contentHash(credential) {
  return $security.sha256(JSON.stringify(credential));
}

/**
 * Notes that a certificate's credential may have changed: when what it states differs from what
 * was signed, a signature is owed. Cheap (no signer call); returns the row.
 */
function queue(dao, certificate) {
  var row = rowFor(dao, certificate);
  var hash = contentHash(unsignedCredential(dao, certificate, row));
  if (hash !== row.getString("content_hash")) {
    row.set("content_hash", hash);
    row.set("attempts", 0);
    dao.saveRecord(row);
  }
  return row;
}

/**
 * After any write of a certificate: its credential is queued, and a revoked one's status list is
 * published at once (one small signature; the job retries when it fails). Logs, never throws.
 */
function noteCertificateChange(app, certificate, failure) {
  try {
    queue(app.dao(), certificate);
    if (certificate.getString("verification_status") === "revoked") publishList(app, markListStale(app.dao(), certificate));
  } catch (err) {
    app.logger().error(failure, "certificate", certificate.id, "error", String(err));
  }
}

function markListStale(dao, certificate) {
  var row = rowFor(dao, certificate);
  dao.db().newQuery("UPDATE credential_status_lists SET dirty = TRUE WHERE list = {:list}").bind({ list: row.getInt("status_list") }).execute();
  return row.getInt("status_list");
}

/** POSTs to the signer with the shared secret's HMAC; returns the parsed answer or throws. */
function callSigner(path, payload, timeoutSeconds) {
  var url = signerUrl();
  var secret = env("GX_SIGNER_SECRET");
  if (url === "" || secret === "") throw new Error("No signer configured (GX_SIGNER_URL, GX_SIGNER_SECRET)");
  var body = JSON.stringify(payload);
  var timestamp = String(Date.now());
  var response = $http.send({
    url: url + path,
    method: "POST",
    body: body,
    headers: require(`${__hooks}/lib/trace.js`).headers({
      "content-type": "application/json",
      "x-gx-timestamp": timestamp,
      "x-gx-signature": $security.hs256(timestamp + "." + body, secret),
    }),
    timeout: timeoutSeconds || SIGNER_TIMEOUT_SECONDS,
  });
  if (response.statusCode !== 200) {
    throw new Error("Signer answered " + response.statusCode + ": " + String(response.raw).substring(0, 500));
  }
  return response.json;
}

/** Signs what a row is owed. Returns "signed", "failed" or "skipped". Never throws. */
function sign(app, rowId) {
  var dao = app.dao();
  if (!work.claim(dao, "credentials", rowId, STALE_CLAIM_MS)) return "skipped";
  var row = dao.findRecordById("credentials", rowId);
  try {
    var certificate = dao.findRecordById("certificates", row.getString("certificate"));
    // The credential names its document's digest: a PDF owed is drawn first, once.
    certificate = documents.ensure(app, certificate, callSigner);
    var credential = unsignedCredential(dao, certificate, row);
    var hash = contentHash(credential);
    var files = [];
    if (credential.relatedResource) {
      var holder = dao.findRecordById("users", certificate.getString("user"));
      files.push({ index: 0, url: fileUrls(certificate, holder).fetch });
    }
    var answer = callSigner("/v1/sign-credential", { credential: credential, files: files });
    row.set("document", answer.credential);
    row.set("key_id", answer.keyId);
    row.set("content_hash", hash);
    row.set("signed_hash", hash);
    row.set("last_error", "");
    row.set("claimed_at", "");
    dao.saveRecord(row);
    publishFirstVersion(app, row.getInt("status_list"));
    return "signed";
  } catch (err) {
    work.failedAttempt(dao, row, err);
    app.logger().warn("Credential not signed yet; the certificate is stored and signing will be retried",
      "certificate", row.getString("certificate"), "attempts", row.getInt("attempts"), "error", String(err));
    return "failed";
  }
}

/**
 * A new list is published with its first credential: a verifier reading the credential's status
 * must find it, not wait for the job.
 */
function publishFirstVersion(app, list) {
  var row = app.dao().findFirstRecordByFilter("credential_status_lists", "list = {:list}", { list: list });
  var document = row.getString("document");
  if (document === "" || document === "null") publishList(app, list);
}

/** Signs the credential of one certificate now, if one is owed. */
function signCertificate(app, certificate) {
  var row = queue(app.dao(), certificate);
  // A server without a signer (a test, an operator's choice) keeps the signatures owed, quietly.
  if (!configured()) return "skipped";
  if (row.getString("content_hash") === row.getString("signed_hash")) return "skipped";
  return sign(app, row.id);
}

/** Re-signs a status list with the indexes of its revoked certificates. Returns true when done. */
function publishList(app, list) {
  if (!configured()) return false;
  var dao = app.dao();
  var listRow = dao.findFirstRecordByFilter("credential_status_lists", "list = {:list}", { list: list });
  // Cleared first: a revocation while the signer works marks it again, and the job re-signs.
  dao.db().newQuery("UPDATE credential_status_lists SET dirty = FALSE WHERE id = {:id}").bind({ id: listRow.id }).execute();
  try {
    var rows = arrayOf(new DynamicModel({ idx: 0 }));
    dao.db()
      .newQuery(
        "SELECT credentials.status_index AS idx FROM credentials JOIN certificates ON certificates.id = credentials.certificate " +
          "WHERE credentials.status_list = {:list} AND certificates.verification_status = 'revoked'",
      )
      .bind({ list: list })
      .all(rows);
    var revoked = rows.map(function (row) {
      return row.idx;
    });
    var answer = callSigner("/v1/sign-status-list", { url: statusListUrl(list), revoked: revoked, length: STATUS_LIST_LENGTH });
    var fresh = dao.findRecordById("credential_status_lists", listRow.id);
    fresh.set("document", answer.credential);
    fresh.set("signed_at", new DateTime());
    fresh.set("last_error", "");
    dao.saveRecord(fresh);
    return true;
  } catch (err) {
    dao.db().newQuery("UPDATE credential_status_lists SET dirty = TRUE, last_error = {:error} WHERE id = {:id}")
      .bind({ id: listRow.id, error: String(err).substring(0, 2000) }).execute();
    app.logger().warn("Status list not signed yet; it will be retried within a minute", "list", list, "error", String(err));
    return false;
  }
}

/** The job: stale lists first (revocations are urgent), then owed signatures, within a time budget. */
function drain(app, budgetMs) {
  if (!configured()) return 0;
  var started = Date.now();
  var dao = app.dao();
  dao.findRecordsByFilter("credential_status_lists", "dirty = true", "list", 100, 0).forEach(function (list) {
    publishList(app, list.getInt("list"));
  });
  var owed = dao.findRecordsByFilter("credentials", "content_hash != signed_hash", "attempts,created", 2000, 0);
  var signed = 0;
  for (var i = 0; i < owed.length && Date.now() - started < budgetMs; i++) {
    var outcome = sign(app, owed[i].id);
    if (outcome === "signed") signed += 1;
    // The signer is down: the rest waits for the next run instead of timing out one by one.
    if (outcome === "failed" && i === 0) break;
  }
  return signed;
}

var ISSUER_DOCUMENT_KEY = "gx:credential-issuer";
var ISSUER_DOCUMENT_FRESH_MS = 60 * 1000;

/**
 * The issuer's DID document as the signer publishes it (its key store is the only source), for
 * the /verify page to carry in its own data: the browser's verifier then has the keys without a
 * request of its own. Kept a minute in memory; the last copy stands in while the signer is down.
 * Returns the document's JSON text, or "" when none was ever read.
 */
function issuerDocument() {
  // A string, as the store is shared by every handler's VM: "<fresh until, ms>\n<document>".
  var kept = String($app.store().get(ISSUER_DOCUMENT_KEY) || "");
  var keptText = kept.substring(kept.indexOf("\n") + 1);
  if (kept !== "" && parseInt(kept, 10) > Date.now()) return keptText;
  try {
    if (signerUrl() === "") throw new Error("No signer configured (GX_SIGNER_URL)");
    var response = $http.send({ url: signerUrl() + "/v1/did.json", method: "GET", headers: require(`${__hooks}/lib/trace.js`).headers({}), timeout: 2 });
    if (response.statusCode !== 200) throw new Error("Signer answered " + response.statusCode);
    var document = response.json;
    if (!document || document.id !== issuerDid()) throw new Error("The signer's DID document is not " + issuerDid());
    var text = JSON.stringify(document);
    $app.store().set(ISSUER_DOCUMENT_KEY, Date.now() + ISSUER_DOCUMENT_FRESH_MS + "\n" + text);
    return text;
  } catch (err) {
    $app.logger().warn("Issuer DID document not read from the signer; the last copy is served", "error", String(err));
    return kept !== "" ? keptText : "";
  }
}

module.exports = {
  issuerDid: issuerDid,
  callSigner: callSigner,
  issuerDocument: issuerDocument,
  statusListUrl: statusListUrl,
  emailHash: emailHash,
  queue: queue,
  noteCertificateChange: noteCertificateChange,
  markListStale: markListStale,
  signCertificate: signCertificate,
  publishList: publishList,
  drain: drain,
};
