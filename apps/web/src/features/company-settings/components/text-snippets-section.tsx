import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  snippetPlacementSchema,
  type SnippetPlacement,
  type TextSnippet,
} from '@vendoc/contract/text-snippets';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useTextSnippetChanges } from '../../../entities/text-snippet/change-text-snippets';
import { useCompanyTextSnippets } from '../../../entities/text-snippet/get-text-snippets';
import { httpStatusOf, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useSettingsTranslation } from '../company-settings-i18n';
import { TextSnippetDialog } from './text-snippet-dialog';
import { TextSnippetGroup } from './text-snippet-group';

/** Textbausteine: the intro and closing texts of order documents, grouped by placement, with add, edit, delete. */
export function TextSnippetsSection() {
  const { t } = useSettingsTranslation();
  const snippets = useCompanyTextSnippets();
  const { remove } = useTextSnippetChanges();
  // undefined: no dialog; null: a new snippet; a snippet: editing it.
  const [editing, setEditing] = useState<{ snippet: TextSnippet | null; placement: SnippetPlacement }>();
  const [deleting, setDeleting] = useState<TextSnippet | null>(null);

  const confirmDelete = async (snippet: TextSnippet) => {
    try {
      await remove.mutateAsync(snippet);
      toast.success(t('textSnippets.deleted'));
    } catch (error) {
      // A stale version: the list loads again and shows what changed.
      if (httpStatusOf(error) === 409) toast.error(t('textSnippets.deleteConflict'));
      else toast.error(t('textSnippets.deleteFailed'), problemMessage(error));
    }
  };

  let content;
  if (snippets.isPending) content = <CircularProgress aria-label={t('sections.textSnippets')} />;
  else if (snippets.isError)
    content = (
      <Alert
        severity="error"
        action={<Button onClick={() => void snippets.refetch()}>{t('common.retry')}</Button>}
      >
        {t('common.loadFailed')}
      </Alert>
    );
  else
    content = snippetPlacementSchema.options.map((placement) => (
      <TextSnippetGroup
        key={placement}
        placement={placement}
        snippets={snippets.data.filter((snippet) => snippet.placement === placement)}
        onAdd={() => setEditing({ snippet: null, placement })}
        onEdit={(snippet) => setEditing({ snippet, placement })}
        onDelete={setDeleting}
      />
    ));

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography color="text.secondary">{t('textSnippets.description')}</Typography>
      {content}
      {editing ? (
        <TextSnippetDialog
          snippet={editing.snippet}
          placement={editing.placement}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('textSnippets.deleteTitle')}
          text={t('textSnippets.deleteText', { name: deleting.name })}
          confirmLabel={t('common.delete')}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Stack>
  );
}
