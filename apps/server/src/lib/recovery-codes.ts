import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@site/shared';
import { hashToken } from './tokens.ts';

/** Letters and digits that cannot be confused when read aloud or copied by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9q4r` (50 random bits each); only their hashes are kept. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed, without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Looks like a recovery code (ten letters and digits once normalized) rather than a TOTP. */
export const isRecoveryCodeShape = (code: string) =>
  /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code));

/** What is stored: SHA-256 of the normalized code. A code is only a second factor (the password is
 * needed too), single-use, and random (not a person's choice), so a fast hash is enough. */
export const hashRecoveryCode = (code: string) => hashToken(normalizeRecoveryCode(code));
