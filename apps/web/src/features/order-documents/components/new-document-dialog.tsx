import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CREATABLE_KINDS,
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocumentKind,
  type OrderDocumentSource,
} from '@vendoc/contract/order-documents';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProjectBoqs } from '../../../entities/boq/get-project-boqs';
import { useCreateOrderDocument } from '../../../entities/order-document/change-order-document';
import { useProjectDocuments } from '../../../entities/order-document/get-order-documents';
import { useProjectSurveys } from '../../../entities/quantity-survey/get-surveys';
import { formatDate } from '../../../lib/format/format';
import { apiProblemOf } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';
import { ProjectSearchPicker, type PickedOption } from './search-picker';

type SourceType = OrderDocumentSource['type'];

export interface NewDocumentDialogProps {
  /** The project the document is for, when the dialog opens on a project's page. */
  project?: PickedOption;
  onClose(): void;
}

/** "Neues Dokument": kind, project, and what the draft starts with (blank, a BoQ, approved surveys, a document). */
export function NewDocumentDialog({ project: presetProject, onClose }: NewDocumentDialogProps) {
  const { t } = useOrderDocumentsTranslation();
  const navigate = useNavigate();
  const create = useCreateOrderDocument();
  const [kind, setKind] = useState<OrderDocumentKind>('offer');
  const [project, setProject] = useState<PickedOption | null>(presetProject ?? null);
  const [sourceType, setSourceType] = useState<SourceType>('blank');
  const [boqId, setBoqId] = useState('');
  const [surveyIds, setSurveyIds] = useState<string[]>([]);
  const [documentId, setDocumentId] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const projectId = project?.id ?? '';
  const boqs = useProjectBoqs(projectId, sourceType === 'boq');
  const surveys = useProjectSurveys(projectId, sourceType === 'surveys');
  const documents = useProjectDocuments(projectId, sourceType === 'document');
  const approved = (surveys.data ?? []).filter((survey) => survey.status === 'approved');

  const source = (): OrderDocumentSource | string => {
    switch (sourceType) {
      case 'blank':
        return { type: 'blank' };
      case 'boq':
        return boqId ? { type: 'boq', boqId } : t('create.required.boq');
      case 'surveys':
        return surveyIds.length > 0 ? { type: 'surveys', surveyIds } : t('create.required.surveys');
      case 'document':
        return documentId ? { type: 'document', documentId } : t('create.required.document');
    }
  };

  const submit = async () => {
    setFailure(null);
    if (!project) return setMissing(t('create.required.project'));
    const chosen = source();
    if (typeof chosen === 'string') return setMissing(chosen);
    setMissing(null);
    try {
      const document = await create.mutateAsync({ projectId: project.id, kind, source: chosen });
      void navigate(paths.orderDocument(document.id));
    } catch (error) {
      const problem = apiProblemOf(error);
      const messages = problem?.fieldErrors.map((fieldError) => fieldError.message) ?? [];
      setFailure(
        [t('create.failed'), ...(messages.length ? messages : [problem?.detail ?? ''])].join(' ').trim(),
      );
    }
  };

  const toggleSurvey = (id: string, checked: boolean) =>
    setSurveyIds((current) => (checked ? [...current, id] : current.filter((each) => each !== id)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-document-title">
      <DialogTitle id="new-document-title">{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            select
            label={t('create.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as OrderDocumentKind)}
          >
            {CREATABLE_KINDS.map((each) => (
              <MenuItem key={each} value={each}>
                {ORDER_DOCUMENT_KIND_LABELS[each]}
              </MenuItem>
            ))}
          </TextField>
          {presetProject ? null : (
            <ProjectSearchPicker
              label={t('create.project')}
              placeholder={t('create.projectSearch')}
              required
              value={project}
              onChange={(next) => {
                setProject(next);
                setBoqId('');
                setSurveyIds([]);
                setDocumentId('');
              }}
            />
          )}
          <div>
            <FormLabel id="new-document-source">{t('create.source')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="new-document-source"
              value={sourceType}
              onChange={(event) => setSourceType(event.target.value as SourceType)}
            >
              <FormControlLabel value="blank" control={<Radio />} label={t('create.sourceBlank')} />
              <FormControlLabel
                value="boq"
                control={<Radio />}
                label={t('create.sourceBoq')}
                disabled={!project}
              />
              <FormControlLabel
                value="surveys"
                control={<Radio />}
                label={t('create.sourceSurveys')}
                disabled={!project}
              />
              <FormControlLabel
                value="document"
                control={<Radio />}
                label={t('create.sourceDocument')}
                disabled={!project}
              />
            </RadioGroup>
          </div>
          {sourceType === 'boq' && boqs.isSuccess ? (
            boqs.data.length === 0 ? (
              <FormHelperText>{t('create.noBoqs')}</FormHelperText>
            ) : (
              <TextField
                select
                label={t('create.boq')}
                value={boqId}
                onChange={(e) => setBoqId(e.target.value)}
              >
                {boqs.data.map((boq) => (
                  <MenuItem key={boq.id} value={boq.id}>
                    {boq.name}
                  </MenuItem>
                ))}
              </TextField>
            )
          ) : null}
          {sourceType === 'surveys' && surveys.isSuccess ? (
            approved.length === 0 ? (
              <FormHelperText>{t('create.noSurveys')}</FormHelperText>
            ) : (
              <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                <FormLabel component="legend">{t('create.surveys')}</FormLabel>
                {approved.map((survey) => (
                  <FormControlLabel
                    key={survey.id}
                    sx={{ display: 'flex' }}
                    control={
                      <Checkbox
                        checked={surveyIds.includes(survey.id)}
                        onChange={(event) => toggleSurvey(survey.id, event.target.checked)}
                      />
                    }
                    label={survey.name}
                  />
                ))}
              </fieldset>
            )
          ) : null}
          {sourceType === 'document' && documents.isSuccess ? (
            documents.data.length === 0 ? (
              <FormHelperText>{t('create.noDocuments')}</FormHelperText>
            ) : (
              <TextField
                select
                label={t('create.document')}
                value={documentId}
                onChange={(event) => setDocumentId(event.target.value)}
              >
                {documents.data.map((document) => (
                  <MenuItem key={document.id} value={document.id}>
                    {`${ORDER_DOCUMENT_KIND_LABELS[document.kind]} ${document.number ?? ''} · ${formatDate(document.documentDate)}`}
                  </MenuItem>
                ))}
              </TextField>
            )
          ) : null}
          {missing ? (
            <Alert severity="warning" role="alert">
              {missing}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={create.isPending}>
          {t('create.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
