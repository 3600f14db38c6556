import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import { useNavigate } from 'react-router';
import { DOCUMENT_KINDS, type DocumentKind } from '@vendoc/contract/document-templates';
import type { DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useTemplateChanges } from '../../../entities/document-template/change-templates';
import { problemMessage } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { useDesignerTranslation } from '../designer-i18n';
import { NameDialog } from './name-dialog';
import { TemplateRow, type TemplateAction } from './template-row';

type Open =
  | { type: 'create' }
  | { type: Exclude<TemplateAction, 'setDefault'>; template: DocumentTemplateSummary }
  | null;

/** The templates grouped by kind (in the kinds' order) with create, rename, duplicate, default and delete. */
export function TemplateList({
  templates,
  canWrite,
}: {
  templates: readonly DocumentTemplateSummary[];
  canWrite: boolean;
}) {
  const { t } = useDesignerTranslation();
  const navigate = useNavigate();
  const changes = useTemplateChanges();
  const [open, setOpen] = useState<Open>(null);
  const [kind, setKind] = useState<DocumentKind>('offer');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => setOpen(null);
  const run = async (change: Promise<unknown>, refused = 'list.failed') => {
    setFailure(null);
    try {
      await change;
    } catch (error) {
      setFailure(t(refused, { reason: problemMessage(error) ?? '–' }));
      throw error;
    }
  };
  const onAction = (action: TemplateAction, template: DocumentTemplateSummary) => {
    if (action === 'setDefault') void run(changes.setDefault.mutateAsync(template.id)).catch(() => undefined);
    else setOpen({ type: action, template });
  };

  return (
    <Stack spacing={2}>
      {canWrite ? (
        <div>
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => setOpen({ type: 'create' })}
          >
            {t('list.create')}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {templates.length === 0 ? <Typography color="text.secondary">{t('list.empty')}</Typography> : null}
      {DOCUMENT_KINDS.filter((each) => templates.some((template) => template.kind === each)).map((each) => (
        <Paper key={each} variant="outlined" component="section" aria-label={t(`kinds.${each}`)}>
          <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
            {t(`kinds.${each}`)}
          </Typography>
          <List aria-label={t(`kinds.${each}`)}>
            {templates
              .filter((template) => template.kind === each)
              .map((template) => (
                <TemplateRow key={template.id} template={template} canWrite={canWrite} onAction={onAction} />
              ))}
          </List>
        </Paper>
      ))}
      {open?.type === 'create' ? (
        <NameDialog
          title={t('list.createTitle')}
          initialName=""
          onClose={close}
          onSave={(name) =>
            run(
              changes.create
                .mutateAsync({ kind, name })
                .then((created) => navigate(paths.designerLoading({ template: created.id }))),
            )
          }
        >
          <TextField
            select
            label={t('list.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as DocumentKind)}
          >
            {DOCUMENT_KINDS.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`kinds.${each}`)}
              </MenuItem>
            ))}
          </TextField>
        </NameDialog>
      ) : null}
      {open?.type === 'rename' ? (
        <NameDialog
          title={t('list.renameTitle')}
          initialName={open.template.name}
          onClose={close}
          onSave={(name) =>
            run(changes.rename.mutateAsync({ id: open.template.id, name, version: open.template.version }))
          }
        />
      ) : null}
      {open?.type === 'duplicate' ? (
        <NameDialog
          title={t('list.duplicateTitle')}
          initialName={t('list.copyName', { name: open.template.name })}
          onClose={close}
          onSave={(name) => run(changes.duplicate.mutateAsync({ id: open.template.id, name }))}
        />
      ) : null}
      {open?.type === 'delete' ? (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          text={t('list.deleteText', { name: open.template.name })}
          confirmLabel={t('list.delete')}
          onClose={close}
          onConfirm={() =>
            run(changes.remove.mutateAsync(open.template.id), 'list.deleteRefused').catch(() => close())
          }
        />
      ) : null}
    </Stack>
  );
}
