import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { UNREGISTERED_PURCHASE_CAP } from '@app/shared/unregistered-purchases';
import { failureMessage } from '../../../lib/api-client';
import { useUnregisteredPurchases } from '../api/get-unregistered-purchases';

const t = ja.unregisteredPurchases;

/**
 * The worker's purchases without インボイス登録 per calendar year (税込) against the 経過措置 cap, with the API's warning
 * from 90 % (issue #18 item 11). Every figure comes from the API (packages/shared/src/unregistered-purchases.ts).
 */
export function UnregisteredPurchasesSection({ code }: { code: string }) {
  const query = useUnregisteredPurchases(code);
  let body: React.ReactNode;
  if (query.isError && !query.data) body = <Alert severity="error">{failureMessage(t.loadFailed, query.error)}</Alert>;
  else if (!query.data) body = <Skeleton variant="rounded" height={80} />;
  else if (query.data.years.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary" data-testid="unregistered-purchases-empty">
        {t.empty}
      </Typography>
    );
  else
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {query.data.years
          .filter((y) => y.warning)
          .map((y) => (
            <Alert key={y.year} severity={y.level === 'exceeded' ? 'error' : 'warning'} data-testid={`unregistered-purchases-warning-${y.year}`}>
              {y.warning}
            </Alert>
          ))}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t.title} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t.year}</TableCell>
                <TableCell align="right">{t.subtotal}</TableCell>
                <TableCell align="right">{t.taxTotal}</TableCell>
                <TableCell align="right">{t.total}</TableCell>
                <TableCell align="right">{t.cap}</TableCell>
                <TableCell align="right">{t.percent}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.years.map((y) => (
                <TableRow key={y.year} data-testid={`unregistered-purchases-${y.year}`}>
                  <TableCell>{`${y.year}${t.year}`}</TableCell>
                  <TableCell align="right">{formatMoney(y.subtotal)}</TableCell>
                  <TableCell align="right">{formatMoney(y.taxTotal)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatMoney(y.total)}
                  </TableCell>
                  <TableCell align="right">{y.cap === null ? t.noCap : formatMoney(y.cap)}</TableCell>
                  <TableCell align="right">{y.percent === null ? '-' : `${y.percent}%`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="unregistered-purchases-title">
      <Typography id="unregistered-purchases-title" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t.lead}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.capNote(formatMoney(UNREGISTERED_PURCHASE_CAP))}
      </Typography>
      {body}
    </Paper>
  );
}
