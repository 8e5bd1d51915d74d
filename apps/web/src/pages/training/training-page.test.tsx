import type { Course } from '@site/shared';
import { TRAINING_COURSES } from '@site/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { contentRoutes, listed, seedContentList } from '../../test/content-items.ts';
import { earlyActionOf, tapBeforeTakeOver } from '../../test/early-actions.ts';
import { fail, mockFetch, ok } from '../../test/mock-fetch.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { TrainingPage } from './training-page.tsx';

const trainingCourses = listed('courses');

beforeEach(() => {
  seedContentList('courses');
});

/** A course of the seed with one session on `startDate`. */
const withSession = (course: Course, startDate: string): Course => ({
  ...course,
  sessions: [
    { id: 's1', startDate, endDate: null, location: 'Eldoret', seats: 14, priceKsh: 51500 },
  ],
});

describe('TrainingPage', () => {
  it('shows the four seeded courses with their facts and a Register Now button each, without a request; the API accepts exactly these courses', () => {
    const api = mockFetch({});
    renderWithRouter(<TrainingPage />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const prices = ['KSh 45,000', 'KSh 32,000', 'KSh 38,000', 'KSh 42,000'];
    const places = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'];
    trainingCourses.forEach((course, index) => {
      const card = screen.getByRole('article', { name: course.title });
      for (const text of [
        prices[index]!,
        course.duration,
        course.participants,
        places[index]!,
        course.level,
        course.certification,
        ...course.topics,
      ]) {
        expect(card).toHaveTextContent(text);
      }
      // Its 2025 session is past: no date is offered.
      expect(card).toHaveTextContent('Next session to be announced');
      expect(card).not.toHaveTextContent('2025');
      expect(
        within(card).getByRole('button', { name: `Register Now: ${course.title}` }),
      ).toHaveAttribute('aria-haspopup', 'dialog');
    });
    expect(trainingCourses.map((course) => course.title)).toEqual([...TRAINING_COURSES]);
    expect(api.calls).toEqual([]);
  });

  it("shows the next upcoming session's date, place, seats and price, not a past one", async () => {
    const [first, second] = trainingCourses;
    seedContentList('courses', [
      {
        ...withSession(first!, '2099-03-02'),
        sessions: [
          {
            id: 'old',
            startDate: '2020-01-06',
            endDate: null,
            location: 'Nakuru',
            seats: 9,
            priceKsh: 1,
          },
          {
            id: 'later',
            startDate: '2099-09-01',
            endDate: null,
            location: 'Kisumu',
            seats: 8,
            priceKsh: 2,
          },
          ...withSession(first!, '2099-03-02').sessions,
        ],
      },
      withSession(second!, '2020-03-02'),
    ]);
    renderWithRouter(<TrainingPage />);
    const upcoming = screen.getByRole('article', { name: first!.title });
    for (const text of ['March 2, 2099', 'Eldoret', '14 seats', 'KSh 51,500'])
      expect(upcoming).toHaveTextContent(text);
    expect(upcoming).not.toHaveTextContent('to be announced');
    // Register Now offers the upcoming sessions, the next one chosen, never the past one.
    await userEvent
      .setup({ delay: null })
      .click(within(upcoming).getByRole('button', { name: `Register Now: ${first!.title}` }));
    const session = within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Session' });
    expect(
      within(session)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['March 2, 2099 · Eldoret', 'September 1, 2099 · Kisumu']);
    expect(session).toHaveValue('s1');
    const past = screen.getByRole('article', { name: second!.title });
    expect(past).toHaveTextContent('Next session to be announced');
    expect(past).not.toHaveTextContent('2020');
    expect(past).not.toHaveTextContent('seats');
  });

  it('asks the API for the courses when the page carries none, and says so when they cannot be loaded', async () => {
    queryClient.clear();
    mockFetch(contentRoutes('courses'));
    const first = renderWithRouter(<TrainingPage />);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    first.unmount();

    queryClient.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({});
    renderWithRouter(<TrainingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This content could not be loaded. Please try again later.',
    );
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

  it('marks each Register Now for the early taps, so one tapped before the take-over opens its registration once the app is there', () => {
    renderWithRouter(<TrainingPage />);
    const openers = trainingCourses.map((course) =>
      screen.getByRole('button', { name: `Register Now: ${course.title}` }),
    );
    expect(openers.map(earlyActionOf)).toEqual(
      trainingCourses.map((course) => `register:${course.id}`),
    );
    const course = trainingCourses.find(
      (item) => item.title === 'Solar & Smart Street Lighting Design',
    )!;
    tapBeforeTakeOver(openers[trainingCourses.indexOf(course)]!);
    const dialog = screen.getByRole('dialog', { name: course.title });
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
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
    expect(within(dialog).getByText(/the next session, to be announced/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Brian');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Kamau');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'brian@example.org');
    const participants = within(dialog).getByRole('spinbutton', { name: 'Number of participants' });
    await user.clear(participants);
    await user.type(participants, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    // The alert region may be there before its words: wait for the words.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Your registration was not sent: email must be a valid e-mail address',
      ),
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
    // The course by its id; its sessions are all past: the next one, to be announced (no sessionId).
    expect(api.bodies('POST /api/training-registrations')[1]).toEqual({
      course: course.id,
      firstName: 'Brian',
      lastName: 'Kamau',
      email: 'brian@example.org',
      participants: 3,
      elapsedMs: expect.any(Number),
    });
  });
});
