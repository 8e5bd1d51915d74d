import { generateSecret, generateURI, verify } from 'otplib';
import { company } from '@site/shared/company';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Clock drift allowed between the server and the phone: one step either side. */
export const TOTP_DRIFT_SECONDS = 30;

/** A new secret: 160 random bits, Base32 (what the apps expect). */
export const newTotpSecret = () => generateSecret();

/** The `otpauth://` URI the QR code holds: the issuer is the company, the label the account. */
export const totpUri = (secret: string, account: string) =>
  generateURI({ issuer: company.name, label: account, secret });

/** The time step a six-digit `code` belongs to (within the drift window), or null when it matches
 * none. A step at or before `afterTimeStep` (the last code accepted) is refused: no code works twice. */
export async function totpTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOTP_DRIFT_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses an `afterTimeStep` beyond the window (the clock went back): no code is newer.
    return null;
  }
}
