import { useOpenFromList } from '../../components/list-return.ts';
import { BlogList } from './blog-list.tsx';

/** `/admin/posts`: every post (an author's own), searched and filtered in the address. */
export function PostsScreen() {
  const open = useOpenFromList();
  return (
    <BlogList
      onCreate={() => open('/posts/new')}
      onEdit={(post) => open(`/posts/${encodeURIComponent(post.id)}`)}
    />
  );
}
