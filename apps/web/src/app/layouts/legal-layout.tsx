import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { Footer } from '../../features/app-config/components/footer';
import { Logo } from '../../components/logo';
import { employeeAuthStorage, workerAuthStorage } from '../../lib/auth-storage';
import { paths } from '../../lib/paths';

/**
 * The public reading pages (/terms, /privacy, /help/*), signed in or out: logo, a back link, the text in a readable
 * column, the footer. 「戻る」 goes back in the app when the page was reached from it; opened on its own (a new tab,
 * a bookmark) it leads to the home of whoever is signed in, else to the login.
 */
export function LegalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f4f6f9' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Logo />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <BackLink />
        <Paper variant="outlined" sx={{ mt: 1.5, p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
          <Outlet />
        </Paper>
      </Container>
      <Footer />
    </Box>
  );
}

function homeOfWhoeverIsSignedIn(): string {
  if (employeeAuthStorage.isLoggedIn()) return paths.home;
  if (workerAuthStorage.isLoggedIn()) return paths.portal;
  return paths.login;
}

function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  // react-router marks the first entry of this tab 'default': nothing in the app to go back to
  const hasHistory = location.key !== 'default';
  return (
    <Link
      component={RouterLink}
      to={homeOfWhoeverIsSignedIn()}
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        void navigate(-1);
      }}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}
      data-testid="legal-back"
    >
      <ArrowBackIcon sx={{ fontSize: 18 }} aria-hidden />
      {ja.legal.back}
    </Link>
  );
}
