import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import type { RoleInfo } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';

/** Roles as rows, permissions as columns, from GET /api/employees/roles. */
export function AuthorityTable({ roles }: { roles: RoleInfo[] }) {
  const permissions = roles[0]?.permissions ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={ja.authority.listLabel} sx={{ minWidth: 860, tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '28%' }}>{ja.authority.columnRole}</TableCell>
              {permissions.map((p) => (
                <TableCell key={p.key} align="center" sx={{ fontSize: 12, whiteSpace: 'normal', lineHeight: 1.5 }}>
                  {p.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.map((role) => (
              <TableRow key={role.key} data-testid={`role-${role.key}`}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {role.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {role.description}
                  </Typography>
                </TableCell>
                {role.permissions.map((p) => (
                  <TableCell key={p.key} align="center" data-testid={`permission-${role.key}-${p.key}`} data-allowed={p.allowed}>
                    {p.allowed ? (
                      <CheckIcon sx={{ color: '#1b5e20' }} titleAccess={ja.authority.allowed} />
                    ) : (
                      <RemoveIcon sx={{ color: 'text.disabled' }} titleAccess={ja.authority.denied} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
