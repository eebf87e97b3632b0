import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { RecordSummary } from '../api/payment-records';

const t = ja.paymentRecordScreens.summary;

type Figures = RecordSummary['filing'];

function Card({ title, figures, testId, emphasis = false }: { title: string; figures: Figures | undefined; testId: string; emphasis?: boolean }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid={testId}
      sx={{ p: 2, flex: '1 1 220px', minWidth: 0, borderColor: emphasis ? 'primary.light' : 'divider', bgcolor: emphasis ? 'rgba(31, 95, 174, 0.04)' : 'background.paper' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {figures ? t.count(figures.count) : <Skeleton width={40} />}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t.amount}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {figures ? formatMoney(figures.paymentAmount) : <Skeleton />}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t.withholding}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {figures ? formatMoney(figures.withholding) : <Skeleton />}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The 法定調書合計表 figures of the year (GET …/summary): 提出対象, 提出対象外 and うち法人, each 件数 and amounts. */
export function SummaryCards({ summary, error }: { summary: RecordSummary | undefined; error: string | null }) {
  return (
    <Box component="section" aria-label={ja.paymentRecordScreens.summaryLabel} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Card title={t.filing} figures={summary?.filing} testId="summary-filing" emphasis />
        <Card title={t.notFiling} figures={summary?.notFiling} testId="summary-not-filing" />
        <Card title={t.corporations} figures={summary?.corporations} testId="summary-corporations" />
      </Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.75 }}>
        {error ?? t.help}
      </Typography>
    </Box>
  );
}
