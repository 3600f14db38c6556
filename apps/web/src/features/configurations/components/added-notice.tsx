import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { Configuration } from '@vendoc/contract/configurations';
import { Link as RouterLink } from 'react-router';
import { boqQueryOptions } from '../../../entities/boq/get-boq';
import { useNodeDetail } from '../../../entities/boq/get-node-detail';
import { formatDateTime } from '../../../lib/format/format';
import { paths } from '../../../lib/navigation/paths';
import { useConfigurationsTranslation } from '../configurations-i18n';

/** An added configuration: the BoQ and item it became (a link to the BoQ), read-only from now on. */
export function AddedNotice({
  projectId,
  configuration,
}: {
  readonly projectId: string;
  readonly configuration: Configuration;
}) {
  const { t } = useConfigurationsTranslation();
  const added = configuration.added;
  const boqId = added?.boqId ?? null;
  const boq = useQuery({ ...boqQueryOptions(boqId ?? ''), enabled: boqId !== null });
  const node = useNodeDetail(boqId ?? '', boqId ? (added?.nodeId ?? null) : null);
  if (!added) return null;
  const gone = boqId === null || added.nodeId === null || boq.isError || node.isError;
  const where = boq.data
    ? node.data
      ? t('screen.added', { boq: boq.data.name, oz: node.data.oz })
      : t('screen.addedNoItem', { boq: boq.data.name })
    : '';
  return (
    <Alert
      severity="success"
      action={
        boqId && !gone ? (
          <Button
            color="inherit"
            component={RouterLink}
            to={paths.projectPositions(projectId, { boq: boqId })}
          >
            {t('screen.openBoq')}
          </Button>
        ) : undefined
      }
    >
      <strong>{gone ? t('screen.addedGone') : where}</strong>{' '}
      {t('screen.addedAt', { date: formatDateTime(added.addedAt) })} {t('screen.readOnlyHint')}
    </Alert>
  );
}
