import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isModal } from '../../test/dialog-polyfill.ts';
import { CurrentLocation, renderWithRouter } from '../../test/render-with-router.tsx';
import { company } from '../../content/company.ts';
import { MobileMenu } from './mobile-menu.tsx';

function setup() {
  const user = userEvent.setup();
  renderWithRouter(
    <>
      <MobileMenu languagePicker={<button type="button">Language picker</button>} />
      <CurrentLocation />
    </>,
  );
  return user;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

describe('the mobile side menu', { timeout: 15_000 }, () => {
  it('opens as a modal dialog with the menus, picker, Get Quote and contact lines, and locks scrolling', async () => {
    const user = setup();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openMenu(user);
    expect(isModal(dialog)).toBe(true);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    expect(document.body.style.overflow).toBe('hidden');

    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Solutions', 'Products', 'Projects', 'About Us']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(nav).getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Career' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Language picker' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
      'href',
      '/contact?subject=Quote+request#contact',
    );
    expect(within(dialog).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(dialog).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(within(dialog).getByText(company.location)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('opens one accordion submenu at a time', async () => {
    const user = setup();
    const dialog = await openMenu(user);
    const solutions = within(dialog).getByRole('button', { name: 'Solutions' });
    const projects = within(dialog).getByRole('button', { name: 'Projects' });
    const panel = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

    await user.click(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(panel(solutions)).toBeVisible();
    expect(
      within(panel(solutions)).getByRole('link', { name: 'Security Solutions' }),
    ).toHaveAttribute('href', '/services/security');

    await user.click(projects);
    expect(projects).toHaveAttribute('aria-expanded', 'true');
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
    expect(panel(solutions)).not.toBeVisible();
    expect(within(panel(projects)).getByText('Featured Projects')).toBeVisible();

    await user.click(projects);
    expect(projects).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const user = setup();
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the backdrop and on the close button', async () => {
    const user = setup();
    await openMenu(user);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Keeping Tab inside is the browser's part of a modal dialog: e2e/first-paint-navigation.spec.ts checks it.
  it('opens modally with focus on the close button', async () => {
    const user = setup();
    const dialog = await openMenu(user);
    expect(isModal(dialog)).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes when a link is chosen, and Get Quote goes to the contact form', async () => {
    const user = setup();
    let dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('button', { name: 'About Us' }));
    await user.click(within(dialog).getByRole('link', { name: 'Partners' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/partners');

    dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('link', { name: 'Get Quote' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contact#contact');
  });
});
