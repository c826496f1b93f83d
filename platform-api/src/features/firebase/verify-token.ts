import { createPublicKey, createVerify } from 'node:crypto';
import { ApiFailure } from '../../http/errors';

/** What the platform learns from a verified Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email?: string;
  phoneNumber?: string;
  name?: string;
  /** google.com, facebook.com, phone. */
  provider?: string;
}

const invalid = () => new ApiFailure(401, 'auth.credentials_invalid', 'The Firebase ID token was not accepted.');

/** The Auth emulator host (`127.0.0.1:9099`) when development or tests use one. */
export const emulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;

interface LookupUser {
  localId: string;
  email?: string;
  phoneNumber?: string;
  displayName?: string;
  providerUserInfo?: Array<{ providerId: string }>;
}

/**
 * Against the emulator: its accounts:lookup accepts only ID tokens it issued that are still valid
 * (its tokens are unsigned), and the token must be for the merchant's project.
 */
async function verifyWithEmulator(host: string, projectId: string, idToken: string): Promise<FirebaseIdentity> {
  const claims = decodePart<Partial<TokenClaims>>(idToken.split('.')[1]);
  if (claims.aud !== projectId) throw invalid();
  let response: Response;
  try {
    response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
  } catch (error) {
    throw new Error(`The Firebase Auth emulator at ${host} cannot be reached`, { cause: error });
  }
  if (!response.ok) throw invalid();
  const body = (await response.json()) as { users?: LookupUser[] };
  const user = body.users?.[0];
  if (!user) throw invalid();
  return {
    uid: user.localId,
    email: user.email,
    phoneNumber: user.phoneNumber,
    name: user.displayName,
    provider: user.providerUserInfo?.[0]?.providerId ?? (user.phoneNumber ? 'phone' : undefined),
  };
}

const CERTS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
let certs: { expires: number; byKid: Record<string, string> } | null = null;

async function googleCerts(now: number): Promise<Record<string, string>> {
  if (certs && certs.expires > now) return certs.byKid;
  const response = await fetch(CERTS_URL);
  if (!response.ok) throw new Error(`Firebase signing certificates: HTTP ${response.status}`);
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600);
  certs = { expires: now + maxAge * 1000, byKid: (await response.json()) as Record<string, string> };
  return certs.byKid;
}

function decodePart<T>(part: string | undefined): T {
  if (!part) throw invalid();
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
  } catch {
    throw invalid();
  }
}

interface TokenClaims {
  aud: string;
  iss: string;
  sub: string;
  exp: number;
  iat: number;
  email?: string;
  phone_number?: string;
  name?: string;
  firebase?: { sign_in_provider?: string };
}

/** In production: an RS256 JWT signed by Google for this project, as Firebase documents it. */
async function verifySignedToken(projectId: string, idToken: string, now: number): Promise<FirebaseIdentity> {
  const [head, payload, signature] = idToken.split('.');
  const header = decodePart<{ alg: string; kid: string }>(head);
  const claims = decodePart<TokenClaims>(payload);
  if (header.alg !== 'RS256' || !signature) throw invalid();
  const cert = (await googleCerts(now))[header.kid];
  if (!cert) throw invalid();
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${head}.${payload}`);
  if (!verifier.verify(createPublicKey(cert), Buffer.from(signature, 'base64url'))) throw invalid();
  const seconds = now / 1000;
  if (
    claims.aud !== projectId ||
    claims.iss !== `https://securetoken.google.com/${projectId}` ||
    !claims.sub ||
    claims.exp <= seconds ||
    claims.iat > seconds + 300
  ) {
    throw invalid();
  }
  return {
    uid: claims.sub,
    email: claims.email,
    phoneNumber: claims.phone_number,
    name: claims.name,
    provider: claims.firebase?.sign_in_provider,
  };
}

/** Verifies a Firebase ID token for the merchant's project; a bad token answers 401. */
export function verifyFirebaseToken(projectId: string, idToken: string, now: number): Promise<FirebaseIdentity> {
  const host = emulatorHost();
  return host ? verifyWithEmulator(host, projectId, idToken) : verifySignedToken(projectId, idToken, now);
}
