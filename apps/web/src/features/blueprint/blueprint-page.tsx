import type { KeyboardEvent, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiMapMarker } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useBlueprintStore } from './blueprint-store';
import { paths } from '../../lib/navigation/paths';

const ZOOM_STEP = 1.25;

/** /blueprint: a plan with pins and zoom. Its working state is cleared when the page is left. */
export function BlueprintPage() {
  const { t } = useTranslation('app');
  const { pins, selectedPinId, zoom, addPin, selectPin, setZoom } = useBlueprintStore();
  const title = t('routes.blueprint');

  const placePin = (x: number, y: number) => {
    const number = pins.length + 1;
    addPin({ id: `pin-${number}-${Date.now().toString(36)}`, x, y, label: t('blueprint.pin', { number }) });
  };
  const placePinAtPointer = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    placePin(
      box.width > 0 ? (event.clientX - box.left) / box.width : 0.5,
      box.height > 0 ? (event.clientY - box.top) / box.height : 0.5,
    );
  };
  // Keyboard users place a pin in the middle of the plan.
  const placePinByKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    placePin(0.5, 0.5);
  };

  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}
      actions={
        <ButtonGroup variant="outlined" aria-label={t('blueprint.zoom')}>
          <Button onClick={() => setZoom(zoom / ZOOM_STEP)} aria-label={t('blueprint.zoomOut')}>
            −
          </Button>
          <Button disabled sx={{ minWidth: 72 }} data-testid="blueprint-zoom">
            {Math.round(zoom * 100)} %
          </Button>
          <Button onClick={() => setZoom(zoom * ZOOM_STEP)} aria-label={t('blueprint.zoomIn')}>
            +
          </Button>
        </ButtonGroup>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('blueprint.hint')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ overflow: 'auto', height: 420 }}>
          <Box
            role="button"
            tabIndex={0}
            aria-label={t('blueprint.plan')}
            onClick={placePinAtPointer}
            onKeyDown={placePinByKey}
            sx={{
              position: 'relative',
              width: `${zoom * 100}%`,
              aspectRatio: '4 / 3',
              cursor: 'crosshair',
              backgroundImage: (theme) =>
                `linear-gradient(${theme.palette.divider} 1px, transparent 1px), linear-gradient(90deg, ${theme.palette.divider} 1px, transparent 1px)`,
              backgroundSize: `${24 * zoom}px ${24 * zoom}px`,
            }}
          >
            {pins.map((pin) => (
              <MdiIcon
                key={pin.id}
                path={mdiMapMarker}
                color={pin.id === selectedPinId ? 'primary' : 'action'}
                titleAccess={pin.label}
                sx={{
                  position: 'absolute',
                  left: `${pin.x * 100}%`,
                  top: `${pin.y * 100}%`,
                  transform: 'translate(-50%, -100%)',
                  fontSize: 32,
                }}
              />
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('blueprint.pins', { count: pins.length })}
          </Typography>
          <Stack spacing={0.5}>
            {pins.map((pin) => (
              <Button
                key={pin.id}
                size="small"
                variant={pin.id === selectedPinId ? 'contained' : 'text'}
                onClick={() => selectPin(pin.id)}
                sx={{ justifyContent: 'flex-start' }}
              >
                {pin.label}
              </Button>
            ))}
          </Stack>
        </Paper>
      </Box>
    </PageFrame>
  );
}
