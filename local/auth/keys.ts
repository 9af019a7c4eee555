import { readFileSync } from "node:fs";
import path from "node:path";
import { importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";

/**
 * The stand-in's signing key: the fixed ES256 development key in local/dev-signing-key.json.
 * Access tokens are signed with it; its public half is served at /auth/v1/.well-known/jwks.json,
 * which is what supabase-js `getClaims()` verifies against.
 */
const keyFile = path.join(import.meta.dirname, "..", "dev-signing-key.json");

export type SupabaseClaims = JWTPayload & {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
};

export async function loadSigningKey() {
  const jwk = JSON.parse(readFileSync(keyFile, "utf8")) as JWK & { kid: string };
  const kid = jwk.kid;
  const privateKey = await importJWK({ ...jwk, alg: "ES256" }, "ES256");
  const publicJwk = {
    kty: jwk.kty,
    crv: jwk.crv,
    x: jwk.x,
    y: jwk.y,
    kid,
    alg: "ES256",
    use: "sig",
    key_ops: ["verify"],
    ext: true,
  };
  const publicKey = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, "ES256");

  return {
    kid,
    publicJwk,
    jwks: { keys: [publicJwk] },
    async sign(claims: SupabaseClaims): Promise<string> {
      return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid, typ: "JWT" }).sign(privateKey);
    },
    /** Verifies signature, algorithm, audience and expiry; throws on any failure. */
    async verify(token: string): Promise<SupabaseClaims> {
      const { payload } = await jwtVerify(token, publicKey, { algorithms: ["ES256"], audience: "authenticated" });
      return payload as SupabaseClaims;
    },
  };
}

export type SigningKey = Awaited<ReturnType<typeof loadSigningKey>>;
