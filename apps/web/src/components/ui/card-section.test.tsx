import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSection } from './card-section.tsx';

describe('CardSection', () => {
  it('is a region named by its h2, with a generated heading id when none is given', () => {
    render(
      <CardSection heading="Get in Touch">
        <p>Call us.</p>
      </CardSection>,
    );
    const region = screen.getByRole('region', { name: 'Get in Touch' });
    const heading = within(region).getByRole('heading', { level: 2, name: 'Get in Touch' });
    expect(heading.id).not.toBe('');
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(within(region).getByText('Call us.')).toBeInTheDocument();
  });

  it('takes the heading level, the heading id and the panel id it is given', () => {
    render(
      <CardSection heading="Find Us" headingLevel={3} id="map-heading" sectionId="map">
        <p>Map</p>
      </CardSection>,
    );
    const region = screen.getByRole('region', { name: 'Find Us' });
    expect(region).toHaveAttribute('id', 'map');
    expect(within(region).getByRole('heading', { level: 3, name: 'Find Us' })).toHaveAttribute(
      'id',
      'map-heading',
    );
  });

  it('as an aside is a complementary landmark named by its heading', () => {
    render(
      <CardSection as="aside" heading="Send Your Resume" tone="deep">
        <p>Mail us.</p>
      </CardSection>,
    );
    expect(screen.getByRole('complementary', { name: 'Send Your Resume' })).toBeInTheDocument();
  });
});
