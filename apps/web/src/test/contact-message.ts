import { expect } from 'vitest';

/** The visitor the contact form's tests write as. */
export const amina = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.org',
} as const;

/** What the app posts to /api/contact when Amina asks for a quote (the address's ?subject=Get Quote);
 * the fill time is whatever the test took. */
export const aminasQuoteRequest = () => ({
  ...amina,
  message: 'Ten junctions in Nakuru.',
  subject: 'Get Quote',
  elapsedMs: expect.any(Number),
});
