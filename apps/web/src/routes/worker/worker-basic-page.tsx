import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { FormDialog } from '../../components/form-dialog';
import { useToast } from '../../components/toast';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { useWorker } from '../../features/workers/api/get-worker';
import { useUpdateBusinessField } from '../../features/workers/api/update-business-field';
import { BusinessorFormDialog } from '../../features/workers/components/businessor-form-dialog';
import { WorkerCustomFieldsCard } from '../../features/custom-fields/components/worker-custom-fields-card';
import { InvoiceRegistrationSection } from '../../features/invoice-registrations/components/invoice-registration-section';
import { UnregisteredPurchasesSection } from '../../features/purchase-totals/components/unregistered-purchases-section';
import { InfoGrid } from '../../components/info-grid';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { orDash } from '../../lib/format';
import { paths } from '../../lib/paths';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A value with a one-line explanation under it (所属部署 and 担当部署 sit side by side and are easily confused). */
function WithHelp({ value, help }: { value: string; help: string }) {
  return (
    <>
      {value}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {help}
      </Typography>
    </>
  );
}

/** /worker/{code}: basic information; the current contract's 業務内容 is edited through the contract API. */
export function WorkerBasicPage() {
  const { code = '' } = useParams();
  const worker = useWorker(code);
  const toast = useToast();
  const canEdit = useCanEditWorkers();
  const update = useUpdateBusinessField(code);
  const [editOpen, setEditOpen] = useState(false);
  const [fieldOpen, setFieldOpen] = useState(false);
  const [businessField, setBusinessField] = useState('');

  if (worker.isError && !worker.data) return <Alert severity="error">{failureMessage(ja.loadFailed.worker, worker.error)}</Alert>;
  const w = worker.data;
  if (!w) return <Skeleton variant="rounded" height={240} />;

  const saveField = () => {
    if (w.contract_id === null) return;
    update.mutate(
      { contractId: w.contract_id, businessField: businessField.trim() },
      {
        onSuccess: () => {
          toast.success(ja.workerDetail.basicUpdated);
          setFieldOpen(false);
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.errors.length > 0 ? `${ja.workerDetail.basicUpdateFailed}${error.errors.join('')}` : `${ja.workerDetail.basicUpdateFailed}${errorText(error)}`),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Section
        title={ja.workerDetail.basicTitle}
        action={
          canEdit ? (
            <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditOpen(true)}>
              {ja.workerDetail.editWorker}
            </Button>
          ) : null
        }
      >
        <InfoGrid
          items={[
            { label: ja.workerFields.fullName, value: w.full_name },
            { label: ja.workerFields.fullNameKana, value: orDash(w.full_namekana) },
            { label: ja.workerFields.tradeName, value: orDash(w.trade_name) },
            { label: ja.workerFields.ownDepartment, value: <WithHelp value={orDash(w.own_department)} help={ja.workerDetail.ownDepartmentHelp} /> },
            { label: ja.workerFields.occupation, value: orDash(w.occupation_name) },
            { label: ja.workerFields.email, value: orDash(w.email) },
            { label: ja.workerProfileCompany.invoiceNumber, value: <span data-testid="worker-invoice-number">{orDash(w.invoice_registration_number)}</span> },
            { label: ja.workerFields.department, value: <WithHelp value={orDash(w.department_name)} help={ja.workerDetail.departmentHelp} /> },
            { label: ja.workerFields.status, value: w.disp_status_name },
            { label: ja.worker.columnStatus, value: w.disp_my_number_status_name },
            { label: ja.workerFields.createdAt, value: formatDate(w.created_at) },
          ]}
        />
      </Section>
      <Section title={ja.workerDetail.contractSection}>
        {w.contract_id === null ? (
          <Typography variant="body2" color="text.secondary">
            {ja.workerDetail.noContract}
          </Typography>
        ) : (
          <InfoGrid
            items={[
              {
                label: ja.workerFields.contractTitle,
                value: w.contract_code ? (
                  <Link component={RouterLink} to={paths.contractPage(code, w.contract_code)} data-testid="worker-current-contract">
                    {orDash(w.contract_title)}
                  </Link>
                ) : (
                  orDash(w.contract_title)
                ),
              },
              { label: ja.workerFields.contractPeriod, value: orDash(w.contract_period) },
              {
                label: ja.workerFields.businessField,
                value: (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <span data-testid="worker-business-field">{orDash(w.business_field)}</span>
                    {canEdit ? (
                      <Button
                        size="small"
                        startIcon={<EditOutlinedIcon />}
                        onClick={() => {
                          setBusinessField(w.business_field ?? '');
                          setFieldOpen(true);
                        }}
                        aria-label={`${ja.workerFields.businessField}を${ja.workerDetail.edit}`}
                      >
                        {ja.workerDetail.edit}
                      </Button>
                    ) : null}
                  </Box>
                ),
              },
            ]}
          />
        )}
      </Section>
      <WorkerCustomFieldsCard workerCode={code} />
      <InvoiceRegistrationSection code={code} canEdit={canEdit} />
      <UnregisteredPurchasesSection code={code} />
      <BusinessorFormDialog open={editOpen} worker={w} onClose={() => setEditOpen(false)} />
      <FormDialog
        open={fieldOpen}
        id="business-field"
        title={ja.workerFields.businessField}
        lead={ja.workerDetail.businessFieldHint}
        busy={update.isPending}
        onClose={() => setFieldOpen(false)}
        onSubmit={saveField}
        width={600}
      >
        <TextField label={ja.workerFields.businessField} value={businessField} onChange={(e) => setBusinessField(e.target.value)} fullWidth autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
      </FormDialog>
    </Box>
  );
}
