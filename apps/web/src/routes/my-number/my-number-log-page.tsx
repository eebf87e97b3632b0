import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { MyNumberLogTable } from '../../features/my-numbers/components/my-number-log-table';

/** /my-number/log: the append-only operation log, 20 a page (zero-based pages on the wire). */
export function MyNumberLogPage() {
  return (
    <Box>
      <PageHeader title={ja.myNumber.logTitle} />
      <MyNumberLogTable ariaLabel={ja.myNumber.logTitle} />
    </Box>
  );
}
