import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import type { QuantitySurveyTemplate } from '@vendoc/contract/quantity-surveys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { usePermission } from '../../entities/user/get-me';
import { isReportedByHttpLayer, problemMessage } from '../../lib/http/api-problems';
import { toast } from '../../lib/toast/toast-service';
import { useProject } from '../../entities/project/get-project';
import { useTemplates } from './api/get-templates';
import { useCreateStarterTemplates, useDeleteTemplate } from './api/save-template';
import { paths } from '../../lib/navigation/paths';
import { useQuantitySurveysTranslation } from './quantity-surveys-i18n';
import { ApplyTemplateDialog, type AppliedTemplateTarget } from './templates/apply-template-dialog';
import { TemplateEditorDialog } from './templates/components/template-editor-dialog';
import { TemplateList } from './templates/components/template-list';
import { TemplatesEmptyState } from './templates/components/templates-empty-state';

type OpenDialog =
  | { kind: 'edit'; template: QuantitySurveyTemplate | null }
  | { kind: 'delete'; template: QuantitySurveyTemplate }
  | { kind: 'apply'; template: QuantitySurveyTemplate }
  | null;

/**
 * /projects/{projectId}/quantitySurveyTemplates: the company's survey templates (create, edit, delete, starter
 * templates for rooms: office) and applying one to a survey sheet of this project, which then opens in the editor.
 */
export function QuantitySurveyTemplatesPage() {
  const { t } = useQuantitySurveysTranslation();
  const { t: tApp } = useTranslation('app');
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  // Applying a template is measuring (surveys:write); the company-wide templates are managed by the office.
  const canApply = usePermission('surveys:write');
  const canManage = usePermission('surveyTemplates:write');
  const project = useProject(projectId);
  const templates = useTemplates();
  const starter = useCreateStarterTemplates();
  const remove = useDeleteTemplate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const title = tApp('routes.quantitySurveyTemplates');

  const createStarter = async () => {
    try {
      const before = templates.data?.length ?? 0;
      // The answer lists all of the company's templates.
      const all = await starter.mutateAsync();
      toast.success(t('templates.starterCreated', { count: all.length - before }));
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('templates.starterFailed'), problemMessage(error));
    }
  };

  const deleteTemplate = async (template: QuantitySurveyTemplate) => {
    try {
      await remove.mutateAsync(template);
      toast.success(t('templates.deleted', { name: template.name }));
    } catch (error) {
      if (!isReportedByHttpLayer(error)) toast.error(t('templates.deleteFailed'), problemMessage(error));
      throw error;
    }
  };

  const openEditor = (target: AppliedTemplateTarget) => {
    setDialog(null);
    void navigate(
      paths.quantitySurvey(projectId, target.constructionId, target.surveyId, { sheet: target.sheetNumber }),
    );
  };

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        {
          label: project.data?.name ?? tApp('routes.project'),
          to: paths.project(projectId),
        },
        { label: title },
      ]}
      actions={
        canManage && templates.data && templates.data.length > 0 ? (
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => setDialog({ kind: 'edit', template: null })}
          >
            {t('templates.new')}
          </Button>
        ) : null
      }
    >
      {templates.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void templates.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {t('templates.loadFailed')}
        </Alert>
      ) : templates.isPending ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('templates.loading')}</Typography>
        </Box>
      ) : templates.data.length === 0 ? (
        <TemplatesEmptyState
          busy={starter.isPending}
          onCreateStarter={canManage ? () => void createStarter() : undefined}
          onCreate={canManage ? () => setDialog({ kind: 'edit', template: null }) : undefined}
        />
      ) : (
        <TemplateList
          templates={templates.data}
          onApply={canApply ? (template) => setDialog({ kind: 'apply', template }) : undefined}
          onEdit={canManage ? (template) => setDialog({ kind: 'edit', template }) : undefined}
          onDelete={canManage ? (template) => setDialog({ kind: 'delete', template }) : undefined}
        />
      )}
      {dialog?.kind === 'edit' ? (
        <TemplateEditorDialog template={dialog.template} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('templates.deleteTitle')}
          text={t('templates.deleteText', { name: dialog.template.name })}
          confirmLabel={t('templates.delete')}
          onConfirm={() => deleteTemplate(dialog.template)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ApplyTemplateDialog
        open={dialog?.kind === 'apply'}
        surveyId={null}
        sheetId={null}
        defaultOz={null}
        templateId={dialog?.kind === 'apply' ? dialog.template.id : null}
        projectId={projectId}
        onClose={() => setDialog(null)}
        onApplied={(_response, target) => openEditor(target)}
      />
    </PageFrame>
  );
}
