import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { contentRoutes, listed, seedContentList } from '../../test/content-items.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { documentSections } from '../../content/docs.ts';
import { DocsPage } from './docs-page.tsx';

const documents = listed('documents');

beforeEach(() => {
  seedContentList('documents');
});

describe('DocsPage', () => {
  it('lists every seeded document in its section with type and size, each downloading its file', () => {
    renderWithRouter(<DocsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Documentation Center' }),
    ).toBeInTheDocument();
    expect(documentSections).toHaveLength(4);
    for (const category of documentSections) {
      const section = screen.getByRole('region', { name: category.title });
      const items = documents.filter((item) => item.category === category.id);
      expect(items.length).toBeGreaterThan(0);
      expect(within(section).getAllByRole('listitem')).toHaveLength(items.length);
      for (const item of items) {
        const row = within(section).getByRole('heading', { name: item.title }).closest('li')!;
        expect(row).toHaveTextContent(item.fileType);
        expect(row).toHaveTextContent(item.size);
        const download = within(row).getByRole('link', { name: /^Download/ });
        expect(download).toHaveAttribute('href', item.url);
        expect(download).toHaveAttribute('download');
      }
    }
    expect(screen.getByText('1.8 MB')).toBeInTheDocument();
    expect(screen.getByText('67 MB')).toBeInTheDocument();
  });

  it('asks the API for the documents when the page carries none', async () => {
    queryClient.clear();
    const api = mockFetch(contentRoutes('documents'));
    renderWithRouter(<DocsPage />);
    expect(await screen.findByRole('heading', { name: documents[0]!.title })).toBeInTheDocument();
    expect(api.keys()).toEqual(['GET /api/documents?limit=100']);
  });

  it('offers technical support with a prefilled subject and training', () => {
    renderWithRouter(<DocsPage />);
    expect(screen.getByRole('heading', { name: 'Need Help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Technical Support' })).toHaveAttribute(
      'href',
      '/contact?subject=Technical+support#contact',
    );
    expect(screen.getByRole('link', { name: 'Schedule Training Session' })).toHaveAttribute(
      'href',
      '/training',
    );
  });
});
