import { describe, expect, it } from 'vitest';
import { buildContactMailto, cleanSubject, contactSubject } from './contact-mailto.ts';

const values = { firstName: ' Amina ', lastName: 'Otieno', email: 'amina@example.org', message: 'Line one\nLine two & more?' };

describe('contact mailto', () => {
  it('puts the subject and the message with a signature into the mailto', () => {
    const href = buildContactMailto('info@example.com', values, 'Product enquiry: FUTURA');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@example.com');
    expect(href).toContain('subject=Product%20enquiry%3A%20FUTURA&body=');
    expect(decodeURIComponent(href.split('body=')[1]!)).toBe('Line one\r\nLine two & more?\r\n\r\n--\r\nAmina Otieno\r\namina@example.org');
  });

  it('uses a generic subject with the sender name when none was given', () => {
    expect(contactSubject(values)).toBe('Website enquiry from Amina Otieno');
    expect(contactSubject({ ...values, firstName: '', lastName: '' }, '  ')).toBe('Website enquiry');
  });

  it('keeps a ?subject= value to one short line', () => {
    expect(cleanSubject(null)).toBeUndefined();
    expect(cleanSubject('   ')).toBeUndefined();
    expect(cleanSubject('Training\r\nregistration:  ITS ')).toBe('Training registration: ITS');
    expect(cleanSubject('x'.repeat(500))).toHaveLength(200);
  });
});
