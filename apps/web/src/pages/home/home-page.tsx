import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { company } from '../../content/company.ts';

export function HomePage() {
  return (
    <main id="main" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-24 text-white">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-4xl font-bold sm:text-5xl">{company.shortName}</h1>
        <p className="mt-4 text-xl text-brand-100">{company.tagline}</p>
        <p className="mt-6 max-w-2xl text-lg text-brand-50">
          Intelligent transport, traffic and junction control, smart street lighting, CCTV security and solar
          solutions from {company.location}, since {company.founded}.
        </p>
        <Link to={paths.contact} className="mt-10 inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500">
          Get Quote
        </Link>
      </div>
    </main>
  );
}

export { HomePage as Component };
