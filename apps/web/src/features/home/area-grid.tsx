import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useMe } from '../../entities/user/get-me';
import { areasForRole } from './home-areas';
import { TOUCH_TARGET } from '../../lib/theme/touch';

/** Home's navigation: one tile per area of the product that the signed-in role may use. */
export function AreaGrid() {
  const { t } = useTranslation('app');
  // Passive: home also shows signed out, and must not prompt a login for the role.
  const areas = areasForRole(useMe({ passive: true }).data?.user.role);
  return (
    <Box
      component="nav"
      aria-label={t('home.areasLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {areas.map((area) => (
        <Paper
          key={area.id}
          variant="outlined"
          sx={{ overflow: 'hidden', '&:hover, &:focus-within': { borderColor: 'primary.main' } }}
        >
          <ButtonBase
            component={Link}
            to={area.path}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              gap: 2,
              p: 2,
              width: '100%',
              height: '100%',
              textAlign: 'left',
            }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: TOUCH_TARGET,
                height: TOUCH_TARGET,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <MdiIcon path={area.icon} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {t(area.titleKey)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {t(area.descriptionKey)}
              </Typography>
            </Box>
          </ButtonBase>
        </Paper>
      ))}
    </Box>
  );
}
