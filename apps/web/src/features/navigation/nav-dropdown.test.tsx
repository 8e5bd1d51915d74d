import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { headerNav } from '../../content/navigation.ts';
import { DesktopNav } from './desktop-nav.tsx';

function setup() {
  const user = userEvent.setup();
  renderWithRouter(
    <>
      <button type="button">before</button>
      <DesktopNav />
      <button type="button">after</button>
    </>,
  );
  return user;
}

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the desktop menus', () => {
  it('has the four menus with dropdowns and the direct links Blog and Career', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Solutions', 'Products', 'Projects', 'About Us']) {
      const button = within(nav).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(button)).not.toBeVisible();
    }
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/career');
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = setup();
    const button = trigger('Solutions');
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panelOf(button)).getByRole('link', { name: /Intelligent Transport Systems/ }),
    ).toHaveAttribute('href', '/services/its');
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Projects menu in two columns', async () => {
    const user = setup();
    const button = trigger('Projects');
    await user.hover(button);
    const panel = panelOf(button);
    expect(within(panel).getByText('By Sector')).toBeVisible();
    expect(within(panel).getByText('Featured Projects')).toBeVisible();
    expect(panel.querySelector('.grid-cols-2')).not.toBeNull();
    const projects = headerNav.find((item) => item.id === 'projects');
    const count =
      projects?.kind === 'menu' ? projects.columns.flatMap((column) => column.links).length : 0;
    expect(within(panel).getAllByRole('link')).toHaveLength(count);
  });

  it('opens on keyboard focus, moves through the links with the arrows and closes on Escape', async () => {
    const user = setup();
    act(() => screen.getByRole('button', { name: 'before' }).focus());
    await user.tab();
    const button = trigger('Solutions');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    const links = within(panelOf(button)).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter or ArrowDown after Escape, and a second Enter closes it', async () => {
    const user = setup();
    const button = trigger('About Us');
    act(() => button.focus());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panelOf(button)).getAllByRole('link')[0]).toHaveFocus();
  });

  it('closes when focus leaves the menu', async () => {
    const user = setup();
    const button = trigger('About Us');
    act(() => button.focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // into the open panel
    expect(within(panelOf(button)).getAllByRole('link')[0]).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when hovered then clicked, and closes when a link is chosen', async () => {
    const user = setup();
    const button = trigger('Products');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panelOf(button)).getByRole('link', { name: /Signal Heads/ }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
