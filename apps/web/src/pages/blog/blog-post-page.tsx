import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '@site/shared/site-routes';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { queryClient } from '../../lib/query-client.ts';
import { useBlogArticle } from '../../features/blog/use-blog-articles.ts';
import { blogPostCopy } from './blog-copy.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PostArticle } from './post-article.tsx';
import { PostNotFound } from './post-not-found.tsx';

type BlogPostPageProps = {
  /** The built-in posts; replaceable in tests. */
  posts?: readonly BuiltInPost[];
};

/** /blog/:slug (docs/product.md §2 "Blog post"). */
export function BlogPostPage({ posts = builtInPosts }: BlogPostPageProps) {
  const { slug = '' } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <BlogPost key={slug} slug={slug} posts={posts} />
    </QueryClientProvider>
  );
}

function BlogPost({ slug, posts }: { slug: string; posts: readonly BuiltInPost[] }) {
  const state = useBlogArticle(slug, posts);
  const [, navigate] = useLocation();
  // A post whose slug changed answers at its old one (the server's 301, followed by the browser): the
  // address becomes the post's own, so it is the one a visitor shares.
  const moved = state.status === 'found' && state.article.slug !== slug ? state.article.slug : null;
  useEffect(() => {
    if (moved) navigate(paths.blogPost(moved), { replace: true });
  }, [moved, navigate]);
  if (state.status === 'loading') {
    return (
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[60vh] max-w-3xl px-4 py-16 focus:outline-none"
      >
        <LoadingStatus text={blogPostCopy.loading} />
      </main>
    );
  }
  if (state.status === 'not-found') return <PostNotFound />;
  return <PostArticle article={state.article} />;
}

export { BlogPostPage as Component };
