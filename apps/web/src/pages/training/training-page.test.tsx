import { TRAINING_COURSES } from '@site/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainingCourses } from '../../content/training.ts';
import { fail, mockFetch, ok } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { TrainingPage } from './training-page.tsx';

describe('TrainingPage', () => {
  it('shows the four courses with their facts and a Register Now button each; the API accepts exactly these courses', () => {
    renderWithRouter(<TrainingPage />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    for (const course of trainingCourses) {
      const card = screen.getByRole('article', { name: course.title });
      for (const text of [
        course.price,
        course.duration,
        course.participants,
        course.location,
        course.date,
        course.certification,
      ]) {
        expect(card).toHaveTextContent(text);
      }
      expect(
        within(card).getByRole('button', { name: `Register Now: ${course.title}` }),
      ).toHaveAttribute('aria-haspopup', 'dialog');
    }
    expect(trainingCourses.map((course) => course.price)).toEqual([
      'KSh 45,000',
      'KSh 32,000',
      'KSh 38,000',
      'KSh 42,000',
    ]);
    expect(trainingCourses.map((course) => course.title)).toEqual([...TRAINING_COURSES]);
  });

  it('opens a labelled registration dialog for the course, closes on Escape and returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<TrainingPage />);
    const course = trainingCourses[2]!;
    const opener = screen.getByRole('button', { name: `Register Now: ${course.title}` });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: course.title });
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    for (const name of ['Last Name', 'Email', 'Phone (optional)', 'Organisation (optional)'])
      expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Number of participants' })).toHaveValue(
      1,
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('posts the registration, keeps the text on failure and confirms on success', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockFetch({
      'POST /api/training-registrations': [
        () => fail(400, 'email must be a valid e-mail address'),
        () => ok({ id: 'r1' }, 201),
      ],
    });
    renderWithRouter(<TrainingPage />);
    const course = trainingCourses[0]!;
    await user.click(screen.getByRole('button', { name: `Register Now: ${course.title}` }));
    const dialog = screen.getByRole('dialog', { name: course.title });
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Brian');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Kamau');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'brian@example.org');
    const participants = within(dialog).getByRole('spinbutton', { name: 'Number of participants' });
    await user.clear(participants);
    await user.type(participants, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your registration was not sent: email must be a valid e-mail address',
    );
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Brian');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText(
        'Thank you! Your registration is received. We will contact you to confirm your place.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();
    expect(api.keys()).toEqual([
      'POST /api/training-registrations',
      'POST /api/training-registrations',
    ]);
    expect(api.bodies('POST /api/training-registrations')[1]).toEqual({
      course: course.title,
      firstName: 'Brian',
      lastName: 'Kamau',
      email: 'brian@example.org',
      participants: 3,
      elapsedMs: expect.any(Number),
    });
  });
});
