import {
  contractTypeSchema,
  projectCreateSchema,
  projectStatusSchema,
  type Project,
  type ProjectCreate,
} from '@vendoc/contract/projects';
import { type ContractType, type ProjectStatus } from '@vendoc/contract/project-values';
import { z } from 'zod';
import zodGerman from 'zod/v4/locales/de.js';

/** German messages for what the contract does not word itself (lengths, formats). */
export const germanZodErrors = zodGerman().localeError;

/** What the project dialog edits: text inputs hold strings ('' = none), converted to the body on submit. */
export interface ProjectFormValues {
  name: string;
  clientId: string;
  siteAddress: { street: string; postalCode: string; city: string; country: string };
  status: ProjectStatus;
  contractType: ContractType;
  /** yyyy-MM-dd from the date input, '' for none. */
  startDate: string;
  endDate: string;
  /** A user id, '' for nobody. */
  responsibleUserId: string;
  /** The team's user ids. */
  memberIds: string[];
  description: string;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  clientId: '',
  siteAddress: { street: '', postalCode: '', city: '', country: 'DE' },
  status: 'inquiry',
  contractType: 'unit_price',
  startDate: '',
  endDate: '',
  responsibleUserId: '',
  memberIds: [],
  description: '',
};

/** The form's values for an existing project. */
export function projectToFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    clientId: project.client.id,
    siteAddress: project.siteAddress
      ? { ...project.siteAddress }
      : { street: '', postalCode: '', city: '', country: 'DE' },
    status: project.status,
    contractType: project.contractType,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    responsibleUserId: project.responsibleUser?.id ?? '',
    memberIds: [...project.memberIds],
    description: project.description ?? '',
  };
}

/** The request body for the form's values, not yet validated: empty texts become null, no address is null. */
export function toProjectBody(values: ProjectFormValues): ProjectCreate {
  const { street, postalCode, city } = values.siteAddress;
  const hasAddress = [street, postalCode, city].some((part) => part.trim() !== '');
  return {
    name: values.name,
    clientId: values.clientId,
    siteAddress: hasAddress ? { ...values.siteAddress, country: values.siteAddress.country || 'DE' } : null,
    status: values.status,
    contractType: values.contractType,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    responsibleUserId: values.responsibleUserId || null,
    memberIds: values.memberIds,
    description: values.description,
  };
}

/** Message lookup of the form schema (the feature's keys). */
export type ValidationText = (key: string) => string;

const text = z.string();

/**
 * The dialog's schema: the contract's projectCreateSchema on the converted body, its messages (e.g. "Das Ende
 * liegt vor dem Beginn") on the same field paths; a missing client gets a message of its own. The output is the
 * request body.
 */
export function projectFormSchema(message: ValidationText) {
  return z
    .object({
      name: text,
      clientId: text,
      siteAddress: z.object({ street: text, postalCode: text, city: text, country: text }),
      status: projectStatusSchema,
      contractType: contractTypeSchema,
      startDate: text,
      endDate: text,
      responsibleUserId: text,
      memberIds: z.array(text),
      description: text,
    })
    .superRefine((values, context) => {
      if (!values.clientId) {
        context.addIssue({ code: 'custom', path: ['clientId'], message: message('form.clientMissing') });
      }
      const result = projectCreateSchema.safeParse(toProjectBody(values), { error: germanZodErrors });
      if (result.success) return;
      for (const issue of result.error.issues) {
        const path = issue.path.filter((part) => typeof part !== 'symbol');
        if (path[0] === 'clientId' && !values.clientId) continue;
        context.addIssue({ code: 'custom', path, message: issue.message });
      }
    })
    .transform((values) => projectCreateSchema.parse(toProjectBody(values)));
}
