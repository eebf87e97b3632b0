import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Label/value pairs as a description list: two columns on wide screens, stacked on phones (the company's worker pages
 * and the portal's contract and bank-account pages).
 */
export function InfoGrid({ items, labelWidth = '180px' }: { items: Array<{ label: string; value: ReactNode }>; labelWidth?: string }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth} 1fr` }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 }, m: 0 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, pt: { xs: 1, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
