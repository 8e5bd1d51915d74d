import { CONTENT_TYPE_PLURALS, CONTENT_TYPES, type ContentTypeName } from '@site/shared';
import { useEffect, useRef, useState } from 'react';
import { formatLongDate } from '@site/web/lib/format-date.ts';
import { reorderContent, type ContentRecord } from '../../api/admin-api.ts';
import { useAdminPagedList, useListChanges } from '../../api/admin-lists.ts';
import { CONTENT_FORMS } from './content-forms.ts';
import { AdminListItem } from '../../components/admin-list-item.tsx';
import {
  ListPanel,
  ListSearch,
  plural,
  secondaryButton,
  smallPrimaryButton,
} from '../../components/list-panel.tsx';
import { listExcerpt } from '../../components/markdown.ts';
import { StatusField, statusOptions } from '../../components/status-field.tsx';
import { useListFilters } from '../../components/use-list-filters.ts';
import { useSession } from '../../session/session-context.tsx';

type ContentListProps = {
  type: ContentTypeName;
  onCreate: () => void;
  onEdit: (item: ContentRecord) => void;
  onCopy: (item: ContentRecord) => void;
};

type Move = { id: string; by: -1 | 1 };

/** A content type's list in the portal: every item in the site's order, a page at a time, searched
 * and filtered by status on the server (both kept in the address); edit, copy, delete (after a confirmation) and, for the types
 * whose order the admin sets, move up and down. */
export function ContentList({ type, onCreate, onEdit, onCopy }: ContentListProps) {
  const { token } = useSession();
  const config = CONTENT_FORMS[type];
  const { singular, statuses } = CONTENT_TYPES[type];
  const noun = config.noun;
  const { query, setQuery, q, status, setStatus, filtered } = useListFilters();
  const list = useAdminPagedList(type, token, { q, status });
  const changes = useListChanges(type, token, {
    failed: () => `Failed to change the ${noun}s. Please try again.`,
  });
  const [moved, setMoved] = useState<Move | null>(null);
  const items = list.data ?? [];
  // Only the whole list, unfiltered, can be ordered: the order is of every item.
  const canMove = config.reorderable && !filtered;

  function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    setMoved({ id, by });
    changes.run('order', () => reorderContent(token, type, ids), 'Order saved.');
  }

  return (
    <ListPanel
      title={CONTENT_TYPE_PLURALS[type]}
      query={list}
      summary={() => (
        <span className="font-semibold text-slate-800">{plural(list.total, noun)}</span>
      )}
      action={
        <button type="button" onClick={onCreate} data-new-item className={smallPrimaryButton}>
          New {noun}
        </button>
      }
      filters={
        <div className="space-y-2">
          <ListSearch
            label={`Search ${CONTENT_TYPE_PLURALS[type].toLowerCase()}`}
            placeholder="Any word of the text"
            query={query}
            onQueryChange={setQuery}
          >
            <StatusField
              label="Show"
              anyLabel={`All ${noun}s`}
              options={statusOptions(statuses)}
              value={status}
              onChange={setStatus}
            />
          </ListSearch>
          {config.reorderable && (
            <p className="text-xs text-slate-600">
              The site shows {noun}s in this order.{' '}
              {filtered ? 'Clear the search and filter to change it.' : 'Move them up or down.'}
            </p>
          )}
        </div>
      }
      more={list.more && { ...list.more, total: list.total }}
      loadingText={`Loading ${noun}s...`}
      failedText={`The ${noun}s could not be loaded.`}
      emptyText={filtered ? `No ${noun}s match this search.` : `No ${noun}s yet`}
      renderItem={(item) => {
        const index = items.indexOf(item);
        return (
          <ContentListItem
            key={item.id}
            item={item}
            facts={config.facts(item)}
            index={index}
            deleting={changes.busy === item.id}
            confirmation={`Are you sure you want to delete this ${singular.toLowerCase()}?`}
            onEdit={() => onEdit(item)}
            onCopy={() => onCopy(item)}
            onDelete={() => changes.remove(item.id, `${singular} deleted successfully!`)}
            move={
              canMove
                ? {
                    up: index > 0 ? () => move(index, -1) : null,
                    down:
                      index < items.length - 1 && !(index === items.length - 1 && list.more)
                        ? () => move(index, 1)
                        : null,
                    busy: changes.busy === 'order',
                    focus: moved?.id === item.id ? moved.by : null,
                  }
                : null
            }
          />
        );
      }}
    />
  );
}

type ItemMoves = {
  up: (() => void) | null;
  down: (() => void) | null;
  busy: boolean;
  /** The item was just moved this way: its button takes the focus back once the list has reloaded. */
  focus: -1 | 1 | null;
};

function ContentListItem({
  item,
  facts,
  index,
  deleting,
  confirmation,
  onEdit,
  onCopy,
  onDelete,
  move,
}: {
  item: ContentRecord;
  facts: Array<string | null>;
  index: number;
  deleting: boolean;
  confirmation: string;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
  move: ItemMoves | null;
}) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const focus = move?.focus ?? null;
  useEffect(() => {
    if (focus === null) return;
    const button = focus === -1 ? upRef.current : downRef.current;
    (button && !button.disabled ? button : (upRef.current ?? downRef.current))?.focus();
  }, [focus, index]);
  const excerpt = typeof item.description === 'string' ? listExcerpt(null, item.description) : null;
  return (
    <AdminListItem
      title={item.title}
      status={item.status}
      excerpt={excerpt || null}
      deleting={deleting}
      confirmation={confirmation}
      onEdit={onEdit}
      onDelete={onDelete}
      facts={
        <>
          {facts
            .filter((fact) => fact !== null)
            .map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          <span>
            Updated{' '}
            <time dateTime={item.updatedAt}>{formatLongDate(item.updatedAt, item.updatedAt)}</time>
          </span>
        </>
      }
      leading={
        move && (
          <>
            <button
              ref={upRef}
              type="button"
              onClick={() => move.up?.()}
              disabled={!move.up || move.busy}
              aria-label={`Move ${item.title} up`}
              className={secondaryButton}
            >
              ↑ Up
            </button>
            <button
              ref={downRef}
              type="button"
              onClick={() => move.down?.()}
              disabled={!move.down || move.busy}
              aria-label={`Move ${item.title} down`}
              className={secondaryButton}
            >
              ↓ Down
            </button>
          </>
        )
      }
      trailing={
        <button
          type="button"
          onClick={onCopy}
          aria-label={`Copy ${item.title}`}
          className={secondaryButton}
        >
          Copy
        </button>
      }
    />
  );
}
