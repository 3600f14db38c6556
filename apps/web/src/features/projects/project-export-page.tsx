import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EXPORT_BOQ_PHASES,
  EXPORT_PARTS,
  type ExportBoqPhase,
  type ExportPart,
  type ProjectExport,
} from '@vendoc/contract/project-exports';
import { PageFrame } from '../../components/page-frame/page-frame';
import {
  downloadExport,
  isActiveExport,
  useExportChanges,
  useProjectExports,
} from '../../entities/export/project-exports';
import { formatDate, formatDateTime } from '../../lib/format/format';
import { paths } from '../../lib/navigation/paths';
import { toast } from '../../lib/toast/toast-service';
import { useProjectsTranslation } from './projects-i18n';

/** The export running now (or waiting): its phase and progress, and the way to stop it. */
function RunningExport({ item, onCancel }: { item: ProjectExport; onCancel: () => void }) {
  const { t } = useProjectsTranslation();
  const { done, total } = item.progress;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} aria-live="polite">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('export.running')}
      </Typography>
      <LinearProgress
        variant={total === 0 ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('export.running')}
      />
      <Typography sx={{ mt: 1 }}>{item.phase}</Typography>
      {total > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('export.progress', { done, total })}
        </Typography>
      )}
      <Button sx={{ mt: 1 }} variant="outlined" color="error" onClick={onCancel}>
        {t('export.cancel')}
      </Button>
    </Paper>
  );
}

/**
 * /projects/{projectId}/export: choose what to export (or the whole project record), start the job, follow its
 * progress (read again from the server, so it survives a reload), cancel it, download the ZIP; earlier exports
 * are listed with the date they are deleted.
 */
export function ProjectExportPage() {
  const { t: tApp } = useTranslation('app');
  const { t } = useProjectsTranslation();
  const { projectId = '' } = useParams();
  const exports = useProjectExports(projectId);
  const changes = useExportChanges(projectId);
  const [everything, setEverything] = useState(false);
  const [parts, setParts] = useState<ExportPart[]>([]);
  const [phases, setPhases] = useState<ExportBoqPhase[]>(['83']);
  const [boqXlsx, setBoqXlsx] = useState(true);
  const [diaryMode, setDiaryMode] = useState<'days' | 'period'>('days');
  const [nothingChosen, setNothingChosen] = useState(false);
  const items = exports.data ?? [];
  const active = items.find(isActiveExport);
  const title = t('export.title');

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((each) => each !== value) : [...list, value];
  const failed = () => toast.error(t('export.failed'));

  function start() {
    if (!everything && parts.length === 0) {
      setNothingChosen(true);
      return;
    }
    setNothingChosen(false);
    changes.start.mutate(
      { everything, include: parts, boqPhases: phases, boqXlsx, diary: { mode: diaryMode } },
      { onSuccess: () => toast.success(t('export.started')), onError: failed },
    );
  }

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: tApp('routes.project'), to: paths.project(projectId) },
        { label: title },
      ]}
    >
      {active !== undefined && (
        <RunningExport item={active} onCancel={() => changes.cancel.mutate(active.id, { onError: failed })} />
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }} id="export-choice">
          {t('export.choose')}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={everything} onChange={() => setEverything(!everything)} />}
          label={t('export.everything')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('export.everythingHint')}
        </Typography>
        <FormGroup aria-labelledby="export-choice">
          {EXPORT_PARTS.map((part) => (
            <FormControlLabel
              key={part}
              disabled={everything}
              control={
                <Checkbox
                  checked={everything || parts.includes(part)}
                  onChange={() => setParts(toggle(parts, part))}
                />
              }
              label={t(`export.part.${part}`)}
            />
          ))}
        </FormGroup>
        {!everything && parts.includes('boqs') && (
          <Box sx={{ mt: 1 }}>
            <Typography id="export-phases">{t('export.phases')}</Typography>
            <FormGroup row aria-labelledby="export-phases">
              {EXPORT_BOQ_PHASES.map((phase) => (
                <FormControlLabel
                  key={phase}
                  control={
                    <Checkbox
                      checked={phases.includes(phase)}
                      onChange={() => setPhases(toggle(phases, phase))}
                    />
                  }
                  label={t(`export.phase.${phase}`)}
                />
              ))}
            </FormGroup>
            <FormControlLabel
              control={<Checkbox checked={boqXlsx} onChange={() => setBoqXlsx(!boqXlsx)} />}
              label={t('export.boqXlsx')}
            />
          </Box>
        )}
        {!everything && parts.includes('siteDiary') && (
          <Box sx={{ mt: 1 }}>
            <Typography id="export-diary">{t('export.diaryMode')}</Typography>
            <RadioGroup
              row
              aria-labelledby="export-diary"
              value={diaryMode}
              onChange={(event) => setDiaryMode(event.target.value === 'period' ? 'period' : 'days')}
            >
              <FormControlLabel value="days" control={<Radio />} label={t('export.diaryDays')} />
              <FormControlLabel value="period" control={<Radio />} label={t('export.diaryPeriod')} />
            </RadioGroup>
          </Box>
        )}
        {nothingChosen && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {t('export.nothingChosen')}
          </Typography>
        )}
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          onClick={start}
          disabled={changes.start.isPending || (phases.length === 0 && parts.includes('boqs') && !everything)}
        >
          {t('export.start')}
        </Button>
      </Paper>

      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('export.earlier')}
      </Typography>
      {items.length === 0 && !exports.isPending && <Typography>{t('export.none')}</Typography>}
      <List aria-label={t('export.earlier')}>
        {items.map((item) => (
          <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${t(`export.status.${item.status}`)} · ${t('export.createdBy', {
                date: formatDateTime(item.createdAt),
                name: item.createdBy.displayName,
              })}`}
              secondary={
                item.error ??
                (item.status === 'done'
                  ? t('export.expires', { date: formatDate(item.expiresAt) })
                  : item.phase)
              }
            />
            <Stack direction="row" spacing={1}>
              {item.status === 'done' && (
                <Button variant="outlined" onClick={() => void downloadExport(item).catch(failed)}>
                  {t('export.download')}
                </Button>
              )}
              {!isActiveExport(item) && (
                <Button color="error" onClick={() => changes.remove.mutate(item.id, { onError: failed })}>
                  {t('export.delete')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </PageFrame>
  );
}
