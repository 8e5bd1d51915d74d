import { CONTENT_TYPE_PLURALS, type ContentTypeName } from '@site/shared';
import { useAdminItem } from '../../api/admin-lists.ts';
import { ItemScreen } from '../../components/item-screen.tsx';
import { useBackToList, useOpenFromList } from '../../components/list-return.ts';
import { useQueryParam } from '../../components/use-query-param.ts';
import { useSession } from '../../session/session-context.tsx';
import { ContentForm } from './content-form.tsx';
import { CONTENT_FORMS } from './content-forms.ts';
import { ContentList } from './content-list.tsx';

const itemHref = (type: ContentTypeName, id: string) => `/${type}/${encodeURIComponent(id)}`;

/** `/admin/jobs`, `/admin/courses` …: a content type's list; "New", "Edit" and "Copy" open the
 * form's own address (a copy: `/admin/jobs/new?copy=<id>`). */
export function ContentListScreen({ type }: { type: ContentTypeName }) {
  const open = useOpenFromList();
  return (
    <ContentList
      key={type}
      type={type}
      onCreate={() => open(`/${type}/new`)}
      onEdit={(item) => open(itemHref(type, item.id))}
      onCopy={(item) => open(`/${type}/new?copy=${encodeURIComponent(item.id)}`)}
    />
  );
}

/** `/admin/jobs/new` (or a copy of `?copy=<id>`) and `/admin/jobs/:id`: the type's form; closing it
 * goes back to the list it was opened from. */
export function ContentEditorScreen({ type, id }: { type: ContentTypeName; id: string | null }) {
  const [copyOf] = useQueryParam('copy');
  const toList = useBackToList(`/${type}`);
  const source = id ?? (copyOf || null);
  if (source === null)
    return <ContentForm key={`${type}-new`} type={type} state={{ mode: 'new' }} onClose={toList} />;
  return (
    <ExistingItem
      key={`${type}-${source}-${id === null ? 'copy' : 'edit'}`}
      type={type}
      id={source}
      mode={id === null ? 'copy' : 'edit'}
      onClose={toList}
    />
  );
}

function ExistingItem({
  type,
  id,
  mode,
  onClose,
}: {
  type: ContentTypeName;
  id: string;
  mode: 'edit' | 'copy';
  onClose: () => void;
}) {
  const { token } = useSession();
  const item = useAdminItem(type, id, token);
  const { noun } = CONTENT_FORMS[type];
  return (
    <ItemScreen
      item={item}
      noun={noun}
      listHref={`/${type}`}
      listLabel={`Back to the ${CONTENT_TYPE_PLURALS[type].toLowerCase()}`}
    >
      {(loaded) => <ContentForm type={type} state={{ mode, item: loaded }} onClose={onClose} />}
    </ItemScreen>
  );
}
