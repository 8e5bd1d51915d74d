import type { Project } from '@site/shared';
import { Picture } from '../../components/ui/picture.tsx';

/** The project's pictures: the first one large, the others beside or below it. */
export function ProjectGallery({ project }: { project: Project }) {
  const [first, ...rest] = project.images;
  return (
    <section aria-label="Project gallery" className="grid gap-4 lg:grid-cols-3">
      {first ? (
        <Picture
          image={first}
          priority
          sizes="(min-width: 1024px) 66vw, 100vw"
          className="aspect-[16/10] w-full rounded-xl object-cover lg:col-span-2 lg:row-span-2"
        />
      ) : null}
      {rest.map((image) => (
        <Picture
          key={image.src}
          image={image}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="aspect-[16/10] w-full rounded-xl object-cover"
        />
      ))}
    </section>
  );
}
