import { QUANTITY_SURVEY_TRANSITIONS, type QuantitySurveyStatus } from '@vendoc/contract/quantity-surveys';

/** A status change offered in the header. */
export interface StatusAction {
  readonly to: QuantitySurveyStatus;
  /** i18n key of the button (namespace quantitySurveyEditor). */
  readonly labelKey: string;
  /** Needs `surveys:approve` (approve, reopen an approved survey, bill). */
  readonly needsApprove: boolean;
}

const LABELS: Readonly<Record<string, string>> = {
  'draft>submitted': 'status.actions.submit',
  'submitted>draft': 'status.actions.backToDraft',
  'submitted>approved': 'status.actions.approve',
  'approved>submitted': 'status.actions.reopen',
};

/**
 * The status changes the contract allows from `status`, with what each needs. "Billed" is not offered: a survey is
 * billed by the invoice that contains it (issue 14), when that invoice is issued.
 */
export function statusActions(status: QuantitySurveyStatus): StatusAction[] {
  return QUANTITY_SURVEY_TRANSITIONS[status]
    .filter((to) => to !== 'billed')
    .map((to) => ({
      to,
      labelKey: LABELS[`${status}>${to}`] ?? `status.names.${to}`,
      needsApprove: to === 'approved' || status === 'approved',
    }));
}

export const STATUS_COLORS: Readonly<
  Record<QuantitySurveyStatus, 'default' | 'info' | 'success' | 'secondary'>
> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  billed: 'secondary',
};
