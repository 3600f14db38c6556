import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  mdiFileExportOutline,
  mdiLockOutline,
  mdiPrinterOutline,
  mdiTableArrowRight,
  mdiTune,
} from '@mdi/js';
import type { QuantitySurveyDetail, QuantitySurveyStatus } from '@vendoc/contract/quantity-surveys';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { PageBreadcrumbs } from '../../../../components/page-frame/page-breadcrumbs';
import type { PrintScope } from '../hooks/use-print';
import { statusActions, STATUS_COLORS } from '../model/survey-status';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { SurveyBoqSummary } from './survey-boq-summary';
import { SurveyTitle } from './survey-title';
import { paths } from '../../../../lib/navigation/paths';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface EditorHeaderProps {
  readonly survey: QuantitySurveyDetail;
  readonly projectName: string | null;
  readonly canApprove: boolean;
  /** Lines may change (draft or submitted). */
  readonly editable: boolean;
  readonly busy: boolean;
  readonly onRename: (name: string) => Promise<boolean>;
  /** Opens "LV wechseln" (offered while the survey is editable and nothing of it was transferred). */
  readonly onChangeBoq: () => void;
  readonly onStatus: (status: QuantitySurveyStatus) => void;
  readonly onTransfer: () => void;
  readonly onExport: () => void;
  readonly onPrint: (scope: PrintScope) => void;
  readonly onApplyTemplate: () => void;
  /** Tablets and phones: opens the variables and sums drawer. */
  readonly onOpenPanel?: () => void;
}

const touch = { minHeight: TOUCH_TARGET } as const;

/** A change back (to draft, or reopening an approved survey) is the secondary action. */
function backwards(from: QuantitySurveyStatus, to: QuantitySurveyStatus): boolean {
  return to === 'draft' || (from === 'approved' && to === 'submitted');
}

/**
 * The survey's header: breadcrumb, name (editable), the BoQ it measures ("LV wechseln"), status with the allowed
 * changes, transfer into the BoQ,
 * X31 export, printing and templates. Approved and billed surveys show the lock.
 */
export const EditorHeader = memo(function EditorHeader({
  survey,
  projectName,
  canApprove,
  editable,
  busy,
  onRename,
  onChangeBoq,
  onStatus,
  onTransfer,
  onExport,
  onPrint,
  onApplyTemplate,
  onOpenPanel,
}: EditorHeaderProps) {
  const { t } = useSurveyEditorTranslation();
  const [printAnchor, setPrintAnchor] = useState<HTMLElement | null>(null);
  const locked = survey.status === 'approved' || survey.status === 'billed';
  const actions = statusActions(survey.status).filter((action) => canApprove || !action.needsApprove);

  return (
    <Box component="header" sx={{ mb: 2 }}>
      <PageBreadcrumbs
        label={t('page.breadcrumbs')}
        crumbs={[
          { label: projectName ?? t('page.project'), to: paths.project(survey.projectId) },
          { label: survey.construction?.name ?? t('page.noConstruction') },
          { label: survey.name },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SurveyTitle key={survey.name} name={survey.name} editable={editable} onRename={onRename} />
        <Chip
          label={t(`status.names.${survey.status}`)}
          color={STATUS_COLORS[survey.status]}
          aria-label={`${t('status.label')}: ${t(`status.names.${survey.status}`)}`}
          icon={locked ? <MdiIcon path={mdiLockOutline} fontSize="small" /> : undefined}
        />
      </Box>
      <SurveyBoqSummary
        survey={survey}
        canChange={editable && survey.transferredAt === null}
        onChange={onChangeBoq}
      />
      {locked ? (
        <Alert severity="info" icon={<MdiIcon path={mdiLockOutline} />} sx={{ mt: 1.5 }}>
          <strong>{survey.status === 'billed' ? t('header.lockedBilled') : t('header.locked')}</strong>
          {' – '}
          {t('header.lockedText')}
        </Alert>
      ) : null}
      <Box
        role="toolbar"
        aria-label={t('header.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, '@media print': { display: 'none' } }}
      >
        {actions.map((action) => (
          <Button
            key={action.to}
            variant={backwards(survey.status, action.to) ? 'outlined' : 'contained'}
            onClick={() => onStatus(action.to)}
            disabled={busy}
            sx={touch}
          >
            {t(action.labelKey)}
          </Button>
        ))}
        {locked && canApprove && survey.boq ? (
          <Button
            variant="outlined"
            startIcon={<MdiIcon path={mdiTableArrowRight} />}
            onClick={onTransfer}
            disabled={busy}
            sx={touch}
          >
            {t('header.transfer')}
          </Button>
        ) : null}
        {editable ? (
          <Button variant="outlined" onClick={onApplyTemplate} sx={touch}>
            {t('header.applyTemplate')}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiFileExportOutline} />}
          onClick={onExport}
          sx={touch}
        >
          {t('header.export')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<MdiIcon path={mdiPrinterOutline} />}
          aria-haspopup="menu"
          onClick={(event) => setPrintAnchor(event.currentTarget)}
          sx={touch}
        >
          {t('header.print')}
        </Button>
        <Menu anchorEl={printAnchor} open={printAnchor !== null} onClose={() => setPrintAnchor(null)}>
          <MenuItem
            onClick={() => {
              setPrintAnchor(null);
              onPrint('sheet');
            }}
          >
            {t('header.printSheet')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setPrintAnchor(null);
              onPrint('all');
            }}
          >
            {t('header.printAll')}
          </MenuItem>
        </Menu>
        {onOpenPanel ? (
          <Button variant="outlined" startIcon={<MdiIcon path={mdiTune} />} onClick={onOpenPanel} sx={touch}>
            {t('header.panel')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
});
