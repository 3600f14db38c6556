import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { useNavigate } from 'react-router';
import { FileDropZone } from '../../../../components/upload/FileDropZone';
import { apiProblemOf, isReportedByHttpLayer } from '../../../../lib/http/api-problems';
import { formatNumber } from '../../../../lib/format/format';
import { useProjectBoqs } from '../../../../entities/boq/get-project-boqs';
import { useConstructions } from '../../../../entities/construction/get-constructions';
import { invalidateSurveysOfProject } from '../../../../entities/quantity-survey/survey-cache';
import { paths } from '../../../../lib/navigation/paths';
import { importSurveyX31, type X31ImportResult } from '../../api/import-x31';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';

/** GAEB DA XML X31 files (upper or lower case) and plain XML. */
const ACCEPT = '.x31,.X31,.xml';

/** Select props for a select whose empty value is an option with a text. */
const EMPTY_IS_A_CHOICE = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

type Stage =
  | { readonly name: 'choose'; readonly error?: string }
  | { readonly name: 'uploading'; readonly percent: number }
  | { readonly name: 'done'; readonly result: X31ImportResult };

type Translate = ReturnType<typeof useQuantitySurveysTranslation>['t'];

export interface X31ImportDialogProps {
  readonly projectId: string;
  /** The construction chosen at the start (e.g. the sheets page's filter); none by default. */
  readonly initialConstructionId?: string | null;
  readonly onClose: () => void;
}

/** What the user reads when the server refused the import: its German reason where it gave one. */
function refusalMessage(error: unknown, t: Translate): string {
  const problem = apiProblemOf(error);
  if (isReportedByHttpLayer(error) || problem === null) return t('x31Import.failed');
  switch (problem.status) {
    case 400: {
      // A validation problem names the reasons per field (German); its detail is generic.
      const reasons = problem.fieldErrors.map((fieldError) => fieldError.message);
      return reasons.length > 0 ? reasons.join(' ') : (problem.detail ?? t('x31Import.failed'));
    }
    case 403:
      return t('x31Import.forbidden');
    case 413:
      return problem.detail ?? t('x31Import.tooLarge');
    case 422:
      return problem.detail ?? t('x31Import.unreadable');
    default:
      return t('x31Import.failed');
  }
}

/**
 * Imports a GAEB X31 file as a new draft survey of the project: drop or pick the file, optionally choose the
 * construction and the BoQ, watch it upload, then see what was read (survey, sheets, lines, the server's warnings)
 * and open it in the editor, or read why the file was refused (the chosen file stays for another try).
 */
