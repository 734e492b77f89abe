import { createHash, randomBytes } from 'node:crypto';

/** A single-use code for an e-mailed link: 192 random bits, base64url (32 characters). */
export const newCode = (): string => randomBytes(24).toString('base64url');

/** Codes are stored hashed, so a leaked database does not hand out working links. */
export const hashCode = (code: string): string => createHash('sha256').update(code).digest('base64url');
