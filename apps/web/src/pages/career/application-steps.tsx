import { applicationSteps, careersPage } from '../../content/careers.ts';
import { PageSection } from '../../components/ui/page-section.tsx';

export function ApplicationSteps() {
  return (
    <PageSection id="process-heading" title={careersPage.processHeading} tone="white">
      <ol className="mt-8 grid gap-6 md:grid-cols-5">
        {applicationSteps.map((step) => (
          <li key={step.step} className="relative rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-brand-900"
            >
              {step.step}
            </span>
            <h3 className="mt-3 font-bold text-slate-900">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className="mt-2 break-words text-sm text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
