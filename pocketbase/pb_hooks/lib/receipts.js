/// <reference path="../../pb_data/types.d.ts" />
// What a verification receipt is about (pb_hooks/receipts.pb.js): the credential that was checked,
// and its status list when it is one of ours, read from this database (not from the visitor), for
// the signer to check and sign its findings.

var MAX_CREDENTIAL_CHARS = 1000000;

function refused(status, error, title, message) {
  return { status: status, error: error, title: title, message: message };
}

/** Our signed status list named by the credential, or null (none, or another issuer's). */
function statusListOf(dao, credential) {
  var credentials = require(`${__hooks}/lib/credentials.js`);
  var status = credential && credential.credentialStatus;
  var url = status && typeof status === "object" ? String(status.statusListCredential || "") : "";
  var prefix = credentials.statusListUrl("");
  if (url.indexOf(prefix) !== 0 || !/^[1-9][0-9]{0,5}$/.test(url.substring(prefix.length))) return null;
  try {
    var row = dao.findFirstRecordByFilter("credential_status_lists", "list = {:list}", { list: parseInt(url.substring(prefix.length), 10) });
    var text = row.getString("document");
    return text === "" || text === "null" ? null : JSON.parse(text);
  } catch (_) {
    return null;
  }
}

/**
 * { credential, statusList, method } from the request's data, or { status, error, title, message }
 * when it names nothing that can be checked.
 */
function inputOf(dao, data) {
  var credential = null;
  var method = "";
  if (typeof data.certificate_id === "string" && data.certificate_id !== "") {
    var id = require(`${__hooks}/lib/public-route.js`).certificateIdOf(data.certificate_id);
    var missing = refused(404, "not_found", "Credential not found", "No signed credential exists for this certificate ID.");
    if (!id) return missing;
    try {
      var certificate = dao.findFirstRecordByFilter("certificates", "certificate_id = {:id}", { id: id });
      var text = dao.findFirstRecordByFilter("credentials", "certificate = {:id}", { id: certificate.id }).getString("document");
      if (text === "" || text === "null") {
        return refused(503, "credential_pending", "Credential not signed yet",
          "The signed credential for this certificate is being prepared. Please try again in a minute.");
      }
      credential = JSON.parse(text);
    } catch (_) {
      return missing;
    }
    method = "certificate-id";
  } else if (data.credential && typeof data.credential === "object" && !Array.isArray(data.credential)) {
    if (JSON.stringify(data.credential).length > MAX_CREDENTIAL_CHARS) {
      return refused(413, "too_large", "File too large", "The credential file is too large to check.");
    }
    credential = data.credential;
    method = "credential-file";
  } else {
    return refused(400, "nothing_to_check", "Nothing to check", "Give a certificate ID or a credential file to receive a receipt.");
  }
  return { credential: credential, statusList: statusListOf(dao, credential), method: method };
}

/** The signed receipt (the signer checks and signs); throws when the signer cannot. */
function sign(input) {
  var payload = { credential: input.credential, method: input.method };
  if (input.statusList) payload.statusList = input.statusList;
  return require(`${__hooks}/lib/credentials.js`).callSigner("/v1/sign-receipt", payload).credential;
}

module.exports = { inputOf: inputOf, sign: sign };
