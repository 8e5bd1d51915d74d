import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { trainingCourses } from '../../content/training.ts';
import { TrainingPage } from './training-page.tsx';

describe('TrainingPage', () => {
  it('shows the four courses with their facts and a registration link each', () => {
    render(<TrainingPage />, { wrapper: MemoryRouter });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const course of trainingCourses) {
      const card = screen.getByRole('article', { name: course.title });
      for (const text of [course.price, course.duration, course.participants, course.location, course.date, course.certification]) {
        expect(card).toHaveTextContent(text);
      }
      const register = within(card).getByRole('link', { name: /^Register Now/ });
      expect(register).toHaveAttribute('href', `/contact?${new URLSearchParams({ subject: `Training registration: ${course.title}` }).toString()}#contact`);
    }
    expect(trainingCourses.map((course) => course.price)).toEqual(['KSh 45,000', 'KSh 32,000', 'KSh 38,000', 'KSh 42,000']);
  });
});
