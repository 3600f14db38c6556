import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isSurveyEditable,
  type ApplyTemplateResponse,
  type QuantitySurveyTemplate,
} from '@vendoc/contract/quantity-surveys';
import { compileVariableFormula } from '@vendoc/quantity-survey/line-formula';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { apiProblemOf, isReportedByHttpLayer } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useApplyTemplate } from '../api/apply-template';
import { useSurvey } from '../../../entities/quantity-survey/get-survey';
import { useProjectSurveys } from '../../../entities/quantity-survey/get-surveys';
import { useTemplates } from '../api/get-templates';
import { useQuantitySurveysTranslation } from '../quantity-surveys-i18n';
import { PositionField } from './components/position-field';

export interface ApplyTemplateDialogProps {
  open: boolean;
  /** The survey to add the lines to; null lets the user pick one of the project's surveys. */
  surveyId: string | null;
  /** The sheet to add the lines to; null lets the user pick one of the survey's sheets. */
  sheetId: string | null;
  /** The position (OZ) suggested for the lines, e.g. the current line's; null for none. */
  defaultOz: string | null;
  /** The template to start with (the templates page's "Anwenden"); the first one otherwise. */
  templateId?: string | null;
  /** The project whose surveys are offered; the route's projectId by default. */
  projectId?: string;
  onClose(): void;
  /** After the lines were added; `target` says where (the templates page opens the editor there). */
  onApplied(response: ApplyTemplateResponse, target: AppliedTemplateTarget): void;
}

/** Where a template was applied. */
export interface AppliedTemplateTarget {
  surveyId: string;
  /** The survey's construction (the editor route's segment), null for none. */
  constructionId: string | null;
  sheetId: string;
  /** The sheet's number, when the survey was loaded. */
  sheetNumber: number | null;
}

/**
 * Applies a survey template: its parameters become variables of the sheet and its lines are appended to the
 * sheet with the chosen position. In the editor the survey and sheet are given; on the templates page they are
 * picked. Needs surveys:write (the caller shows the way to it only then).
 */
export function ApplyTemplateDialog(props: ApplyTemplateDialogProps) {
  const { open, onClose } = props;
  const titleId = useId();
  const { t } = useQuantitySurveysTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('apply.title')}</DialogTitle>
      {/* Mounted only while open: every opening starts from the given survey, sheet and position. */}
      {open ? <ApplyTemplateForm {...props} /> : null}
    </Dialog>
  );
}

