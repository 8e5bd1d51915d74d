/** A language's flag (an SVG picture, never an emoji some systems draw as two letters), beside its
 * name or code: decorative. */
export function LanguageFlag({ src, lazy = false }: { src: string; lazy?: boolean }) {
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={15}
      {...(lazy && { loading: 'lazy' as const })}
      className="h-[15px] w-5 rounded-sm object-cover ring-1 ring-slate-200"
    />
  );
}
