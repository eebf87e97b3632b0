import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import { statusTones, type StatusTone } from '../app/theme';

/**
 * soft: the tone's text on its light fill (list states); outlined: the tone's colour as text and border; solid: white on
 * the tone's colour (the one state that asks for action).
 */
export type StatusChipVariant = 'soft' | 'outlined' | 'solid';

/** A status label in one of the theme's tones (app/theme.ts#statusTones). The label text is the caller's. */
export function StatusChip({
  tone,
  label,
  variant = 'soft',
  testId,
  title,
  nowrap = false,
}: {
  tone: StatusTone;
  label: ReactNode;
  variant?: StatusChipVariant;
  testId?: string;
  title?: string;
  nowrap?: boolean;
}) {
  const t = statusTones[tone];
  const colours =
    variant === 'soft'
      ? { bgcolor: t.soft, color: t.text }
      : variant === 'solid'
        ? { bgcolor: t.main, color: '#fff' }
        : { color: t.main, borderColor: t.main };
  return (
    <Chip
      component="span"
      size="small"
      variant={variant === 'outlined' ? 'outlined' : 'filled'}
      label={label}
      title={title}
      data-testid={testId}
      data-tone={tone}
      sx={{ fontWeight: 600, maxWidth: '100%', ...(nowrap ? { whiteSpace: 'nowrap' } : {}), ...colours }}
    />
  );
}
