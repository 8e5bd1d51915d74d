import { can, type LibraryUpload, type UploadKind } from '@site/shared';
import { useAdminPagedList, useListChanges } from '../../api/admin-lists.ts';
import { ListPanel, ListSearch, plural } from '../../components/list-panel.tsx';
import { StatusField } from '../../components/status-field.tsx';
import { useListFilters } from '../../components/use-list-filters.ts';
import { useSession } from '../../session/session-context.tsx';
import { UploadCard } from './upload-card.tsx';

const KIND_OPTIONS: { value: UploadKind; label: string }[] = [
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
  { value: 'video', label: 'Videos' },
];

/** `/admin/library` (issue 48, decision 071): every upload of the site as a grid, newest first, a
 * page at a time; searched by the words of its alt text or name and filtered by kind, both in the
 * address. Each card says what the upload takes, who uploaded it, when, and what uses it; its default
 * alt text is edited in place, and an upload nothing uses is deleted after a confirmation. An author
 * changes and deletes only their own. Not `/admin/media`: that is the gallery's content type. */
export function LibraryPanel() {
  const { token, user } = useSession();
  const { query, setQuery, q, status: kind, setStatus: setKind, filtered } = useListFilters('kind');
  const list = useAdminPagedList('uploads', token, { q, kind });
  const changes = useListChanges('uploads', token, {
    refused: (error) => `The upload was not deleted: ${error}`,
    failed: () => 'The upload could not be deleted. Please try again.',
  });
  const may = (action: 'update' | 'delete', upload: LibraryUpload) =>
    can(user.role, action, 'uploads', { ownerId: upload.uploadedBy?.id, userId: user.id });
  return (
    <ListPanel
      title="Library"
      query={list}
      summary={() => (
        <>
          <span className="font-semibold text-slate-800">{plural(list.total, 'upload')}</span>,
          newest first
        </>
      )}
      filters={
        <ListSearch
          label="Search the library"
          placeholder="Words of the alt text or the file name"
          query={query}
          onQueryChange={setQuery}
        >
          <StatusField
            label="Kind"
            anyLabel="All kinds"
            options={KIND_OPTIONS}
            value={kind as UploadKind | ''}
            onChange={setKind}
          />
        </ListSearch>
      }
      more={list.more && { ...list.more, total: list.total }}
      loadingText="Loading the library…"
      failedText="The library could not be loaded."
      emptyText={filtered ? 'No uploads match this search.' : 'Nothing has been uploaded yet.'}
      listClassName="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3 2xl:grid-cols-4"
      renderItem={(upload) => (
        <UploadCard
          key={upload.name}
          upload={upload}
          mayEdit={may('update', upload)}
          mayDelete={may('delete', upload)}
          deleting={changes.busy === upload.name}
          onDelete={() => changes.remove(upload.name, 'Upload deleted.')}
        />
      )}
    />
  );
}
