import { useAdminItem } from '../../api/admin-lists.ts';
import { useBackToList } from '../../components/list-return.ts';
import { ItemScreen } from '../../components/item-screen.tsx';
import { useSession } from '../../session/session-context.tsx';
import { BlogForm } from './blog-form.tsx';

/** `/admin/posts/new` and `/admin/posts/:id`: the post form; closing it (saved or cancelled) goes
 * back to the list it was opened from. */
export function PostEditorScreen({ id }: { id: string | null }) {
  const toList = useBackToList('/posts');
  if (id === null) return <BlogForm key="new" post={null} onClose={toList} />;
  return <ExistingPost id={id} onClose={toList} />;
}

function ExistingPost({ id, onClose }: { id: string; onClose: () => void }) {
  const { token } = useSession();
  const post = useAdminItem('blogs', id, token);
  return (
    <ItemScreen item={post} noun="post" listHref="/posts" listLabel="Back to the posts">
      {(loaded) => <BlogForm key={loaded.id} post={loaded} onClose={onClose} />}
    </ItemScreen>
  );
}
