import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { ja } from '@app/shared/messages/ja';

/** Product mark: icon + ja.app.name. Links to `to` when given. `compactOnPhone`: the name is hidden below 600 px. */
export function Logo({ to, size = 'medium', compactOnPhone = false }: { to?: string; size?: 'medium' | 'large'; compactOnPhone?: boolean }) {
  const iconSize = size === 'large' ? 36 : 30;
  const content = (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: iconSize,
          height: iconSize,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <WorkOutlineIcon sx={{ fontSize: iconSize * 0.62 }} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.375rem' : '1.125rem',
          color: 'text.primary',
          letterSpacing: '0.04em',
          whiteSpace: 'nowrap',
          display: compactOnPhone ? { xs: 'none', sm: 'inline' } : undefined,
        }}
      >
        {ja.app.name}
      </Typography>
    </Box>
  );
  if (!to) return content;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${ja.app.name} ${ja.topBar.home}`}
      sx={{ textDecoration: 'none', display: 'inline-flex', borderRadius: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 } }}
    >
      {content}
    </Box>
  );
}
