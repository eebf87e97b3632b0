import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';

/** /worker/{code}/my_number — built by the my-number issue. */
export function WorkerMyNumberPage() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {ja.workerDetail.myNumberComingSoon}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ja.placeholder.lead}
      </Typography>
    </Paper>
  );
}
