import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimeReport } from './api';

/**
 * The calculation of the month's amount as the documents print it (「基本料金 ¥600,000」「超過 12.5時間 × ¥3,330 =
 * ¥41,620」「合計 ¥641,620」): the server's lines, the total in bold.
 */
export function SettlementLines({ settlement }: { settlement: NonNullable<TimeReport['settlement']> }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="settlement-lines">
      {settlement.lines.map((line, index) => (
        <Typography
          key={`${line.kind}-${index}`}
          component="li"
          variant="body2"
          data-kind={line.kind}
          sx={{
            py: 0.5,
            fontVariantNumeric: 'tabular-nums',
            ...(line.kind === 'total' ? { fontWeight: 700, borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 1 } : {}),
            ...(line.kind === 'range' ? { color: 'text.secondary' } : {}),
          }}
        >
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}
