import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';

/** The progress of a bulk job (zip, mails): the jobs module's component once merged (branch s29-jobs). */
export function RecordJobProgress({ code }: { code: string }) {
  return (
    <Typography variant="body2" data-job-code={code}>
      {ja.paymentRecords.bulkStarted}
    </Typography>
  );
}
