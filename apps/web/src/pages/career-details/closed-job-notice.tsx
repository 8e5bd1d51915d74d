import { CircleAlert } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { jobDetailPage } from '../../content/careers.ts';

/** Said above a job that is no longer open: its page stays, as the job was. */
export function ClosedJobNotice() {
  return (
    <p
      role="note"
      className="mt-6 flex max-w-3xl items-start gap-2 rounded-lg bg-white/10 px-4 py-3 text-brand-50 ring-1 ring-white/30"
    >
      <Icon node={CircleAlert} className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
      {jobDetailPage.closedNotice}
    </p>
  );
}
