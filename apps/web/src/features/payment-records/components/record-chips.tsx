import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { statusTones } from '../../../app/theme';
import { StatusChip } from '../../../components/status-chip';
import { paymentRecordStatusTone } from '../../../components/status-tones';
import { paymentRecordFilingLabels, paymentRecordStatusLabels, type PaymentRecordStatus } from '@app/shared/payment-records';

const s = ja.paymentRecordScreens;

/**
 * 提出対象 / 提出対象外, with the rule behind it on hover and on keyboard focus (the chip is focusable): a payee is filed
 * when the year's 支払金額 is over the threshold (corporations too).
 */
export function FilingChip({ required, threshold }: { required: boolean; threshold: number }) {
  return (
    <Tooltip title={s.filingHelp(threshold)} describeChild>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 4, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
        <StatusChip
          tone={required ? 'info' : 'muted'}
          variant={required ? 'soft' : 'outlined'}
          label={required ? paymentRecordFilingLabels.required : paymentRecordFilingLabels.not_required}
          testId="filing-chip"
          nowrap
        />
      </Box>
    </Tooltip>
  );
}

/**
 * What keeps a record from being complete (マイナンバー未登録, 住所未登録 …): one warning chip each, the server's words,
 * wrapping inside a narrow column.
 */
export function ProblemChips({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {s.noProblems}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 180, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      {problems.map((problem) => (
        <Box
          component="li"
          key={problem}
          data-testid="record-problem"
          data-tone="warning"
          sx={{ bgcolor: statusTones.warning.soft, color: statusTones.warning.text, fontWeight: 600, fontSize: '0.8125rem', lineHeight: 1.4, borderRadius: 2, px: 1, py: 0.25 }}
        >
          {problem}
        </Box>
      ))}
    </Box>
  );
}

/** 未発行 / 公開済 / メール送信済 with the dates it was published and mailed (Japan dates). */
export function RecordStatusCell({ status, publishedAt, emailedAt }: { status: PaymentRecordStatus; publishedAt: string | null; emailedAt: string | null }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, alignItems: 'flex-start' }}>
      <StatusChip tone={paymentRecordStatusTone[status]} label={paymentRecordStatusLabels[status]} testId="record-status" nowrap />
      {publishedAt ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {s.publishedOn(formatDate(publishedAt))}
        </Typography>
      ) : null}
      {emailedAt ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {s.emailedOn(formatDate(emailedAt))}
        </Typography>
      ) : null}
    </Box>
  );
}
