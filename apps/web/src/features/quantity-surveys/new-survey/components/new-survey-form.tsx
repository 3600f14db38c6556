import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiRuler } from '@mdi/js';
import { useQueryClient } from '@tanstack/react-query';
import type { Boq } from '@vendoc/contract/boqs';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  BoqChoiceField,
  effectiveBoqChoice,
  type BoqChoice,
} from '../../../../components/boq-choice/boq-choice-field';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useProjectBoqs } from '../../../../entities/boq/get-project-boqs';
import { usePermission } from '../../../../entities/user/get-me';
import { formatDate } from '../../../../lib/format/format';
import { apiProblemOf, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { createClient } from '../../../../entities/client/create-client';
import { clientKeys } from '../../../../entities/client/client-keys';
import { constructionKeys } from '../../../../entities/construction/construction-keys';
import { createConstruction } from '../../../../entities/construction/create-construction';
import { createProject } from '../../../../entities/project/create-project';
import { projectKeys } from '../../../../entities/project/project-keys';
import { createSurvey } from '../../../../entities/quantity-survey/create-survey';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { paths } from '../../../../lib/navigation/paths';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import {
  NewSurveyStepError,
  planErrors,
  runNewSurvey,
  type NewSurveyCalls,
  type NewSurveyPlan,
  type PlanField,
} from '../model/new-survey-plan';
import { ClientStep } from './client-step';
import { ConstructionStep } from './construction-step';
import { ProjectStep } from './project-step';

const NO_BOQS: readonly Boq[] = [];

const calls: NewSurveyCalls = {
  createClient: (body) => createClient(body),
  createProject: (body) => createProject(body),
  createConstruction: (projectId, body) => createConstruction(projectId, body),
  createSurvey: (body) => createSurvey(body),
};

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `new-survey-step-${number}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {`${number}. ${title}`}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * "Sofort aufmessen": client, project, optional construction, the survey's name and the BoQ it measures (the
 * contract BoQ preselected) on one screen; "Aufmaß
 * beginnen" creates what is missing in that order and opens the editor. What a failed step needs is kept, and
 * what was created before it is picked from then on, so a retry never creates it twice.
 */
export function NewSurveyForm() {
  const { t } = useQuantitySurveysTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreateClient = usePermission('clients:write');
  const canCreateProject = usePermission('projects:write');
  const canSurvey = usePermission('surveys:write');
  const [plan, setPlan] = useState<NewSurveyPlan>(() => ({
    client: { mode: 'existing', picked: null },
    project: { mode: 'existing', picked: null },
    construction: { mode: 'none' },
    surveyName: t('newSurvey.defaultName', { date: formatDate(new Date()) }),
    boq: undefined,
  }));
  const [boqMissing, setBoqMissing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clientId = plan.client.mode === 'existing' ? (plan.client.picked?.id ?? null) : null;
  const projectId = plan.project.mode === 'existing' ? (plan.project.picked?.id ?? null) : null;
  const boqs = useProjectBoqs(projectId);
  // A new project has no BoQ yet: the survey measures without one.
  const boqList = plan.project.mode === 'new' ? NO_BOQS : boqs.data;

  const update = (changes: Partial<NewSurveyPlan>) => {
    setPlan((current) => {
      const next = { ...current, ...changes };
      // A different client has other projects; a different project other constructions.
      if (changes.client && !changes.project) {
        next.project =
          changes.client.mode === 'new'
            ? { mode: 'new', name: current.project.mode === 'new' ? current.project.name : '' }
            : current.project.mode === 'existing'
              ? { mode: 'existing', picked: null }
              : current.project;
      }
      if ((changes.client || changes.project) && next.construction.mode === 'existing') {
        next.construction = { mode: 'existing', picked: null };
      }
      // Another project has other BoQs: its default applies again.
      if (changes.client || changes.project) next.boq = undefined;
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as PlanField[]) delete next[key];
      return next;
    });
  };

  const start = async () => {
    setFailure(null);
    const found = planErrors(plan);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    const boq = effectiveBoqChoice(plan.boq, boqList);
    const boqUnknown = boq === undefined && !(plan.project.mode === 'existing' && boqs.isError);
    setBoqMissing(boqUnknown && projectId !== null);
    if (Object.keys(found).length > 0 || boqUnknown) return;
    setBusy(true);
    try {
      const target = await runNewSurvey({ ...plan, boq: boq ?? null }, calls, (created) =>
        setPlan((current) => ({
          ...current,
          ...(created.client ? { client: { mode: 'existing', picked: created.client } } : {}),
          ...(created.project ? { project: { mode: 'existing', picked: created.project } } : {}),
          ...(created.construction
            ? { construction: { mode: 'existing', picked: created.construction } }
            : {}),
        })),
      );
      // Whatever of client, project, construction and survey was created shows in every list.
      for (const queryKey of [clientKeys.all, projectKeys.all, constructionKeys.all, surveyKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      void navigate(paths.quantitySurvey(target.projectId, target.constructionId, target.surveyId));
    } catch (error) {
      // The step that failed, and the server's reason unless the HTTP layer has told the user already.
      const cause = error instanceof NewSurveyStepError ? error.cause : error;
      const step = error instanceof NewSurveyStepError ? error.step : 'survey';
      const problem = isReportedByHttpLayer(cause) ? null : apiProblemOf(cause);
      const detail =
        problem?.fieldErrors.map((fieldError) => fieldError.message).join(' ') ||
        problem?.detail ||
        problem?.title;
      setFailure([t(`newSurvey.failed.${step}`), detail].filter(Boolean).join(': '));
    } finally {
      setBusy(false);
    }
  };

  if (!canSurvey) {
    return <Alert severity="info">{t('newSurvey.noPermission')}</Alert>;
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 760 }}
    >
      <Step number={1} title={t('newSurvey.client')}>
        <ClientStep
          value={plan.client}
          onChange={(client) => update({ client })}
          canCreate={canCreateClient}
          error={errors.client}
          disabled={busy}
        />
      </Step>
      <Step number={2} title={t('newSurvey.project')}>
        <ProjectStep
          clientId={clientId}
          value={plan.project}
          onChange={(project) => update({ project })}
          canCreate={canCreateProject}
          error={errors.project}
          disabled={busy}
        />
      </Step>
      <Step number={3} title={t('newSurvey.constructionOptional')}>
        <ConstructionStep
          projectId={projectId}
          value={plan.construction}
          onChange={(construction) => update({ construction })}
          canCreate={canCreateProject}
          error={errors.construction}
          disabled={busy}
        />
      </Step>
      <Step number={4} title={t('newSurvey.survey')}>
        <TextField
          fullWidth
          label={t('newSurvey.surveyName')}
          value={plan.surveyName}
          disabled={busy}
          onChange={(event) => update({ surveyName: event.target.value })}
          error={errors.surveyName !== undefined}
          helperText={errors.surveyName}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {plan.project.mode === 'new' || projectId !== null ? (
          <Box sx={{ mt: 2.5 }}>
            <BoqChoiceField
              boqs={boqList}
              loadFailed={plan.project.mode === 'existing' && boqs.isError}
              value={plan.boq}
              onChange={(boq: BoqChoice) => update({ boq })}
              disabled={busy}
              missing={boqMissing}
            />
          </Box>
        ) : null}
      </Step>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="confirm"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={20} color="inherit" /> : <MdiIcon path={mdiRuler} />}
          sx={{ minHeight: 48 }}
        >
          {t('newSurvey.start')}
        </Button>
      </Box>
    </Box>
  );
}
