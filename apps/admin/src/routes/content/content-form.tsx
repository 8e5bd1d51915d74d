import { CONTENT_TYPES, type ContentTypeName } from '@site/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { saveContent, ServerRefusal, type ContentRecord } from '../../api/admin-api.ts';
import { adminListKey, dashboardKey } from '../../api/admin-lists.ts';
import { useAdminMessages } from '../../app/admin-messages.ts';
import { ContentField, isWide } from '../../components/content-field.tsx';
import {
  contentResolver,
  contentValuesFromItem,
  copyValuesFromItem,
  draftOver,
  emptyContentValues,
  errorsAt,
  flatErrors,
  refusalFieldErrors,
  sameValues,
  type FormRecord,
} from './content-form-values.ts';
import { CONTENT_FORMS } from './content-forms.ts';
import { toPlainText } from '../../components/markdown.ts';
import { SearchSocialPanel } from '../../components/search-social-panel.tsx';
import type { SearchFieldValues } from '../../components/search-preview.ts';
import { clearDraft, readStoredDraft, writeDraft } from '../../components/draft-storage.ts';
import { FormActions, FormSection, RestoredDraftNotice } from '../../components/form-parts.tsx';
import { StatusField, statusOptions } from '../../components/status-field.tsx';
import { useSession } from '../../session/session-context.tsx';

/** What the form opens on: a new item, an item to edit, or a copy of one (saved as a new item). */
export type ContentEditorState = { mode: 'new' } | { mode: 'edit' | 'copy'; item: ContentRecord };

/** Where a form's unsaved values are kept: `jobs:<id>`, or `jobs:new` for a new item or a copy. */
export const contentDraftId = (type: ContentTypeName, state: ContentEditorState) =>
  `${type}:${state.mode === 'edit' ? state.item.id : 'new'}`;

export const FIX_FIELDS_MESSAGE = 'Please correct the fields marked below. Nothing has been lost.';

type ContentFormProps = {
  type: ContentTypeName;
  state: ContentEditorState;
  onClose: () => void;
};

/** The form of one content type, made from its fields' descriptions (content-forms.ts), held by
 * react-hook-form and checked by the type's schema (the zod resolver) before it is sent: each change
 * is kept in the browser until it is saved or cancelled, and the server's refusal of a field is
 * shown on that field. */
export function ContentForm({ type, state, onClose }: ContentFormProps) {
  const { token } = useSession();
  const config = CONTENT_FORMS[type];
  const { singular, statuses } = CONTENT_TYPES[type];
  const isEdit = state.mode === 'edit';
  const draftId = contentDraftId(type, state);
  const { notify, dismiss } = useAdminMessages();
  const queryClient = useQueryClient();

  const [initialValues] = useState<FormRecord>(() =>
    state.mode === 'new'
      ? emptyContentValues(type)
      : state.mode === 'edit'
        ? contentValuesFromItem(type, state.item)
        : copyValuesFromItem(type, state.item),
  );
  const [draft] = useState(() => {
    const stored = draftOver(initialValues, readStoredDraft(draftId));
    return stored && !sameValues(stored, initialValues) ? stored : null;
  });
  const [restored, setRestored] = useState(draft !== null);
  const resolver = useMemo(() => contentResolver(type), [type]);
  const form = useForm<FieldValues>({
    defaultValues: draft ?? initialValues,
    resolver,
    // As before the form knew its library: errors stay as they were until the next save, and the
    // first field in error takes the focus in the page's order (below), whatever drew it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as FormRecord;
  const errors = flatErrors(form.formState.errors);
  // Counts the refusals (the schema's or the server's): after each, the first field in error takes
  // the focus, so a keyboard or screen reader user lands on what to correct.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: (input: unknown) =>
      saveContent(token, type, isEdit ? state.item.id : undefined, input),
    meta: {
      refused: (error) => `Failed to save the ${singular.toLowerCase()}: ${error}`,
      failed: (error) =>
        `Failed to save the ${singular.toLowerCase()}. Please check your connection and try again. ${error.message}`,
    },
    onSuccess: () => {
      clearDraft(draftId);
      void queryClient.invalidateQueries({ queryKey: adminListKey(type) });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      notify('success', `${singular} ${isEdit ? 'updated' : 'created'} successfully!`);
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof ServerRefusal)) return;
      for (const [path, [message]] of Object.entries(refusalFieldErrors(error.details) ?? {}))
        form.setError(path, { type: 'server', message });
      setRefusals((count) => count + 1);
    },
  });

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  useEffect(() => {
    if (sameValues(values, initialValues)) clearDraft(draftId);
    else writeDraft(draftId, values);
  }, [values, initialValues, draftId]);

  const submit = form.handleSubmit(
    (input) => save.mutate(input),
    () => {
      setRefusals((count) => count + 1);
      notify('error', FIX_FIELDS_MESSAGE);
    },
  );

  function cancel() {
    clearDraft(draftId);
    // A refusal of this form is no longer news once it is closed.
    if (Object.keys(errors).length > 0) dismiss();
    onClose();
  }

  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  const searchValues: SearchFieldValues = {
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    og_image: text('og_image'),
  };
  const firstError = (name: keyof SearchFieldValues) => errorsAt(errors, name)[0];
  // The page's own summary, as plain text: read again only when it changes, not on every key.
  const summary = config.page?.summary(values) ?? '';
  const plainSummary = useMemo(() => toPlainText(summary), [summary]);

  const heading = isEdit ? `Edit ${singular}` : `Create New ${singular}`;
  return (
    <FormSection title={heading}>
      {state.mode === 'copy' && (
        <p className="mt-1 text-sm text-slate-700">
          A copy of “{state.item.title}”, saved as a new {config.noun}.
        </p>
      )}
      {restored && (
        <RestoredDraftNotice
          onDiscard={() => {
            form.reset(initialValues);
            setRestored(false);
          }}
        />
      )}
      <FormProvider {...form}>
        <form
          ref={formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          className="mt-6 space-y-6"
        >
          <div className="grid gap-5 md:grid-cols-2">
            {config.fields.map((field) => (
              <div key={field.name} className={isWide(field) ? 'md:col-span-2' : undefined}>
                <ContentField field={field} path={field.name} errors={errors} />
              </div>
            ))}
            <Controller
              name="status"
              render={({ field }) => (
                <StatusField
                  options={statusOptions(statuses)}
                  value={typeof field.value === 'string' ? field.value : statuses[0]}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
          {config.page && (
            <SearchSocialPanel
              values={searchValues}
              onChange={(field, value) => form.setValue(field, value, { shouldDirty: true })}
              fallback={{
                title: text('title').trim() || `New ${config.noun}`,
                description: plainSummary,
                image: config.page.image(values),
                path: config.page.path(isEdit ? state.item.id : 'new'),
              }}
              errors={{
                seo_title: firstError('seo_title'),
                seo_description: firstError('seo_description'),
                og_image: firstError('og_image'),
              }}
            />
          )}
          <FormActions
            saving={save.isPending}
            submitLabel={`${isEdit ? 'Update' : 'Create'} ${singular}`}
            onCancel={cancel}
          />
        </form>
      </FormProvider>
    </FormSection>
  );
}
