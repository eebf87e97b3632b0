import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Footer } from '../../features/app-config/components/footer';
import { Logo } from '../../components/logo';
import { paths } from '../../lib/paths';
import { APP_BAR_HEIGHT } from '../theme';

/** Logo and footer around free content (not-found, error, token pages). Renders `children` or the route outlet. */
export function SimpleLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          height: APP_BAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo to={paths.worker} />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 6, sm: 10 } }}>
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Box>
  );
}
