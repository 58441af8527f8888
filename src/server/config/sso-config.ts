// The single-sign-on partners of SSO_PARTNERS (decision 0013): each partner's id, issuer and
// public keys, checked at start so that a key the portal cannot use (a private key, a short
// RSA key, another curve) stops it with a message naming the partner and the key. Outside
// production, without partners, a demo partner with a fresh key pair.

import { type KeyObject, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { z } from 'zod';

/** The only signature algorithms an SSO assertion may use: each follows from its key's type. */
export type SsoAlgorithm = 'RS256' | 'ES256';

/** A partner (an employer's benefits platform) whose signed assertions open SSO registration. */
export interface SsoPartner {
  /** Our name for the partner, kept on the accounts it links. */
  id: string;
  /** The `iss` of its assertions. */
  issuer: string;
  /** Its public keys, several while it rotates them. */
  publicKeys: { key: KeyObject; algorithm: SsoAlgorithm }[];
}

export interface SsoConfig {
  /** The `aud` every assertion must name: this portal. */
  audience: string;
  /** Empty: every SSO entry goes to the failure page. */
  partners: SsoPartner[];
  /**
   * Outside production, when no partner is configured: the built-in demo partner's private
   * key, for the development page that mints assertions. Its public key is in `partners`.
   */
  demoPartner?: { id: string; issuer: string; privateKey: KeyObject };
}

const demoSsoPartner = {
  id: 'demo-partner',
  issuer: 'https://benefits.demo-partner.example',
} as const;

const ssoPartnersSchema = z.array(
  z.strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be lowercase letters, digits and hyphens'),
    issuer: z.string().min(1, 'must be the "iss" of its assertions'),
    publicKeyPem: z.union([z.string(), z.array(z.string()).min(1)], {
      error: 'must be a PEM public key, or a list of them while the partner rotates keys',
    }),
  }),
  { error: 'must be a JSON array of partners: [{ "id", "issuer", "publicKeyPem" }]' },
);

/** The algorithm a partner's key signs with, or the reason the key cannot be used. */
function partnerKey(pem: string): { key: KeyObject; algorithm: SsoAlgorithm } | string {
  // createPublicKey would derive a public key from a private one: a private key here is a
  // secret of the partner's that must not sit in our environment.
  if (/PRIVATE KEY/.test(pem)) return "is a private key; give the partner's public key";
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    return 'is not a PEM public key (-----BEGIN PUBLIC KEY-----)';
  }
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'rsa' && (details?.modulusLength ?? 0) >= 2048) {
    return { key, algorithm: 'RS256' };
  }
  if (key.asymmetricKeyType === 'ec' && details?.namedCurve === 'prime256v1') {
    return { key, algorithm: 'ES256' };
  }
  return 'must be an RSA key of 2048 bits or more (RS256) or an EC P-256 key (ES256)';
}

/** SSO_PARTNERS as partners, or the problems naming what is wrong. */
function parseSsoPartners(text: string): { partners: SsoPartner[] } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: ['SSO_PARTNERS: is not valid JSON'] };
  }
  const parsed = ssoPartnersSchema.safeParse(json);
  if (!parsed.success) {
    const where = (path: PropertyKey[]) =>
      path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    return {
      problems: parsed.error.issues.map(
        (issue) => `SSO_PARTNERS${where(issue.path)}: ${issue.message}`,
      ),
    };
  }
  const problems: string[] = [];
  const partners = parsed.data.map((partner, index) => {
    const pems =
      typeof partner.publicKeyPem === 'string' ? [partner.publicKeyPem] : partner.publicKeyPem;
    const several = typeof partner.publicKeyPem !== 'string';
    const publicKeys = pems.flatMap((pem, keyIndex) => {
      const key = partnerKey(pem);
      if (typeof key === 'object') return [key];
      problems.push(`SSO_PARTNERS[${index}].publicKeyPem${several ? `[${keyIndex}]` : ''}: ${key}`);
      return [];
    });
    return { id: partner.id, issuer: partner.issuer, publicKeys };
  });
  for (const field of ['id', 'issuer'] as const) {
    const values = partners.map((partner) => partner[field]);
    for (const value of new Set(values.filter((value, index) => values.indexOf(value) !== index))) {
      problems.push(`SSO_PARTNERS: the ${field} "${value}" appears more than once`);
    }
  }
  return problems.length > 0 ? { problems } : { partners };
}

/**
 * The SSO settings: SSO_PARTNERS when given (or the problems naming what is wrong in it);
 * none in production without it; elsewhere the built-in demo partner, whose private key the
 * development page signs with.
 */
export function ssoConfig(settings: {
  audience: string;
  /** SSO_PARTNERS, as JSON. */
  partners: string | undefined;
  production: boolean;
}): SsoConfig | { problems: string[] } {
  const { audience } = settings;
  if (settings.partners !== undefined) {
    const parsed = parseSsoPartners(settings.partners);
    if ('problems' in parsed) return parsed;
    return { audience, partners: parsed.partners };
  }
  if (settings.production) return { audience, partners: [] };
  // A key pair of each start: nothing to keep or leak, and a restart only means minting
  // a new assertion on the development page.
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    audience,
    partners: [{ ...demoSsoPartner, publicKeys: [{ key: publicKey, algorithm: 'ES256' }] }],
    demoPartner: { ...demoSsoPartner, privateKey },
  };
}
