import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  BoqChoiceField,
  effectiveBoqChoice,
  type BoqChoice,
} from '../../../../components/boq-choice/boq-choice-field';
import { FileImportDialog } from '../../../../components/upload/file-import-dialog';
import { ImportSummary } from '../../../../components/upload/import-summary';
import { formatNumber } from '../../../../lib/format/format';
import { useProjectBoqs } from '../../../../entities/boq/get-project-boqs';
import { useConstructions } from '../../../../entities/construction/get-constructions';
import { invalidateSurveysOfProject } from '../../../../entities/quantity-survey/survey-cache';
import { paths } from '../../../../lib/navigation/paths';
import { importSurveyX31, type X31ImportResult } from '../../api/import-x31';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';

/** GAEB DA XML X31 files (upper or lower case) and plain XML. */
const ACCEPT = '.x31,.X31,.xml';

/** Select props for a select whose empty value is an option with a text ("Ohne Bauteil"). */
const EMPTY_IS_A_CHOICE = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface X31ImportDialogProps {
  readonly projectId: string;
  /** The construction chosen at the start (e.g. the sheets page's filter); none by default. */
  readonly initialConstructionId?: string | null;
  readonly onClose: () => void;
}

/**
 * Imports a GAEB X31 file as a new draft survey of the project: drop or pick the file, optionally choose the
 * construction and the BoQ it measures (the contract BoQ preselected), watch it upload, then see what was read (survey, sheets, lines, the server's warnings)
 * and open it in the editor, or read why the file was refused (the chosen file stays for another try).
 */
export function X31ImportDialog({ projectId, initialConstructionId = null, onClose }: X31ImportDialogProps) {
  const { t } = useQuantitySurveysTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const constructions = useConstructions(projectId);
  const boqs = useProjectBoqs(projectId);
  const [constructionId, setConstructionId] = useState(initialConstructionId ?? '');
  const [boqPicked, setBoqPicked] = useState<BoqChoice | undefined>(undefined);
  const boqId = effectiveBoqChoice(boqPicked, boqs.data);

  // A preselected construction the project does not have (any more) would be refused: fall back to none. While
  // the list loads, the preselection stands (the select shows it once its option is there).
  const listed = constructions.data;
  const chosenConstruction =
    listed !== undefined && !listed.some((item) => item.id === constructionId) ? '' : constructionId;

  const openSurvey = (result: X31ImportResult) => {
    onClose();
    void navigate(paths.quantitySurvey(projectId, result.survey.construction?.id ?? null, result.survey.id));
  };

  return (
    <FileImportDialog<X31ImportResult>
      title={t('x31Import.title')}
      doneTitle={t('x31Import.doneTitle')}
      dropHere={t('x31Import.dropHere')}
      hint={t('x31Import.hint')}
      accept={ACCEPT}
      texts={{
        unreadable: t('x31Import.unreadable'),
        forbidden: t('x31Import.forbidden'),
        failed: t('x31Import.failed'),
      }}
      fields={(busy) => (
        <>
          <TextField
            select
            label={t('x31Import.construction')}
            value={listed === undefined ? '' : chosenConstruction}
            onChange={(event) => setConstructionId(event.target.value)}
            disabled={busy}
            size="small"
            // The empty value is a real choice (none): show it, with the label above.
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
          <BoqChoiceField
            size="small"
            boqs={boqs.data}
            loadFailed={boqs.isError}
            value={boqPicked}
            onChange={setBoqPicked}
            disabled={busy}
          />
        </>
      )}
      // Without the list (it failed) the survey is imported without BoQ, as the field says.
      canStart={boqId !== undefined || boqs.isError}
      upload={(file, control) =>
        importSurveyX31(
          { projectId, constructionId: chosenConstruction || null, boqId: boqId ?? null },
          file,
          control,
        )
      }
      onImported={() => void invalidateSurveysOfProject(queryClient, projectId)}
      renderSummary={(result, fileName) => <X31ImportSummary result={result} fileName={fileName} />}
      doneActions={(result) => (
        <Button variant="contained" onClick={() => openSurvey(result)}>
          {t('x31Import.openSurvey')}
        </Button>
      )}
      onClose={onClose}
    />
  );
}

function X31ImportSummary({ result, fileName }: { result: X31ImportResult; fileName: string }) {
  const { t } = useQuantitySurveysTranslation();
  const { survey, warnings } = result;
  return (
    <ImportSummary
      testId="x31-import-summary"
      outcome={{ severity: 'success', text: t('x31Import.success') }}
      rows={[
        [t('x31Import.file'), fileName],
        [t('x31Import.survey'), survey.name],
        [t('x31Import.construction'), survey.construction?.name ?? t('x31Import.noConstruction')],
        [t('x31Import.boqUsed'), survey.boq?.name ?? t('x31Import.noBoq')],
        [t('x31Import.sheets'), formatNumber(survey.sheetCount, 0)],
        [t('x31Import.lines'), formatNumber(survey.lineCount, 0)],
      ]}
      warnings={{
        title: t('x31Import.warnings', { count: warnings.length }),
        none: t('x31Import.noWarnings'),
        items: warnings,
      }}
    />
  );
}
