import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Footer } from '../../features/app-config/components/footer';
import { Logo } from '../../components/logo';

/** Logged-out screens (login, password reset): a centred card under the logo. */
export function AuthLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(180deg, #e8eef7 0%, #f4f6f9 55%)',
      }}
    >
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 6, sm: 10 } }}>
        <Box sx={{ mb: 4 }}>
          <Logo size="large" />
        </Box>
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 }, borderRadius: 3, boxShadow: '0 10px 30px rgba(15, 23, 42, 0.06)' }}
        >
          <Outlet />
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
