import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { documentCategories } from '../../content/docs.ts';
import { DocsPage } from './docs-page.tsx';

describe('DocsPage', () => {
  it('lists every document with type and size, each downloading its file', () => {
    renderWithRouter(<DocsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Documentation Center' }),
    ).toBeInTheDocument();
    for (const category of documentCategories) {
      const section = screen.getByRole('region', { name: category.title });
      expect(within(section).getAllByRole('listitem')).toHaveLength(category.items.length);
      for (const item of category.items) {
        const row = within(section).getByRole('heading', { name: item.name }).closest('li')!;
        expect(row).toHaveTextContent(item.type);
        expect(row).toHaveTextContent(item.size);
        const download = within(row).getByRole('link', { name: /^Download/ });
        expect(download).toHaveAttribute('href', item.file);
        expect(download).toHaveAttribute('download');
      }
    }
    expect(screen.getByText('1.8 MB')).toBeInTheDocument();
    expect(screen.getByText('67 MB')).toBeInTheDocument();
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
