import { useState } from 'react';
import type { Course } from '@site/shared';
import {
  Armchair,
  Award,
  Calendar,
  ChartNoAxesColumn,
  CircleCheckBig,
  Clock,
  MapPin,
  Users,
} from 'lucide';
import { type IconNode, Icon } from '../../components/ui/icons.tsx';
import { trainingPage } from '../../content/training.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { leadFormActions } from '../../lib/leads-api.ts';
import { formatKsh, sessionShown } from './course-session.ts';
import { RegistrationDialog } from './registration-dialog.tsx';

function Fact({ icon, label, value }: { icon: IconNode; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-brand-700">
        <Icon node={icon} className="h-4 w-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A course: its facts, topics and certificate, and a registration dialog. */
export function CourseCard({ course, index }: { course: Course; index: number }) {
  const headingId = `course-${course.id}`;
  const shown = sessionShown(course);
  const session = shown?.session;
  const [registering, setRegistering] = useState(false);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <img
        src={course.image.src}
        alt={course.image.alt}
        width={course.image.width}
        height={course.image.height}
        loading={index < 2 ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {course.level}
          </span>
          {session && (
            <p className="text-right">
              <span className="block text-xl font-bold text-brand-800">
                {formatKsh(session.priceKsh)}
              </span>
              <span className="text-xs text-slate-600">{trainingPage.priceNote}</span>
            </p>
          )}
        </div>
        <h2 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
          {course.title}
        </h2>
        <p className="mt-2 text-slate-700">{course.description}</p>
        <dl className="mt-5 grid grid-cols-1 gap-3 text-sm text-slate-800 sm:grid-cols-2">
          <Fact icon={Clock} label="Duration" value={course.duration} />
          <Fact icon={Users} label="Participants" value={course.participants} />
          {session && <Fact icon={MapPin} label="Location" value={session.location} />}
          <Fact
            icon={Calendar}
            label="Date"
            value={
              shown?.upcoming ? formatLongDate(shown.session.startDate) : trainingPage.toBeAnnounced
            }
          />
          {shown?.upcoming && shown.session.seats !== null && (
            <Fact
              icon={Armchair}
              label="Seats"
              value={`${shown.session.seats} ${trainingPage.seatsLabel}`}
            />
          )}
          <Fact icon={ChartNoAxesColumn} label="Level" value={course.level} />
        </dl>
        <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-slate-900">
          Topics Covered
        </h3>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {course.topics.map((topic) => (
            <li key={topic} className="flex gap-2">
              <Icon node={CircleCheckBig} className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
              {topic}
            </li>
          ))}
        </ul>
        <p className="mt-5 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <Icon node={Award} className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">Certification:</span> {course.certification}
          </span>
        </p>
        <div className="mt-auto pt-6">
          {/* A link to the server's registration form, which works without script (decision 052);
              with the app it opens the dialog. */}
          <a
            href={`${leadFormActions.training}/form?course=${encodeURIComponent(course.id)}`}
            role="button"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              setRegistering(true);
            }}
            onKeyDown={(event) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              setRegistering(true);
            }}
            data-early-action={`register:${course.id}`}
            className="flex w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {trainingPage.registerLabel}
            <span className="sr-only">: {course.title}</span>
          </a>
        </div>
        {registering && (
          <RegistrationDialog course={course} onClose={() => setRegistering(false)} />
        )}
      </div>
    </article>
  );
}
