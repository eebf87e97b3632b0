import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import type { EmployeeListItem } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';

// Text colours with WCAG AA contrast (4.5:1) on white.
const ACTIVE = '#1b5e20';
const SUSPENDED = '#4b5563';
const INVITED = '#9a4a00';
const EXPIRED = '#b71c1c';

/** 有効 / 停止中 / 招待中 (with the expiry date, or 期限切れ). */
export function EmployeeStatusChip({ employee }: { employee: EmployeeListItem }) {
  if (employee.employee_invite_id != null) {
    return (
      <Box>
        <Chip size="small" variant="outlined" label={ja.employees.statusInvited} sx={{ fontWeight: 600, color: INVITED, borderColor: INVITED }} />
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: employee.expired ? EXPIRED : 'text.secondary' }} data-testid="invite-expiry">
          {employee.expired ? ja.employees.inviteExpired : ja.employees.inviteExpires(formatDate(employee.expires_at))}
        </Typography>
      </Box>
    );
  }
  const color = employee.suspended ? SUSPENDED : ACTIVE;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={employee.suspended ? ja.employees.statusSuspended : ja.employees.statusActive}
      sx={{ fontWeight: 600, color, borderColor: color }}
    />
  );
}
