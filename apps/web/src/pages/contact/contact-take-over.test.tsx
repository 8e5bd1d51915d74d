import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { SiteOriginProvider } from '../../lib/site-origin.tsx';
import { amina, aminasQuoteRequest } from '../../test/contact-message.ts';
import { mockFetch, ok } from '../../test/mock-fetch.ts';
import { prerender, takeOver, type RoutedPage } from '../../test/take-over.tsx';
import { ContactPage } from './contact-page.tsx';

const page: RoutedPage = (router) => (
  <SiteOriginProvider value="https://www.kilima.example">
    {router(<Route path="/contact" component={ContactPage} />)}
  </SiteOriginProvider>
);

describe('the contact form, prerendered and taken over', () => {
  it('posts by itself until the app takes over, then sends everything typed before and after the take-over', async () => {
    const api = mockFetch({ 'POST /api/contact': () => ok({ id: 'm1' }, 201) });
    // The server renders /contact once for every ?subject= (its query is not rendered).
    const { container } = prerender(page, '/contact');
    // Without the app the browser sends the form itself, to the same route, every field named.
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect([...new FormData(form).keys()]).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
      'website',
    ]);
    const field = (name: string) =>
      container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    // The visitor types before the app is there: the browser's own fields.
    field('firstName').value = amina.firstName;
    field('lastName').value = amina.lastName;
    field('email').value = amina.email;
    field('message').value = 'Ten junctions';

    const { errors, consoleError } = await takeOver(
      container,
      page,
      '/contact?subject=Get%20Quote',
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(field('message').value).toBe('Ten junctions');
    // The subject the address names shows once the app runs.
    expect(screen.getByText('Subject:').parentElement).toHaveTextContent('Subject: Get Quote');

    const user = userEvent.setup({ delay: null });
    await user.type(field('message'), ' in Nakuru.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(
        'Thank you! Your message has been sent. We reply within one working day.',
      ),
    ).toBeInTheDocument();
    expect(api.bodies('POST /api/contact')).toEqual([aminasQuoteRequest()]);
    // Sent: the form is empty again.
    expect(field('message').value).toBe('');
  });
});
