import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { WorkerPersonalResponseWire } from '@app/shared/worker-personal';
import { workerOccupationLabels } from '@app/shared/workers';
import { DataTable } from '../../components/data-table';
import { useWorkerPersonal } from '../../features/workers/api/get-worker';
import { InfoGrid } from '../../components/info-grid';
import { failureMessage } from '../../lib/api-client';
import { orDash } from '../../lib/format';

type Personal = NonNullable<WorkerPersonalResponseWire['data']['personal']>;
type FamilyMember = Personal['family_members'][number];
const t = ja.workerPersonal;
const c = ja.workerProfileCompany;

function address(p: Personal): string {
  const line = [p.prefecture_name, p.address, p.building].filter(Boolean).join(' ');
  return p.postal_code ? `〒${p.postal_code} ${line}` : line;
}

/** /worker/{code}/personal: what the worker entered in the worker-side app (read only). */
export function WorkerPersonalPage() {
  const { code = '' } = useParams();
  const query = useWorkerPersonal(code);
  if (query.isError && !query.data) return <Alert severity="error">{failureMessage(ja.loadFailed.personal, query.error)}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={240} />;
  const p = query.data.personal;
  if (!p) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" data-testid="personal-empty">
          {t.empty}
        </Typography>
      </Paper>
    );
  }
  const bank = p.bank_account;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t.lead}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
        <InfoGrid
          items={[
            { label: t.address, value: orDash(address(p)) },
            { label: t.phone, value: orDash(p.phone) },
            { label: t.birthday, value: orDash(formatDate(p.birthday)) },
            { label: t.gender, value: p.gender ? t.genders[p.gender] : orDash(null) },
            { label: c.entityType, value: p.entity_type ? ja.portalProfile.entityTypes[p.entity_type] : orDash(null) },
            ...(p.entity_type === 'corporation' ? [{ label: c.corporateNumber, value: orDash(p.corporate_number) }] : []),
            { label: c.occupation, value: p.occupation ? workerOccupationLabels[p.occupation] : orDash(null) },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {c.invoiceTitle}
        </Typography>
        <InfoGrid
          items={[
            {
              label: c.invoiceStatus,
              value: p.invoice_status ? ja.portalProfile.invoiceStatuses[p.invoice_status] : ja.portalProfile.invoiceUnanswered,
            },
            ...(p.invoice_status === 'registered'
              ? [{ label: c.invoiceNumber, value: <span data-testid="personal-invoice-number">{orDash(p.invoice_registration_number)}</span> }]
              : []),
          ]}
        />
      </Paper>
      <Box>
        <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t.familyTitle}
        </Typography>
        <DataTable<FamilyMember>
          ariaLabel={t.familyTitle}
          rows={p.family_members}
          getRowKey={(f) => f.id}
          emptyMessage={t.familyEmpty}
          minWidth={560}
          columns={[
            { key: 'name', header: t.familyName, render: (f) => f.name },
            { key: 'kana', header: t.familyKana, render: (f) => orDash(f.name_kana) },
            { key: 'relationship', header: t.relationship, render: (f) => t.relationships[f.relationship] },
            { key: 'birthday', header: t.birthday, render: (f) => orDash(formatDate(f.birthday)) },
            { key: 'dependent', header: t.dependent, render: (f) => (f.is_dependent ? t.dependentYes : t.dependentNo) },
          ]}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {t.bankTitle}
        </Typography>
        {bank ? (
          <InfoGrid
            items={[
              { label: t.bank, value: `${bank.bank_name}（${bank.bank_code}）` },
              { label: t.branch, value: `${bank.branch_name}（${bank.branch_code}）` },
              { label: t.accountType, value: t.accountTypes[bank.account_type] },
              // the API answers the last four digits only ('***4567')
              { label: t.accountNumber, value: <span data-testid="personal-account-number">{bank.account_number}</span> },
              { label: t.accountHolder, value: bank.account_holder_kana },
            ]}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t.bankEmpty}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
