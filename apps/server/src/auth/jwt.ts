import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { userId: number; username: string; isAdmin: boolean; tokenVersion?: number };
export type IssuedToken = { token: string; expires: string; isAdmin: boolean };

export type TokenService = {
  issue(claims: TokenClaims): Promise<IssuedToken>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
};

/**
 * Checks a signature-valid token against the account as it is now: null when the account is gone or its
 * password was reset since (token version), else the claims with the current name and admin flag.
 */
export type SessionCheck = (claims: TokenClaims) => Promise<TokenClaims | null>;

export function createTokenService(
  secret: string,
  lifetimeHours: number,
  now: () => number = Date.now,
  check: SessionCheck = async (claims) => claims,
): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + Math.round(lifetimeHours * 3600);
      const token = await new SignJWT({ uid: claims.userId, name: claims.username, admin: claims.isAdmin, ver: claims.tokenVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expires: new Date(exp * 1000).toISOString(), isAdmin: claims.isAdmin };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (typeof payload.uid !== 'number' || typeof payload.name !== 'string') return null;
        const tokenVersion = typeof payload.ver === 'number' ? payload.ver : 0;
        return await check({ userId: payload.uid, username: payload.name, isAdmin: payload.admin === true, tokenVersion });
      } catch {
        return null;
      }
    },
  };
}
