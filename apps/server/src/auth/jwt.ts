import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { userId: number; username: string; isAdmin: boolean };
export type IssuedToken = { token: string; expires: string; isAdmin: boolean };

export type TokenService = {
  issue(claims: TokenClaims): Promise<IssuedToken>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: string, lifetimeHours: number, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + Math.round(lifetimeHours * 3600);
      const token = await new SignJWT({ uid: claims.userId, name: claims.username, admin: claims.isAdmin })
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
        return { userId: payload.uid, username: payload.name, isAdmin: payload.admin === true };
      } catch {
        return null;
      }
    },
  };
}
