import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { ja } from '@app/shared/messages/ja';

/** The honest "not built yet" panel of screens a later issue delivers. */
export function ComingSoon({ message = ja.placeholder.comingSoon }: { message?: string }) {
  return (
    <Paper variant="outlined" sx={{ py: { xs: 6, sm: 10 }, px: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
        <ConstructionOutlinedIcon sx={{ fontSize: 48, color: 'action.disabled' }} aria-hidden />
        <Typography variant="h3" component="p" data-testid="coming-soon">
          {message}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ja.placeholder.lead}
        </Typography>
      </Box>
    </Paper>
  );
}
