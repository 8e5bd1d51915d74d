type Feature = { title: string; description: string };

type FeatureListProps = {
  features: readonly Feature[];
  /** Placement on the page (margins, width), added to the grid's own classes. */
  className: string;
};

/** Small cards of a title and a line or two, four to a row on a wide screen: what sets the company
 * apart (/about), how it works with clients (/services). */
export function FeatureList({ features, className }: FeatureListProps) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {features.map((feature) => (
        <li key={feature.title} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-brand-900">{feature.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
