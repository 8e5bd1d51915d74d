import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { galleryCategories } from '../../content/media.ts';
import { queryClient } from '../../lib/query-client.ts';
import { contentRoutes, listed, seedContentList } from '../../test/content-items.ts';
import { isModal } from '../../test/dialog-polyfill.ts';
import { earlyActionOf, tapBeforeTakeOver } from '../../test/early-actions.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { MediaPage } from './media-page.tsx';

const mediaItems = listed('media');

beforeEach(() => {
  // As a prerendered /media carries them.
  seedContentList('media');
});

const labels = [
  'All Media (8)',
  'Company Events (3)',
  'Project Showcase (3)',
  'Team & Culture (2)',
];

function cards() {
  const grid = screen
    .getAllByRole('list')
    .find((list) => list.tagName === 'UL' && within(list).queryAllByRole('button').length > 0);
  if (!grid) throw new Error('gallery grid not found');
  return within(grid).getAllByRole('listitem');
}

function openCard(title: string) {
  return userEvent.setup().click(screen.getByRole('button', { name: title }));
}

describe('MediaPage', () => {
  it('shows the labelled filters, all twelve items and the impact stats', () => {
    render(<MediaPage />);
    expect(document.title).toBe('Media Gallery | Kilima Smart Systems');
    expect(screen.getByRole('heading', { level: 1, name: 'Media Gallery' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Filter media by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(labels);
    expect(screen.getByRole('button', { name: 'All Media (8)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards()).toHaveLength(12);
    for (const text of [
      '8+',
      'Media Items',
      'Company Events',
      'Project Showcases',
      'Team Photos',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('asks the API for the items when the page carries none, keeping the labelled filters', async () => {
    queryClient.clear();
    const api = mockFetch(contentRoutes('media'));
    render(<MediaPage />);
    expect(screen.getByRole('button', { name: 'All Media (8)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kisumu Project Site' })).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(api.keys()).toEqual(['GET /api/media?limit=100']);
  });

  it('shows a video in the lightbox with its poster', async () => {
    const [first, ...rest] = mediaItems;
    seedContentList('media', [
      { ...first!, kind: 'video', videoUrl: '/uploads/0123456789abcdef0123456789abcdef.mp4' },
      ...rest,
    ]);
    const { container } = render(<MediaPage />);
    await openCard(first!.title);
    const video = container.ownerDocument.querySelector('dialog video');
    expect(video).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef.mp4');
    expect(video).toHaveAttribute('poster', first!.image.src);
  });

  it('staggers the entry animation by 0.1 s per card', () => {
    render(<MediaPage />);
    expect(
      cards()
        .map((card) => card.style.animationDelay)
        .slice(0, 3),
    ).toEqual(['0s', '0.1s', '0.2s']);
    expect(cards()[0]).toHaveClass('media-card-in');
  });

  it.each([
    ['Company Events (3)', 'events', 6],
    ['Project Showcase (3)', 'projects', 4],
    ['Team & Culture (2)', 'team', 2],
  ] as const)(
    '%s narrows the grid to the real items of the category',
    async (label, category, count) => {
      const user = userEvent.setup();
      render(<MediaPage />);
      await user.click(screen.getByRole('button', { name: label }));
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'All Media (8)' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(cards()).toHaveLength(count);
      const titles = mediaItems
        .filter((item) => item.category === category)
        .map((item) => item.title);
      expect(cards().map((card) => within(card).getByRole('button').textContent)).toEqual(titles);
      await user.click(screen.getByRole('button', { name: 'All Media (8)' }));
      expect(cards()).toHaveLength(12);
    },
  );

  it('marks each filter for the early taps, so one tapped before the take-over narrows the grid once the app is there', () => {
    render(<MediaPage />);
    const filters = within(
      screen.getByRole('group', { name: 'Filter media by category' }),
    ).getAllByRole('button');
    expect(filters.map(earlyActionOf)).toEqual(
      galleryCategories.map((category) => `media-filter:${category.id}`),
    );
    tapBeforeTakeOver(screen.getByRole('button', { name: 'Company Events (3)' }));
    expect(filters.map((filter) => filter.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(cards()).toHaveLength(6);
  });

  it('opens a lightbox with the item details and focus on Close', async () => {
    render(<MediaPage />);
    await openCard('Kisumu Project Site');
    const dialog = screen.getByRole('dialog', { name: 'Kisumu Project Site' });
    expect(isModal(dialog)).toBe(true);
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'alt',
      expect.stringContaining('Kisumu'),
    );
    expect(within(dialog).getByText('Project Showcase')).toBeInTheDocument();
    expect(within(dialog).getByText('October 2024')).toBeInTheDocument();
    expect(within(dialog).getByText('Kisumu, Kenya')).toBeInTheDocument();
    expect(within(dialog).getByText(/installing new LED street lights/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('wraps previous and next at both ends, with buttons and arrow keys', async () => {
    const user = userEvent.setup();
    render(<MediaPage />);
    const first = mediaItems[0]!;
    const last = mediaItems.at(-1)!;
    await user.click(screen.getByRole('button', { name: first.title }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: last.title })).toBeInTheDocument();
    expect(screen.getByText('12 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: first.title })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: last.title })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: mediaItems[1]!.title })).toBeInTheDocument();
  });

  it('wraps within the filtered list only', async () => {
    const user = userEvent.setup();
    render(<MediaPage />);
    await user.click(screen.getByRole('button', { name: 'Team & Culture (2)' }));
    await user.click(screen.getByRole('button', { name: 'Professional Development' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Team Collaboration' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Professional Development' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the card that opened it', async () => {
    const user = userEvent.setup();
    render(<MediaPage />);
    const card = screen.getByRole('button', { name: 'Team Collaboration' });
    await user.click(card);
    await user.keyboard('{ArrowRight}');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside the picture', async () => {
    const user = userEvent.setup();
    render(<MediaPage />);
    await openCard('Lodwar Infrastructure');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lodwar Infrastructure' })).toHaveFocus();
  });

  it('closes with the Close button; Tab goes through the controls', async () => {
    const user = userEvent.setup();
    render(<MediaPage />);
    await openCard('Main Project Showcase');
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
