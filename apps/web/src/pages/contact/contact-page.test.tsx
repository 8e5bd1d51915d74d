import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../content/company.ts';
import { ContactPage } from './contact-page.tsx';
import { openMailClient } from './open-mail-client.ts';

vi.mock('./open-mail-client.ts', () => ({ openMailClient: vi.fn() }));

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Fields by accessible name (the required asterisk is aria-hidden, so it is not part of it). */
const field = (name: string) => screen.getByRole('textbox', { name });

/** Fills the name and e-mail fields (pasted: typing each key is slow and adds nothing here). */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, value] of [
    ['First Name', 'Amina'],
    ['Last Name', 'Otieno'],
    ['Email', 'amina@example.org'],
  ] as const) {
    await user.click(field(name));
    await user.paste(value);
  }
}

describe('ContactPage', () => {
  beforeEach(() => {
    vi.mocked(openMailClient).mockClear();
  });

  it('has the hero, the form fields of docs/product.md §5 and the side column', () => {
    renderAt('/contact');
    expect(document.title).toBe(`Contact Us | ${company.shortName}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
    const expected = [
      ['First Name', 'First name'],
      ['Last Name', 'Last name'],
      ['Email', 'Email'],
      ['Message', 'Tell us about your project requirements...'],
    ] as const;
    for (const [label, placeholder] of expected) {
      const input = field(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('placeholder', placeholder);
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    expect(document.getElementById('contact')).toContainElement(screen.getByRole('button', { name: 'Send Message' }));
    expect(document.getElementById('support')).toBeInTheDocument();

    const aside = screen.getByRole('complementary', { name: 'Contact information' });
    expect(within(aside).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(within(aside).getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref);
    expect(within(aside).getByText(company.postalBox)).toBeInTheDocument();
    expect(within(aside).getByText(company.address)).toBeInTheDocument();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      const link = within(aside).getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('does not send while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(openMailClient).not.toHaveBeenCalled();
    expect(field('Message')).toBeInvalid();
  });

  it('opens a prefilled e-mail, confirms it and keeps the text', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    await fillIn(user);
    await user.type(field('Message'), 'Ten junctions in Nakuru.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(openMailClient).toHaveBeenCalledOnce();
    const href = vi.mocked(openMailClient).mock.calls[0]![0];
    expect(href.startsWith(`mailto:${company.email}?subject=${encodeURIComponent('Website enquiry from Amina Otieno')}&body=`)).toBe(true);
    expect(decodeURIComponent(href)).toContain('Ten junctions in Nakuru.\r\n\r\n--\r\nAmina Otieno\r\namina@example.org');

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your message has been prepared in your e-mail app');
    expect(within(status).getByRole('link', { name: 'open it again' })).toHaveAttribute('href', href);
    expect(within(status).getByRole('link', { name: company.email })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: company.phone })).toBeInTheDocument();

    expect(field('First Name')).toHaveValue('Amina');
    expect(field('Email')).toHaveValue('amina@example.org');
    expect(field('Message')).toHaveValue('Ten junctions in Nakuru.');
  });

  it('prefills the message and the e-mail subject from ?subject=', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact?subject=Product%20enquiry%3A%20FUTURA%20signal%20head');
    const message = field('Message');
    expect(message).toHaveValue('Product enquiry: FUTURA signal head\n\n');
    expect(screen.getByText('Subject:').parentElement).toHaveTextContent('Subject: Product enquiry: FUTURA signal head');
    await fillIn(user);
    await user.type(message, 'Twenty units, please.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const href = vi.mocked(openMailClient).mock.calls[0]![0];
    expect(href).toContain(`subject=${encodeURIComponent('Product enquiry: FUTURA signal head')}&`);
    expect(message).toHaveValue('Product enquiry: FUTURA signal head\n\nTwenty units, please.');
  });

  it('follows a new subject only while the visitor has not written a message', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderAt('/contact?subject=Technical%20support');
    await router.navigate('/contact?subject=Training%20registration%3A%20CCTV');
    expect(await screen.findByDisplayValue(/^Training registration: CCTV/)).toBe(field('Message'));
    await user.type(field('Message'), 'Two staff.');
    await router.navigate('/contact');
    expect(field('Message')).toHaveValue('Training registration: CCTV\n\nTwo staff.');
  });

  it('creates the map frame only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open the map in a new tab/ })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map of our Nairobi office area');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  });
});
