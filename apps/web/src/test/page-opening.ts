import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { company } from '../content/company.ts';

/** What every page opens with: the document title `title | company`, and one h1, `heading`. */
export function expectPageOpening(heading: string, title: string = heading) {
  expect(document.title).toBe(`${title} | ${company.shortName}`);
  const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
  expect(h1).toHaveAccessibleName(heading);
  expect(others).toEqual([]);
}
