type BlogHeroProps = { eyebrow: string; title: string; subtitle: string };

/** The list page's banner: a drawn pattern over the brand gradient, so it costs no image request. */
export function BlogHero({ eyebrow, title, subtitle }: BlogHeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 h-full w-full opacity-15">
        <defs>
          <pattern id="blog-hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="currentColor" strokeWidth="1" />
            <circle cx="0" cy="0" r="2.5" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#blog-hero-grid)" />
      </svg>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p>
      </div>
    </header>
  );
}
