#!/usr/bin/env python3
"""Verifies an eddsa-rdfc-2022 Open Badges credential without our code or libraries.

An independent second implementation (PyLD's URDNA2015 canonicalisation and PyNaCl's Ed25519,
both from Debian: python3-pyld, python3-nacl, python3-base58), offline:

    verify-independently.py CREDENTIAL.json DID.json CONTEXTS.json

CONTEXTS.json maps each JSON-LD context URL to its document. Exit 0 and "verified" when the proof
checks out with a key the DID document lists for assertions; otherwise exit 1 and the reason.
"""
import hashlib
import json
import sys

import base58
import nacl.exceptions
import nacl.signing
from pyld import jsonld


def fail(reason):
    print("failed: " + reason)
    sys.exit(1)


def main(credential_path, did_path, contexts_path):
    credential = json.load(open(credential_path, encoding="utf-8"))
    did = json.load(open(did_path, encoding="utf-8"))
    contexts = json.load(open(contexts_path, encoding="utf-8"))

    def loader(url, options=None):
        if url not in contexts:
            raise jsonld.JsonLdError("not available offline: " + url, "jsonld.LoadDocumentError")
        return {"contextUrl": None, "documentUrl": url, "document": contexts[url]}

    proofs = credential.get("proof")
    proofs = proofs if isinstance(proofs, list) else [proofs]
    if len(proofs) != 1 or not isinstance(proofs[0], dict):
        fail("expected exactly one proof")
    proof = proofs[0]
    if proof.get("type") != "DataIntegrityProof" or proof.get("cryptosuite") != "eddsa-rdfc-2022":
        fail("not an eddsa-rdfc-2022 Data Integrity proof")
    if proof.get("proofPurpose") != "assertionMethod":
        fail("the proof is not for an assertion")

    issuer = credential.get("issuer")
    issuer_id = issuer.get("id") if isinstance(issuer, dict) else issuer
    method_id = proof.get("verificationMethod")
    if issuer_id != did.get("id"):
        fail("the issuer is not the DID document's subject")
    if method_id not in did.get("assertionMethod", []):
        fail("the key is not listed for assertions")
    method = next((m for m in did.get("verificationMethod", []) if m.get("id") == method_id), None)
    if method is None or method.get("controller") != issuer_id:
        fail("the key is not controlled by the issuer")

    key = base58.b58decode(method["publicKeyMultibase"][1:])
    if key[:2] != b"\xed\x01" or len(key) != 34:
        fail("the key is not an Ed25519 Multikey")

    document = {k: v for k, v in credential.items() if k != "proof"}
    config = {k: v for k, v in proof.items() if k != "proofValue"}
    config["@context"] = credential["@context"]
    options = {"algorithm": "URDNA2015", "format": "application/n-quads", "documentLoader": loader}
    document_hash = hashlib.sha256(jsonld.normalize(document, options).encode("utf-8")).digest()
    proof_hash = hashlib.sha256(jsonld.normalize(config, options).encode("utf-8")).digest()

    value = proof.get("proofValue", "")
    if not value.startswith("z"):
        fail("the proof value is not base58btc")
    try:
        nacl.signing.VerifyKey(key[2:]).verify(proof_hash + document_hash, base58.b58decode(value[1:]))
    except (nacl.exceptions.BadSignatureError, ValueError):
        fail("the signature does not match the content")
    print("verified")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    main(*sys.argv[1:])