export function X31ImportDialog({ projectId, initialConstructionId = null, onClose }: X31ImportDialogProps) {
  const { t } = useQuantitySurveysTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const constructions = useConstructions(projectId);
  const boqs = useProjectBoqs(projectId);
  const [file, setFile] = useState<File | null>(null);
  const [constructionId, setConstructionId] = useState(initialConstructionId ?? '');
  const [boqId, setBoqId] = useState('');
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  // A preselected construction the project does not have (any more) would be refused: fall back to none. While
  // the list loads, the preselection stands (the select shows it once its option is there).
  const listed = constructions.data;
  const chosenConstruction =
    listed !== undefined && !listed.some((item) => item.id === constructionId) ? '' : constructionId;

  const choose = (files: FileList | readonly File[] | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setStage({ name: 'choose' });
  };

  const start = async () => {
    if (!file) return;
    const abort = new AbortController();
    controller.current = abort;
    setStage({ name: 'uploading', percent: 0 });
    try {
      const result = await importSurveyX31({
        projectId,
        constructionId: chosenConstruction || null,
        boqId: boqId || null,
        file,
        signal: abort.signal,
        // The last percent waits for the answer: the file is only read and stored when it has all arrived.
        onProgress: (share) =>
          setStage({ name: 'uploading', percent: Math.min(99, Math.round(share * 100)) }),
      });
      setStage({ name: 'done', result });
      void invalidateSurveysOfProject(queryClient, projectId);
    } catch (error) {
      if (axios.isCancel(error) || abort.signal.aborted) return;
      setStage({ name: 'choose', error: refusalMessage(error, t) });
    }
  };

  const openSurvey = (result: X31ImportResult) => {
    onClose();
    void navigate(paths.quantitySurvey(projectId, result.survey.construction?.id ?? null, result.survey.id));
  };

  const uploading = stage.name === 'uploading';
  return (
    <Dialog open onClose={uploading ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{stage.name === 'done' ? t('x31Import.doneTitle') : t('x31Import.title')}</DialogTitle>
      <DialogContent>
        {stage.name === 'done' ? (
          <ImportSummary result={stage.result} fileName={file?.name ?? ''} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FileDropZone
              label={file ? file.name : t('x31Import.dropHere')}
              hint={t('x31Import.hint')}
              chooseLabel={file ? t('x31Import.chooseOther') : t('x31Import.choose')}
              accept={ACCEPT}
              disabled={uploading}
              onFiles={choose}
            />
            <TextField
              select
              label={t('x31Import.construction')}
              value={listed === undefined ? '' : chosenConstruction}
              onChange={(event) => setConstructionId(event.target.value)}
              disabled={uploading}
              size="small"
              // The empty value is a real choice ("none", "automatic"): show it, with the label above.
              slotProps={EMPTY_IS_A_CHOICE}
              error={constructions.isError}
              helperText={constructions.isError ? t('x31Import.constructionsFailed') : undefined}
            >
              <MenuItem value="">{t('x31Import.noConstruction')}</MenuItem>
              {(constructions.data ?? []).map((construction) => (
                <MenuItem key={construction.id} value={construction.id}>
                  {construction.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('x31Import.boq')}
              value={boqId}
              onChange={(event) => setBoqId(event.target.value)}
              disabled={uploading}
              size="small"
              // The empty value is a real choice ("none", "automatic"): show it, with the label above.
              slotProps={EMPTY_IS_A_CHOICE}
              error={boqs.isError}
              helperText={boqs.isError ? t('x31Import.boqsFailed') : undefined}
            >
              <MenuItem value="">{t('x31Import.boqDefault')}</MenuItem>
              {(boqs.data ?? []).map((boq) => (
                <MenuItem key={boq.id} value={boq.id}>
                  {t('x31Import.boqOption', { name: boq.name, kind: t(`x31Import.boqKinds.${boq.kind}`) })}
                </MenuItem>
              ))}
            </TextField>
            {stage.name === 'uploading' ? (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={stage.percent}
                  aria-label={t('x31Import.progress', { name: file?.name ?? '' })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {stage.percent >= 99
                    ? t('x31Import.reading')
                    : t('x31Import.percent', { percent: stage.percent })}
                </Typography>
              </Box>
            ) : null}
            {stage.name === 'choose' && stage.error ? (
              <Alert severity="error" role="alert">
                <strong>{t('x31Import.refused')}</strong> {stage.error}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {stage.name === 'done' ? (
          <>
            <Button onClick={onClose}>{t('x31Import.close')}</Button>
            <Button variant="contained" onClick={() => openSurvey(stage.result)}>
              {t('x31Import.openSurvey')}
            </Button>
          </>
        ) : (
          <>
            <Button
              onClick={() => {
                controller.current?.abort();
                onClose();
              }}
            >
              {t('actions.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void start()} disabled={!file || uploading}>
              {t('x31Import.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ImportSummary({ result, fileName }: { result: X31ImportResult; fileName: string }) {
  const { t } = useQuantitySurveysTranslation();
  const { survey, warnings } = result;
  const rows: [string, string][] = [
    [t('x31Import.file'), fileName],
    [t('x31Import.survey'), survey.name],
    [t('x31Import.construction'), survey.construction?.name ?? t('x31Import.noConstruction')],
    [t('x31Import.boqUsed'), survey.boq?.name ?? t('x31Import.noBoq')],
    [t('x31Import.sheets'), formatNumber(survey.sheetCount, 0)],
    [t('x31Import.lines'), formatNumber(survey.lineCount, 0)],
  ];
  const warningsTitle = t('x31Import.warnings', { count: warnings.length });
  return (
    <Stack spacing={2} data-testid="x31-import-summary">
      <Alert severity="success">{t('x31Import.success')}</Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {warnings.length > 0 ? (
        <Box component="section" aria-label={warningsTitle}>
          <Typography component="h3" variant="subtitle2" color="warning.main">
            {warningsTitle}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 200, overflowY: 'auto' }}>
            {warnings.map((warning, index) => (
              <li key={index}>
                <Typography variant="body2">{warning}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('x31Import.noWarnings')}
        </Typography>
      )}
    </Stack>
  );
}
