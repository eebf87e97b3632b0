import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import type { EmployeeListItem } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { statusTones } from '../../../app/theme';
import { StatusChip } from '../../../components/status-chip';

/** 有効 / 停止中 / 招待中 (with the expiry date, or 期限切れ). */
export function EmployeeStatusChip({ employee }: { employee: EmployeeListItem }) {
  if (employee.employee_invite_id != null) {
    return (
      <Box>
        <StatusChip variant="outlined" tone="warning" label={ja.employees.statusInvited} />
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: employee.expired ? statusTones.danger.main : 'text.secondary' }} data-testid="invite-expiry">
          {employee.expired ? ja.employees.inviteExpired : ja.employees.inviteExpires(formatDate(employee.expires_at))}
        </Typography>
      </Box>
    );
  }
  return (
    <StatusChip
      variant="outlined"
      tone={employee.suspended ? 'neutral' : 'success'}
      label={employee.suspended ? ja.employees.statusSuspended : ja.employees.statusActive}
    />
  );
}
