import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';

/** An expired, used or unknown link: what happened and where to go — instead of a form that cannot work. */
export function LinkProblem({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions: Array<{ label: string; to: string; primary?: boolean }>;
}) {
  return (
    <Box sx={{ textAlign: 'center' }} data-testid="link-problem">
      <LinkOffOutlinedIcon sx={{ fontSize: 48, color: 'action.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="warning" sx={{ textAlign: 'left', mb: 3 }}>
        {message}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {actions.map((a) => (
          <Button key={a.to} component={RouterLink} to={a.to} variant={a.primary ? 'contained' : 'outlined'}>
            {a.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
