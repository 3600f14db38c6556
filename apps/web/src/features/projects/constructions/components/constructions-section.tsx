import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiPlus } from '@mdi/js';
import type { Construction } from '@vendoc/contract/quantity-surveys';
import { Suspense, useState } from 'react';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { usePermission } from '../../../../entities/user/get-me';
import { useProjectsTranslation } from '../../projects-i18n';
import { useConstructions } from '../../../../entities/construction/get-constructions';
import { NO_CONSTRUCTION } from '../../../../entities/quantity-survey/get-surveys';
import { formatLocation } from '../construction-form';
import { useConstructionConfigurationsSlot } from '../../components/configurations-slot';
import { CONSTRUCTIONS_ANCHOR } from '../constructions-anchor';
import { ConstructionDeleteDialog } from './construction-delete-dialog';
import { ConstructionDialog } from './construction-dialog';
import { ConstructionItem } from './construction-item';
import { ConstructionSurveys } from './construction-surveys';
import { NewSurveyDialog } from './new-survey-dialog';

type OpenDialog =
  | { kind: 'edit'; construction: Construction | null }
  | { kind: 'delete'; construction: Construction }
  | { kind: 'survey'; construction: Construction | null }
  | null;

/**
 * "Bauteile" on the project page: the project's constructions with kind, location and number of surveys; each
 * expands to its quantity surveys and (when the page hands them in) its configurations. Create, edit, delete with
 * projects:write; new surveys with surveys:write.
 */
export function ConstructionsSection({ projectId }: { projectId: string }) {
  const { t } = useProjectsTranslation();
  const canWrite = usePermission('projects:write');
  const canSurvey = usePermission('surveys:write');
  const constructions = useConstructions(projectId);
  const Configurations = useConstructionConfigurationsSlot();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const headingId = `${CONSTRUCTIONS_ANCHOR}-heading`;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box
      component="section"
      id={CONSTRUCTIONS_ANCHOR}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 16 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('page.constructions')}
        </Typography>
        {canWrite ? (
          <Button
            variant="outlined"
            startIcon={<MdiIcon path={mdiPlus} />}
            onClick={() => setDialog({ kind: 'edit', construction: null })}
          >
            {t('constructions.new')}
          </Button>
        ) : null}
      </Box>
      {constructions.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void constructions.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('constructions.loadFailed')}
        </Alert>
      ) : constructions.isPending ? (
        <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('constructions.loading')}
        </Typography>
      ) : constructions.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('constructions.empty')}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ display: 'grid', gap: 1, m: 0, p: 0 }}>
        {(constructions.data ?? []).map((construction) => {
          const location = formatLocation(construction.location);
          const count = t('constructions.surveyCount', { count: construction.quantitySurveyCount });
          return (
            <ConstructionItem
              key={construction.id}
              title={construction.name}
              kindLabel={t(`constructionKind.${construction.kind}`)}
              details={location ? `${location} · ${count}` : count}
              expanded={expanded.has(construction.id)}
              onToggle={() => toggle(construction.id)}
              editLabel={t('constructions.edit', { name: construction.name })}
              deleteLabel={t('constructions.delete', { name: construction.name })}
              onEdit={canWrite ? () => setDialog({ kind: 'edit', construction }) : undefined}
              onDelete={canWrite ? () => setDialog({ kind: 'delete', construction }) : undefined}
            >
              <ConstructionSurveys
                projectId={projectId}
                constructionId={construction.id}
                onNewSurvey={canSurvey ? () => setDialog({ kind: 'survey', construction }) : undefined}
              />
              {Configurations ? (
                <Box sx={{ pl: { xs: 0, sm: 2 }, pb: 1 }}>
                  <Suspense fallback={null}>
                    <Configurations
                      projectId={projectId}
                      constructionId={construction.id}
                      constructionName={construction.name}
                    />
                  </Suspense>
                </Box>
              ) : null}
            </ConstructionItem>
          );
        })}
        <ConstructionItem
          title={t('constructions.withoutConstruction')}
          expanded={expanded.has(NO_CONSTRUCTION)}
          onToggle={() => toggle(NO_CONSTRUCTION)}
        >
          <ConstructionSurveys
            projectId={projectId}
            constructionId={NO_CONSTRUCTION}
            onNewSurvey={canSurvey ? () => setDialog({ kind: 'survey', construction: null }) : undefined}
          />
        </ConstructionItem>
      </Box>
      {dialog?.kind === 'edit' ? (
        <ConstructionDialog
          projectId={projectId}
          construction={dialog.construction}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConstructionDeleteDialog construction={dialog.construction} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'survey' ? (
        <NewSurveyDialog
          projectId={projectId}
          construction={dialog.construction}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