function ApplyTemplateForm({
  surveyId,
  sheetId,
  defaultOz,
  templateId: initialTemplateId,
  projectId: givenProjectId,
  onClose,
  onApplied,
}: ApplyTemplateDialogProps) {
  const { t } = useQuantitySurveysTranslation();
  const params = useParams();
  const projectId = givenProjectId ?? params.projectId ?? '';
  const templates = useTemplates();
  const surveys = useProjectSurveys(projectId, surveyId === null);
  const [chosenSurveyId, setChosenSurveyId] = useState<string | null>(surveyId);
  const survey = useSurvey(chosenSurveyId);
  const [chosenSheetId, setChosenSheetId] = useState<string | null>(sheetId);
  const [templateId, setTemplateId] = useState<string | null>(initialTemplateId ?? null);
  const [oz, setOz] = useState(defaultOz ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const apply = useApplyTemplate();

  const template: QuantitySurveyTemplate | undefined =
    templates.data?.find((candidate) => candidate.id === templateId) ?? templates.data?.[0];
  const sheets = survey.data?.sheets ?? [];
  const sheet =
    sheets.find((candidate) => candidate.id === chosenSheetId) ?? (sheetId ? undefined : sheets[0]);
  const effectiveSheetId = sheetId ?? sheet?.id ?? null;

  const valueOf = (name: string, fallback: string) => values[name] ?? fallback;
  const parameterError = (name: string, fallback: string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    const value = valueOf(name, fallback);
    if (value.trim() === '') return submitted ? t('apply.valueMissing') : undefined;
    const compiled = compileVariableFormula(value);
    return compiled.ok ? undefined : compiled.error.message;
  };

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (!template || !chosenSurveyId || !effectiveSheetId) return;
    const entries = template.parameters.map((parameter) => [
      parameter.name,
      valueOf(parameter.name, parameter.defaultValue).trim(),
    ]);
    const invalid = template.parameters.some((parameter) => {
      const value = valueOf(parameter.name, parameter.defaultValue);
      return value.trim() === '' || !compileVariableFormula(value).ok;
    });
    if (invalid) return;
    try {
      const response = await apply.mutateAsync({
        surveyId: chosenSurveyId,
        body: {
          templateId: template.id,
          sheetId: effectiveSheetId,
          oz: oz.trim() || null,
          parameters: Object.fromEntries(entries),
        },
      });
      toast.success(t('apply.applied', { name: template.name, count: response.lines.length }));
      const appliedSheet = survey.data?.sheets.find((candidate) => candidate.id === effectiveSheetId);
      onApplied(response, {
        surveyId: chosenSurveyId,
        constructionId: survey.data?.construction?.id ?? null,
        sheetId: effectiveSheetId,
        sheetNumber: appliedSheet?.number ?? null,
      });
    } catch (error) {
      const problem = apiProblemOf(error);
      if (problem?.status === 400 && problem.fieldErrors.length > 0) {
        const byParameter: Record<string, string> = {};
        const general: string[] = [];
        for (const fieldError of problem.fieldErrors) {
          const match = /^parameters\.(.+)$/.exec(fieldError.path);
          if (match?.[1]) byParameter[match[1]] = fieldError.message;
          else general.push(fieldError.message);
        }
        setServerErrors(byParameter);
        setFailure(general.length > 0 ? general.join(' ') : t('apply.fixErrors'));
      } else if (!isReportedByHttpLayer(error)) {
        setFailure(problem?.detail ?? t('apply.failed'));
      }
    }
  };

  const loading = templates.isPending || (chosenSurveyId !== null && survey.isPending);
  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent dividers>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {templates.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('templates.loadFailed')}
          </Alert>
        ) : null}
        {templates.data?.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('apply.noTemplates')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
          <TextField
            select
            label={t('apply.template')}
            value={template?.id ?? ''}
            onChange={(event) => {
              setTemplateId(event.target.value);
              setValues({});
              setServerErrors({});
            }}
            helperText={template?.description ?? undefined}
          >
            {(templates.data ?? []).map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          {surveyId === null ? (
            <TextField
              select
              label={t('apply.survey')}
              value={chosenSurveyId ?? ''}
              onChange={(event) => {
                setChosenSurveyId(event.target.value);
                setChosenSheetId(null);
              }}
              error={submitted && !chosenSurveyId}
              helperText={submitted && !chosenSurveyId ? t('apply.surveyMissing') : undefined}
            >
              {(surveys.data ?? []).map((candidate) => (
                <MenuItem
                  key={candidate.id}
                  value={candidate.id}
                  disabled={!isSurveyEditable(candidate.status)}
                >
                  {isSurveyEditable(candidate.status)
                    ? candidate.name
                    : t('apply.surveyLocked', { name: candidate.name })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {sheetId === null && chosenSurveyId !== null ? (
            <TextField
              select
              label={t('apply.sheet')}
              value={sheet?.id ?? ''}
              onChange={(event) => setChosenSheetId(event.target.value)}
              disabled={sheets.length === 0}
            >
              {sheets.map((candidate) => (
                <MenuItem key={candidate.id} value={candidate.id}>
                  {candidate.title
                    ? t('apply.sheetTitled', { number: candidate.number, title: candidate.title })
                    : t('apply.sheetNumber', { number: candidate.number })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <PositionField boqId={survey.data?.boq?.id ?? null} value={oz} onChange={setOz} />
          {template && template.parameters.length > 0 ? (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('apply.parameters')}
              </Typography>
              {template.parameters.map((parameter) => {
                const error = parameterError(parameter.name, parameter.defaultValue);
                return (
                  <TextField
                    key={`${template.id}-${parameter.name}`}
                    label={parameter.label ? `${parameter.name} – ${parameter.label}` : parameter.name}
                    value={valueOf(parameter.name, parameter.defaultValue)}
                    onChange={(event) => {
                      const next = event.target.value;
                      setValues((current) => ({ ...current, [parameter.name]: next }));
                      setServerErrors(({ [parameter.name]: _dropped, ...rest }) => rest);
                    }}
                    required
                    error={error !== undefined}
                    helperText={error}
                    slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 1000, spellCheck: false } }}
                  />
                );
              })}
            </Box>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={apply.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="confirm"
          disabled={apply.isPending || loading || !template || !effectiveSheetId}
          startIcon={apply.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('apply.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
