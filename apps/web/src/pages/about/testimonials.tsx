import { testimonials } from '../../content/about.ts';
import { PageSection } from '../../components/ui/page-section.tsx';

export function Testimonials() {
  return (
    <PageSection id="testimonials" title="What Our Clients Say" tone="muted">
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.authorRole}>
            <figure className="flex h-full flex-col rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <blockquote className="flex-1 text-lg text-slate-700">
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-brand-900">{testimonial.authorRole}</span>
                <span className="block text-sm text-slate-600">{testimonial.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
