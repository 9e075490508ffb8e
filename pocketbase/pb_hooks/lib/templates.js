/// <reference path="../../pb_data/types.d.ts" />
// Certificate templates: every record is one version and never changes (the collection has no
// update rule). Creating a record with `replaces` = the current version's id makes the next
// version of that template; without it, a new template. Text fields follow a certificate's rules
// (shared-ui TEMPLATE_TEXT_RULES, the same in the browser).

var rules = require(`${__hooks}/lib/shared-ui.js`);

var TEXT_RULES = {
  name: rules.TEMPLATE_TEXT_RULES.name,
  title: rules.TEMPLATE_TEXT_RULES.title,
  description: rules.TEMPLATE_TEXT_RULES.description,
  issuer_name: rules.TEMPLATE_TEXT_RULES.issuer_name,
};
var SIGNATURE_RULES = { name: rules.TEMPLATE_TEXT_RULES.signature_name, role: rules.TEMPLATE_TEXT_RULES.signature_role };
var LABELS = rules.TEMPLATE_FIELD_LABELS;
var IMAGE_LABELS = { logo: LABELS.logo, background_image: LABELS.background_image, signature_images: LABELS.signature_images };
// The design a template leaves out (shared-ui certificate-layout DEFAULT_DESIGN, the one the drawing uses).
var DEFAULTS = rules.DEFAULT_DESIGN;
var MAX_SIGNATURES = rules.TEMPLATE_MAX_SIGNATURES;

function text(value) {
  return value === undefined || value === null ? "" : String(value).trim();
}

/** The signatures as sent: a JSON text (multipart form) or an array; null when neither. */
function signaturesOf(raw) {
  if (raw === undefined || raw === null || raw === "") return [];
  var value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch (_) {
      return null;
    }
  }
  return Array.isArray(value) ? value : null;
}

/** An uploaded file's first bytes (as readerToString gives them) from anything with open(). */
function headOf(opener) {
  var reader = opener.open();
  try {
    return readerToString(reader, 16);
  } finally {
    reader.close();
  }
}

/**
 * Judges a new template version. `data` holds the fields as sent; `images` maps each image field
 * to [{ size, head }]. Returns { errors: [{ field, code, message }] in form order, value } where
 * value holds the cleaned fields and the version's place (family, version).
 */
function judgeTemplate(dao, data, images) {
  var errors = [];
  var value = {};
  var fail = function (field, problem) {
    errors.push({ field: field, code: problem.code, message: problem.message });
  };

  Object.keys(TEXT_RULES).forEach(function (field) {
    var rule = TEXT_RULES[field];
    var problem = rules.checkCertificateText(data[field], rule.label, rule.max, rule.required, rule.scripts);
    if (problem) fail(field, problem);
    value[field] = rules.cleanText(data[field]);
  });
  [["background_color", LABELS.background_color], ["accent_color", LABELS.accent_color]].forEach(function (pair) {
    var colour = text(data[pair[0]]) || DEFAULTS[pair[0]];
    var problem = rules.checkTemplateColour(colour, pair[1]);
    if (problem) fail(pair[0], problem);
    value[pair[0]] = colour.toLowerCase();
  });

  var signatures = signaturesOf(data.signatures);
  value.signatures = [];
  if (signatures === null) {
    fail("signatures", { code: "invalid_signatures", message: "Signatures must be a list of names and roles" });
  } else if (signatures.length > MAX_SIGNATURES) {
    fail("signatures", { code: "too_many_signatures", message: "A template has at most " + MAX_SIGNATURES + " signatures" });
  } else {
    signatures.forEach(function (signature) {
      var entry = signature && typeof signature === "object" ? signature : {};
      var out = {};
      Object.keys(SIGNATURE_RULES).forEach(function (field) {
        var rule = SIGNATURE_RULES[field];
        var problem = rules.checkCertificateText(entry[field], rule.label, rule.max, rule.required, rule.scripts);
        if (problem) fail("signatures", problem);
        out[field] = rules.cleanText(entry[field]);
      });
      value.signatures.push(out);
    });
  }

  Object.keys(IMAGE_LABELS).forEach(function (field) {
    (images[field] || []).forEach(function (image, index) {
      var label = IMAGE_LABELS[field] + (field === "signature_images" ? " " + (index + 1) : "");
      var problem = rules.checkTemplateImage(label, image.size, image.head);
      if (problem) fail(field, problem);
    });
  });
  var signatureImages = (images.signature_images || []).length;
  if (signatures && signatureImages !== value.signatures.length) {
    fail("signature_images", { code: "signature_images_count",
      message: "Each signature needs its image: " + value.signatures.length + " signature(s), " + signatureImages + " image(s)" });
  }

  var replaced = null;
  if (text(data.replaces) !== "") {
    replaced = findVersion(dao, data.replaces);
    if (!replaced) {
      fail("replaces", { code: "unknown_template", message: "The template being edited does not exist" });
    } else if (!replaced.getBool("current")) {
      fail("replaces", { code: "stale_version",
        message: "This template has a newer version (" + latestVersion(dao, replaced.getString("family")) + "); reload it and edit that one" });
    }
  }
  var namesake = value.name ? currentByName(dao, value.name) : null;
  if (namesake && (!replaced || namesake.getString("family") !== replaced.getString("family"))) {
    fail("name", { code: "name_taken", message: "A template named \"" + text(data.name) + "\" exists already" });
  }
  value.family = replaced ? replaced.getString("family") : "";
  value.version = replaced ? replaced.getInt("version") + 1 : 1;
  return { errors: errors, value: value };
}

