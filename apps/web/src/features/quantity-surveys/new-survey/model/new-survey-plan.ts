import type { Client, ClientKind } from '@vendoc/contract/clients';
import type { Project } from '@vendoc/contract/projects';
import type { Construction } from '@vendoc/contract/quantity-surveys';

/** A client as the picker shows it. */
export type ClientChoice = Pick<Client, 'id' | 'number' | 'name'>;
/** A project as the picker shows it. */
export type ProjectChoice = Pick<Project, 'id' | 'number' | 'name'>;
/** A construction as the picker shows it. */
export type ConstructionChoice = Pick<Construction, 'id' | 'name'>;

/** What "Sofort aufmessen" was told: each record is picked or to be created from what was typed. */
export interface NewSurveyPlan {
  client: { mode: 'existing'; picked: ClientChoice | null } | { mode: 'new'; name: string; kind: ClientKind };
  project: { mode: 'existing'; picked: ProjectChoice | null } | { mode: 'new'; name: string };
  construction:
    | { mode: 'none' }
    | { mode: 'existing'; picked: ConstructionChoice | null }
    | { mode: 'new'; name: string };
  surveyName: string;
  /**
   * The BoQ the survey measures: an id, null for none; undefined until picked (the form then takes the project's
   * default, or asks when there is none to take). A new project has no BoQ.
   */
  boq: string | null | undefined;
}

export type PlanField = 'client' | 'project' | 'construction' | 'surveyName';

/** i18n keys of what is missing, per field; empty when the plan can start. */
export function planErrors(plan: NewSurveyPlan): Partial<Record<PlanField, string>> {
  const errors: Partial<Record<PlanField, string>> = {};
  if (plan.client.mode === 'existing' ? !plan.client.picked : !plan.client.name.trim()) {
    errors.client = plan.client.mode === 'existing' ? 'newSurvey.clientMissing' : 'newSurvey.nameMissing';
  }
  if (plan.project.mode === 'existing' ? !plan.project.picked : !plan.project.name.trim()) {
    errors.project = plan.project.mode === 'existing' ? 'newSurvey.projectMissing' : 'newSurvey.nameMissing';
  }
  if (plan.construction.mode === 'existing' && !plan.construction.picked) {
    errors.construction = 'newSurvey.constructionMissing';
  }
  if (plan.construction.mode === 'new' && !plan.construction.name.trim()) {
    errors.construction = 'newSurvey.nameMissing';
  }
  if (!plan.surveyName.trim()) errors.surveyName = 'newSurvey.nameMissing';
  return errors;
}

/** The calls that create what is missing (the API in the page, fakes in tests). */
export interface NewSurveyCalls {
  createClient(body: { kind: ClientKind; name: string }): Promise<ClientChoice>;
  createProject(body: { name: string; clientId: string }): Promise<ProjectChoice>;
  createConstruction(projectId: string, body: { name: string }): Promise<ConstructionChoice>;
  createSurvey(body: {
    projectId: string;
    constructionId: string | null;
    boqId: string | null;
    name: string;
  }): Promise<{ id: string; construction: { id: string } | null }>;
}

/** Which step failed: the message names it. */
export type NewSurveyStep = 'client' | 'project' | 'construction' | 'survey';

export class NewSurveyStepError extends Error {
  constructor(
    readonly step: NewSurveyStep,
    override readonly cause: unknown,
  ) {
    super(`creating the ${step} failed`);
  }
}

/** What the run created so far; the page turns each into a picked record, so a retry reuses it. */
export interface NewSurveyProgress {
  client?: ClientChoice;
  project?: ProjectChoice;
  construction?: ConstructionChoice;
}

/**
 * Creates what the plan lacks, in order (client, project, construction, survey), and reports every record as soon
 * as it exists (`onCreated`), so a failed later step keeps it and a retry does not create it twice. Resolves the
 * survey's editor target; a failure rejects with the step that failed.
 */
export async function runNewSurvey(
  plan: NewSurveyPlan,
  calls: NewSurveyCalls,
  onCreated: (progress: NewSurveyProgress) => void,
): Promise<{ projectId: string; constructionId: string | null; surveyId: string }> {
  const step = async <T>(name: NewSurveyStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new NewSurveyStepError(name, error);
    }
  };

  let client: ClientChoice | null;
  if (plan.client.mode === 'existing') client = plan.client.picked;
  else {
    const { name, kind } = plan.client;
    client = await step('client', () => calls.createClient({ kind, name: name.trim() }));
    onCreated({ client });
  }
  if (!client) throw new Error('no client');

  let project: ProjectChoice | null;
  if (plan.project.mode === 'existing') project = plan.project.picked;
  else {
    const { name } = plan.project;
    const clientId = client.id;
    project = await step('project', () => calls.createProject({ name: name.trim(), clientId }));
    onCreated({ project });
  }
  if (!project) throw new Error('no project');
  const projectId = project.id;

  let construction: ConstructionChoice | null = null;
  if (plan.construction.mode === 'existing') construction = plan.construction.picked;
  else if (plan.construction.mode === 'new') {
    const { name } = plan.construction;
    construction = await step('construction', () =>
      calls.createConstruction(projectId, { name: name.trim() }),
    );
    onCreated({ construction });
  }

  const constructionId = construction?.id ?? null;
  const survey = await step('survey', () =>
    calls.createSurvey({
      projectId,
      constructionId,
      boqId: plan.project.mode === 'new' ? null : (plan.boq ?? null),
      name: plan.surveyName.trim(),
    }),
  );
  return { projectId, constructionId: survey.construction?.id ?? constructionId, surveyId: survey.id };
}
