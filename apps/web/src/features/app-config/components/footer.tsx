import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { ConfigLink } from './config-link';
import { useAppConfig } from '../api/use-app-config';

/** 利用規約 and プライバシーポリシー (public pages, or the company's own: useAppConfig) and the copyright line. */
export function Footer() {
  const { termsUrl, privacyUrl } = useAppConfig();
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
        <ConfigLink href={termsUrl} variant="body2" color="text.secondary" underline="hover">
          {ja.app.terms}
        </ConfigLink>
        <ConfigLink href={privacyUrl} variant="body2" color="text.secondary" underline="hover">
          {ja.app.privacyPolicy}
        </ConfigLink>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {ja.app.footer}
      </Typography>
    </Box>
  );
}
