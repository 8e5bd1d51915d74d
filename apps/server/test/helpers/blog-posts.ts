import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { BlogPostsTable, Database } from '../../src/db/schema.ts';
import { readingTime } from '@site/shared/reading-time';

/** A seeded generator (mulberry32): the same posts on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const COMMON =
  `the of and to in a is that for it as was with be by on not he this are or his from at which
but have an they you were her all she there would their we him been has when who will more no if out so
said what up its about into than them can only other new some could time these two may then do first any
my now such like our over man me even most made after also did many before must through back years where
much your way well down should because each just those people how too little state good very make world
still own see men work long get here between both life being under never day same another know while last
might us great old year off come since against go came right used take three`.split(/\s+/);
const DOMAIN =
  `traffic junction signal camera sensor road lane corridor transit matatu bus commuter Nairobi
Mombasa Kisumu Thika county network fibre controller cabinet pole lantern luminaire solar panel battery
inverter charge dusk dawn dimming lumen streetlight maintenance outage fault alarm perimeter access gate
guard patrol intrusion firewall server backup incident response audit tender budget procurement contract
pilot rollout survey install commission warranty engineer technician operator dashboard report data
analytics forecast queue congestion accident safety pedestrian crossing school hospital market depot`.split(
    /\s+/,
  );
const SYLLABLES =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu wa we wi'.split(
    ' ',
  );
export const CATEGORIES = [
  'Intelligent Transport System(ITS)',
  'Solar Streetlighting',
  'Cybersecurity',
  'Company News',
  'Case Studies',
];
const TAGS = DOMAIN.slice(0, 40);

/** A word no other post holds (`zq` and the post's number in syllables): what a search by a body word
 * finds exactly one post by. */
export function uniqueWord(index: number): string {
  let word = '';
  let n = index;
  do {
    word = SYLLABLES[n % SYLLABLES.length]! + word;
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  return `zq${word}`;
}

export type GeneratedPost = { id: string; slug: string; title: string; word: string; at: string };

/** Published posts of realistic text (about `bytes` of HTML each: paragraphs and headings of varied
 * words, common ones often and rare ones seldom), written straight to the table in one transaction,
 * numbered from `from`; post `i` is published `i` minutes after `start` (after the built-in posts). Answers them newest first. */
export async function insertPublishedPosts(
  db: Kysely<Database>,
  {
    count,
    from = 0,
    bytes = 4_000,
    start = Date.UTC(2025, 2, 1),
  }: {
    count: number;
    from?: number;
    bytes?: number;
    start?: number;
  },
): Promise<GeneratedPost[]> {
  const next = random(from + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // A vocabulary of a few thousand words drawn unevenly (the square skews towards the start).
  const rare = Array.from({ length: 3_000 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join(''),
  );
  const word = () => {
    const r = next();
    if (r < 0.55) return COMMON[Math.floor(next() ** 2 * COMMON.length)]!;
    if (r < 0.8) return pick(DOMAIN);
    return rare[Math.floor(next() ** 2 * rare.length)]!;
  };
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(next() * 14) }, word);
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };

  const posts: GeneratedPost[] = [];
  const rows: Insertable<BlogPostsTable>[] = [];
  for (let i = from; i < from + count; i += 1) {
    const unique = uniqueWord(i);
    const title = Array.from({ length: 4 + Math.floor(next() * 5) }, word)
      .join(' ')
      .replace(/^./, (c) => c.toUpperCase());
    const blocks: string[] = [];
    const text: string[] = [];
    let size = 0;
    while (size < bytes) {
      const block =
        blocks.length > 0 && next() < 0.15
          ? { tag: 'h2', text: Array.from({ length: 3 + Math.floor(next() * 4) }, word).join(' ') }
          : {
              tag: 'p',
              text: Array.from({ length: 3 + Math.floor(next() * 4) }, sentence).join(' '),
            };
      if (blocks.length === 1) block.text += ` The ${unique} report follows.`;
      blocks.push(`<${block.tag}>${block.text}</${block.tag}>`);
      text.push(block.text);
      size += block.text.length + 9;
    }
    const html = blocks.join('\n');
    const at = new Date(start + i * 60_000).toISOString();
    const id = randomUUID();
    const slug = `post-${i}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 100);
    rows.push({
      id,
      title,
      slug,
      content: html,
      content_html: html,
      excerpt: next() < 0.5 ? sentence() : null,
      category: pick(CATEGORIES),
      tags: JSON.stringify([
        ...new Set(Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(TAGS))),
      ]),
      status: 'published',
      featured_image: null,
      author: 'Scale Test',
      reading_time: readingTime(html),
      created_at: at,
      updated_at: at,
      published_at: at,
      search_text: text.join(' '),
    });
    posts.unshift({ id, slug, title, word: unique, at });
  }
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  // As a bulk import on PostgreSQL is done: the search index takes the rows in one merge, not one by one.
  if (postgres) await sql`alter index blog_posts_search_idx set (fastupdate = on)`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('blog_posts')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  if (postgres) {
    await sql`select gin_clean_pending_list('blog_posts_search_idx')`.execute(db);
    await sql`alter index blog_posts_search_idx set (fastupdate = off)`.execute(db);
    // What autovacuum does soon after so many rows arrive: the planner's statistics.
    await sql`analyze blog_posts`.execute(db);
  }
  return posts;
}
