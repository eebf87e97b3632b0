import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { externalLinks, paths } from '../lib/paths';

/** `showTerms`: the 利用規約 page needs a login, so logged-out layouts leave it out. */
export function Footer({ showTerms = true }: { showTerms?: boolean }) {
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Stack direction="row" spacing={2.5}>
        {showTerms ? (
          <Link component={RouterLink} to={paths.terms} variant="body2" color="text.secondary" underline="hover">
            {ja.app.terms}
          </Link>
        ) : null}
        <Link
          href={externalLinks.privacyPolicy}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          color="text.secondary"
          underline="hover"
        >
          {ja.app.privacyPolicy}
        </Link>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {ja.app.footer}
      </Typography>
    </Box>
  );
}
