// A passkey authenticator in Node for the API tests (docs/product/second-factor.md): it answers the
// portal's options as a browser with a platform authenticator would, with real ES256 keys, so the
// server's @simplewebauthn verifies real signatures. The attestation is 'none', the format the
// portal asks for. Each answer can be bent (another origin, RP id, challenge or counter) to prove
// the portal refuses it.
//
// The CBOR it needs (maps, byte and text strings, integers) is written here rather than taken
// from @simplewebauthn's own decoder's package: the encoder the tests trust should not be the
// library's whose decoding they test.

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 0x100) return Buffer.from([type | 24, length]);
  if (length < 0x10000) return Buffer.from([type | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = type | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** RFC 8949 encoding of what WebAuthn's structures use: no floats, no tags. */
export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`CBOR: ${value} is not an integer`);
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) {
    return Buffer.concat([cborHead(4, value.length), ...value.map(encodeCbor)]);
  }
  return Buffer.concat([
    cborHead(5, value.size),
    ...[...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]),
  ]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** The options' fields this authenticator reads (the portal's JSON answers carry more). */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** How a test bends an answer; by default it is what an honest browser sends. */
export interface Bend {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** The signature counter to report instead of the next one. */
  counter?: number;
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  /** The COSE key (RFC 9053: EC2, ES256, P-256) the attestation carries. */
  coseKey: Buffer;
  userHandle: string;
  counter: number;
}

// User present and user verified, as a platform authenticator with a fingerprint reports.
const flagUserPresent = 0x01;
const flagUserVerified = 0x04;
const flagAttestedData = 0x40;

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  /**
   * `origin` is the page's, as a browser would put in clientDataJSON; `keepsCounter: false`
   * makes a security key that reports 0 every time, as WebAuthn allows.
   */
  constructor(
    private readonly origin: string,
    private readonly options: { keepsCounter?: boolean } = {},
  ) {}

  /** The credential ids it holds, base64url. */
  get credentialIds(): string[] {
    return this.credentials.map((credential) => base64url(credential.id));
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create`: a new ES256 credential and its 'none' attestation. */
  create(options: CreationOptions, bend: Bend = {}) {
    const excluded = new Set(options.excludeCredentials?.map((credential) => credential.id));
    if (this.credentialIds.some((id) => excluded.has(id))) {
      throw new Error('InvalidStateError: this authenticator holds an excluded credential');
    }
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = encodeCbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const credential = { id, privateKey, coseKey, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
    const authData = this.authenticatorData(
      bend.rpId ?? options.rp.id ?? '',
      flagUserPresent | flagUserVerified | flagAttestedData,
      bend.counter ?? 0,
      attested,
    );
    const attestationObject = encodeCbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData(
      'webauthn.create',
      bend.challenge ?? options.challenge,
      bend.origin ?? this.origin,
    );
    return {
      id: base64url(id),
      rawId: base64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * `navigator.credentials.get`: an assertion by the first held credential the options allow
   * (or `credentialId`), its counter moved up by one unless the bend says otherwise.
   */
  get(options: RequestOptions, bend: Bend & { credentialId?: string } = {}) {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const credential = this.credentials.find((held) => {
      const id = base64url(held.id);
      return bend.credentialId ? id === bend.credentialId : (allowed?.includes(id) ?? true);
    });
    if (!credential) throw new Error('NotAllowedError: no credential of this authenticator fits');
    const counter =
      bend.counter ?? (this.options.keepsCounter === false ? 0 : credential.counter + 1);
    credential.counter = Math.max(credential.counter, counter);
    const authData = this.authenticatorData(
      bend.rpId ?? options.rpId ?? '',
      flagUserPresent | flagUserVerified,
      counter,
    );
    const clientDataJSON = this.clientData(
      'webauthn.get',
      bend.challenge ?? options.challenge,
      bend.origin ?? this.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
