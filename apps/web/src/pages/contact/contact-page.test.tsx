import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company.ts';
import { stubIntersectionObserver } from '../../test/browser-stubs.ts';
import { amina, aminasQuoteRequest } from '../../test/contact-message.ts';
import { deferred, fail, mockFetch, networkDown, ok } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { ContactPage } from './contact-page.tsx';

function renderAt(url: string) {
  return renderWithRouter(<Route path="/contact" component={ContactPage} />, { path: url })
    .location;
}

/** Fields by accessible name (the required asterisk is aria-hidden, so it is not part of it). */
const field = (name: string) => screen.getByRole('textbox', { name });

/** Fills the name and e-mail fields (pasted: typing each key is slow and adds nothing here). */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, value] of [
    ['First Name', amina.firstName],
    ['Last Name', amina.lastName],
    ['Email', amina.email],
  ] as const) {
    await user.click(field(name));
    await user.paste(value);
  }
}

describe('ContactPage', () => {
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
    expect(document.getElementById('contact')).toContainElement(
      screen.getByRole('button', { name: 'Send Message' }),
    );
    expect(document.getElementById('support')).toBeInTheDocument();
    expect(
      within(document.getElementById('contact')!).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');

    const aside = screen.getByRole('complementary', { name: 'Contact information' });
    expect(within(aside).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(aside).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
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
    const api = mockFetch({});
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(api.calls).toEqual([]);
    expect(field('Message')).toBeInvalid();
  });

  it('posts the message with the ?subject= of the button, says Sending… and then confirms in the page', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred();
    const api = mockFetch({ 'POST /api/contact': () => answer.promise });
    renderAt('/contact?subject=Get%20Quote');
    expect(screen.getByText('Subject:').parentElement).toHaveTextContent('Subject: Get Quote');
    expect(field('Message')).toHaveValue('');
    await fillIn(user);
    await user.type(field('Message'), 'Ten junctions in Nakuru.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.bodies('POST /api/contact')).toEqual([aminasQuoteRequest()]);
    answer.release(ok({ id: 'm1' }, 201));
    expect(
      await screen.findByText(
        'Thank you! Your message has been sent. We reply within one working day.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps every character typed and shows the error when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      'POST /api/contact': [
        networkDown,
        () =>
          fail(
            429,
            'Too many messages from your network address. Please try again in an hour, or write to us by e-mail.',
          ),
      ],
    });
    renderAt('/contact');
    await fillIn(user);
    await user.type(field('Message'), 'Line one\nLine two <b>');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `We could not reach our server. Check your connection and try again, or write to us at ${company.email}.`,
    );
    expect(alert).toHaveTextContent('Everything you typed is still in the form.');
    expect(field('First Name')).toHaveValue('Amina');
    expect(field('Email')).toHaveValue('amina@example.org');
    expect(field('Message')).toHaveValue('Line one\nLine two <b>');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(/Too many messages from your network address/),
    ).toBeInTheDocument();
    expect(field('Message')).toHaveValue('Line one\nLine two <b>');
  });

  it('creates the map frame only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open the map in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map of our Nairobi office area');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
  });

  it('takes the subject from a ?subject= link, and creates the map frame once the visitor scrolls near it', () => {
    const observers = stubIntersectionObserver();
    renderAt('/contact?subject=Product%20enquiry%3A%20FUTURA');
    expect(screen.getByText('Subject:').parentElement).toHaveTextContent(
      'Subject: Product enquiry: FUTURA',
    );
    expect(field('Message')).toHaveValue('');
    expect(document.querySelector('iframe')).toBeNull();

    const placeholder = screen.getByRole('button', { name: 'Show map' }).parentElement!;
    expect(observers.watching(placeholder)).toBe(1);
    act(() => observers.scrollIntoView(placeholder));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByTitle('Map of our Nairobi office area')).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
    expect(observers.watching(placeholder)).toBe(0);
  });
});
