import { leadershipTeam } from '../../content/about.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';

/** Target of /about#team. */
const teamSectionId = 'team';

export function LeadershipTeam() {
  return (
    <section
      id={teamSectionId}
      aria-labelledby="team-heading"
      className="scroll-mt-20 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="team-heading"
          title="Leadership Team"
          intro="The people who lead our engineers, projects and partnerships."
        />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {leadershipTeam.map((member) => (
            <li
              key={member.name}
              className="overflow-hidden rounded-xl bg-white text-center shadow-sm ring-1 ring-slate-200"
            >
              <Picture image={member.image} className="aspect-square w-full object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-semibold text-brand-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-600">{member.role}</p>
                <p className="mt-3 text-sm text-slate-600">{member.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
