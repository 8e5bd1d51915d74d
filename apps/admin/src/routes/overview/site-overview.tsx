import type { Dashboard } from '@site/shared';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatLongDate } from '@site/web/lib/format-date.ts';
import { fetchDashboard } from '../../api/admin-api.ts';
import { dashboardKey, useSessionQuery } from '../../api/admin-lists.ts';
import { plural, secondaryButton } from '../../components/list-panel.tsx';
import { WeeklyChart } from './weekly-chart.tsx';
import { useSession } from '../../session/session-context.tsx';
import { PanelSection } from '../../components/panel-section.tsx';

/** `/admin`, and only there: the site at a glance (GET /admin/dashboard): new leads this week, posts
 * waiting for review, open jobs, the next course sessions, and views and leads per week. Its links open
 * the screens they count (the posts waiting for review: `/admin/posts?status=in_review`). */
export function SiteOverview() {
  const { token } = useSession();
  const overview = useSessionQuery(dashboardKey, token, fetchDashboard);
  const data = overview.data;
  return (
    <PanelSection title="At a glance">
      {data ? (
        <OverviewBody data={data} />
      ) : overview.isError ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">The overview could not be loaded.</p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => void overview.refetch()}
            disabled={overview.isFetching}
          >
            Reload the overview
          </button>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">Loading the overview…</p>
      )}
    </PanelSection>
  );
}

function OverviewBody({ data }: { data: Dashboard }) {
  const { leadsThisWeek: leads, draftPosts, openJobs, nextSessions } = data;
  return (
    <div className="mt-4 space-y-6">
      <dl className={`grid grid-cols-2 gap-3 ${leads ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {leads && (
          <Tile
            label="New leads this week"
            value={leads.total}
            detail={`${plural(leads.contact, 'message')}, ${plural(leads.newsletter, 'sign-up')}, ${plural(leads.training, 'registration')}`}
            action={<TileLink href="/messages">Open messages</TileLink>}
          />
        )}
        <Tile
          label="Posts waiting for review"
          value={draftPosts.total}
          detail="Submitted by authors; an editor publishes them."
          action={<TileLink href="/posts?status=in_review">Show posts in review</TileLink>}
        />
        <Tile
          label="Open jobs"
          value={openJobs.total}
          detail={openJobs.total === 0 ? 'No opening is listed.' : 'Listed on the careers page.'}
          action={<TileLink href="/jobs">Manage jobs</TileLink>}
        />
        <Tile
          label="Upcoming course sessions"
          value={nextSessions.length}
          detail={
            nextSessions[0]
              ? `Next: ${formatLongDate(nextSessions[0].startDate)}`
              : 'None dated: courses say "to be announced".'
          }
          action={<TileLink href="/courses">Manage courses</TileLink>}
        />
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <ShortList title="Open jobs" empty="No open jobs.">
          {openJobs.latest.map((job) => (
            <li key={job.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-slate-900">{job.title}</span>
              <span className="text-slate-600">
                {job.closesAt ? `closes ${formatLongDate(job.closesAt)}` : 'no closing date'}
              </span>
            </li>
          ))}
        </ShortList>
        <ShortList title="Next course sessions" empty="No sessions dated from today.">
          {nextSessions.map((session) => (
            <li key={`${session.courseId}-${session.sessionId}`}>
              <span className="font-medium text-slate-900">{session.courseTitle}</span>
              <span className="block text-slate-600">
                {formatLongDate(session.startDate)} · {session.location}
                {session.seats !== null && ` · ${plural(session.seats, 'seat')}`}
              </span>
            </li>
          ))}
        </ShortList>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <WeeklyChart
          title="Post views per week"
          unit="view"
          weeks={data.weeks.map((week) => ({ start: week.start, value: week.views }))}
          fill="fill-brand-600"
        />
        {leads && (
          <WeeklyChart
            title="Leads per week"
            unit="lead"
            weeks={data.weeks.map((week) => ({ start: week.start, value: week.leads ?? 0 }))}
            fill="fill-amber-500"
          />
        )}
      </div>
      <p className="text-xs text-slate-600">
        Weeks start on Monday (Nairobi time); the last is this week.{' '}
        {data.viewsCountedSince
          ? `Views are counted per week since ${formatLongDate(data.viewsCountedSince)}.`
          : 'Views are counted per week from the first view after this update.'}{' '}
        {leads &&
          'Leads are contact messages, confirmed newsletter sign-ups and training registrations.'}
      </p>
    </div>
  );
}

function Tile({
  label,
  value,
  detail,
  action,
}: {
  label: string;
  value: number;
  detail: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="order-first text-3xl font-bold tabular-nums text-brand-900">{value}</dd>
      <dd className="mt-1 flex-1 text-xs text-slate-600">{detail}</dd>
      <dd className="mt-2">{action}</dd>
    </div>
  );
}

function TileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
    </Link>
  );
}

function ShortList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {children.length > 0 ? (
        <ul className="mt-2 space-y-2 text-sm">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}