/** The uploaded images of a records API request, read in the request middleware. */
function requestImages(c) {
  var images = {};
  var form = null;
  try {
    form = c.request().multipartForm;
  } catch (_) {
    form = null;
  }
  if (!form || !form.file) return images;
  Object.keys(IMAGE_LABELS).forEach(function (field) {
    images[field] = (form.file[field] || []).map(function (header) {
      return { size: header.size, head: headOf(header) };
    });
  });
  return images;
}

/**
 * A new template version judged before PocketBase validates the record (its own file-type
 * message names neither the field nor the limit); lib/user-input.js's input guard calls it.
 */
function judgeCreateRequest(info, c) {
  return judgeTemplate($app.dao(), info.data || {}, requestImages(c));
}

/** The current version of the template named `name` (stored form), or null. */
function currentByName(dao, name) {
  try {
    return dao.findFirstRecordByFilter("certificate_templates", "current = true && name = {:name}", { name: name });
  } catch (_) {
    return null;
  }
}

/** A template version by id, or null. */
function findVersion(dao, id) {
  if (text(id) === "") return null;
  try {
    return dao.findRecordById("certificate_templates", text(id));
  } catch (_) {
    return null;
  }
}

/**
 * onRecordBeforeCreateRequest: judged again (a superuser's request skips the middleware's check),
 * then the cleaned fields and the version's place are written.
 */
function prepareNew(e) {
  var record = e.record;
  var images = {};
  var uploaded = e.uploadedFiles || {};
  Object.keys(IMAGE_LABELS).forEach(function (field) {
    images[field] = (uploaded[field] || []).map(function (file) {
      return { size: file.size, head: headOf(file.reader) };
    });
  });
  var judged = judgeTemplate($app.dao(), $apis.requestInfo(e.httpContext).data || {}, images);
  var first = judged.errors[0];
  if (first) {
    var data = {};
    data[first.field] = new ValidationError(first.code, first.message);
    throw new BadRequestError("Failed to create record.", data);
  }
  var value = judged.value;
  ["name", "title", "description", "issuer_name", "background_color", "accent_color", "signatures", "version"].forEach(function (field) {
    record.set(field, value[field]);
  });
  if (record.getString("paper") === "") record.set("paper", DEFAULTS.paper);
  if (record.getString("orientation") === "") record.set("orientation", DEFAULTS.orientation);
  record.set("family", value.family || $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"));
  record.set("current", true);
}

function latestVersion(dao, family) {
  var row = new DynamicModel({ v: 0 });
  dao.db().newQuery("SELECT MAX(version) AS v FROM certificate_templates WHERE family = {:family}").bind({ family: family }).one(row);
  return row.v;
}

/** onRecordAfterCreateRequest: the new version is the only current one of its template. */
function retireOlder(record) {
  $app.dao().db()
    .newQuery("UPDATE certificate_templates SET current = FALSE WHERE family = {:family} AND id != {:id}")
    .bind({ family: record.getString("family"), id: record.id })
    .execute();
}

/**
 * The fields a certificate takes from its template when left empty (title, description, issuer
 * name), as typed (the template stores them escaped; the certificate's judge escapes again).
 */
function applyDefaults(input, template) {
  if (!template) return input;
  ["title", "description", "issuer_name"].forEach(function (field) {
    if (text(input[field]) === "") input[field] = rules.unescapeHtml(template.getString(field));
  });
  return input;
}

/**
 * A version's design as the printable page reads it: colours, paper, images by path (template
 * files are public) and signatures, text decoded as typed. The built-in design without one.
 */
function designOf(template) {
  if (!template) {
    return { template: null, background_color: DEFAULTS.background_color, accent_color: DEFAULTS.accent_color,
      paper: DEFAULTS.paper, orientation: DEFAULTS.orientation, logo: "", background_image: "", signatures: [] };
  }
  var path = function (name) {
    return name ? "/api/files/" + template.collection().id + "/" + template.id + "/" + encodeURIComponent(name) : "";
  };
  var images = template.get("signature_images") || [];
  var signatures = JSON.parse(template.getString("signatures") || "[]") || [];
  return {
    template: { name: rules.unescapeHtml(template.getString("name")), version: template.getInt("version") },
    background_color: template.getString("background_color"),
    accent_color: template.getString("accent_color"),
    paper: template.getString("paper"),
    orientation: template.getString("orientation"),
    logo: path(template.getString("logo")),
    background_image: path(template.getString("background_image")),
    signatures: signatures.map(function (signature, index) {
      return { name: rules.unescapeHtml(signature.name), role: rules.unescapeHtml(signature.role), image: path(String(images[index] || "")) };
    }),
  };
}

module.exports = {
  designOf: designOf,
  judgeCreateRequest: judgeCreateRequest,
  prepareNew: prepareNew,
  retireOlder: retireOlder,
  currentByName: currentByName,
  findVersion: findVersion,
  applyDefaults: applyDefaults,
  DEFAULTS: DEFAULTS,
};
