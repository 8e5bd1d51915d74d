import { Icon, type IconNode } from '../../components/ui/icons.tsx';
import type { CareerTopic } from '../../content/careers.ts';

type TopicGridProps = {
  id: string;
  heading: string;
  topics: readonly CareerTopic[];
  icon: IconNode;
  columns: 'two' | 'three' | 'four';
  tone?: 'white' | 'tinted';
};

const columnClass = {
  two: 'sm:grid-cols-2',
  three: 'sm:grid-cols-2 lg:grid-cols-3',
  four: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** A headed section of small cards: values, benefits or programmes. */
export function TopicGrid({ id, heading, topics, icon, columns, tone = 'white' }: TopicGridProps) {
  return (
    <section aria-labelledby={id} className={tone === 'tinted' ? 'bg-brand-50' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <h2 id={id} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {heading}
        </h2>
        <ul className={`mt-8 grid gap-6 ${columnClass[columns]}`}>
          {topics.map((topic) => (
            <li
              key={topic.title}
              className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon node={icon} className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{topic.title}</h3>
              <p className="mt-2 text-slate-700">{topic.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
