import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { contractPeriod, isContractOpen } from '@app/shared/contract-entry';
import { formatMoney, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { EntityPicker } from '../../../components/entity-picker';
import { FormDialog } from '../../../components/form-dialog';
import { useWorkerContracts } from '../../contracts/api/get-worker-contract';
import { workerOptionsQuery } from '../../workers/api/get-workers';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

const t = ja.createOrderDialog;

/**
 * /purchase_order → 新規作成: choose the worker (searched on the server as typed), then one of the worker's open
 * contracts (`isContractOpen`), then go to the contract's …/order/new. Nothing is written here.
 */
export function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [workerCode, setWorkerCode] = useState<string | null>(null);
  const [contractCode, setContractCode] = useState<string | null>(null);
  const close = () => {
    setWorkerCode(null);
    setContractCode(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      id="create-order"
      title={t.title}
      lead={t.lead}
      submitLabel={t.next}
      submitDisabled={workerCode === null || contractCode === null}
      busy={false}
      onClose={close}
      onSubmit={() => {
        if (workerCode && contractCode) void navigate(paths.contractPage(workerCode, contractCode, 'order/new'));
      }}
    >
      <EntityPicker
        label={t.worker}
        allLabel={t.workerPlaceholder}
        value={workerCode}
        onChange={(value) => {
          setWorkerCode(value);
          setContractCode(null);
        }}
        options={workerOptionsQuery}
        noOptionsText={t.noWorkers}
        width="full"
        required
        autoFocus
      />
      {workerCode === null ? (
        <Typography variant="body2" color="text.secondary">
          {t.contractPlaceholder}
        </Typography>
      ) : (
        <ContractChoice workerCode={workerCode} value={contractCode} onChange={setContractCode} />
      )}
    </FormDialog>
  );
}

function ContractChoice({ workerCode, value, onChange }: { workerCode: string; value: string | null; onChange: (code: string) => void }) {
  const contracts = useWorkerContracts(workerCode);
  if (contracts.isError && !contracts.data) return <Alert severity="error">{failureMessage(ja.loadFailed.contracts, contracts.error)}</Alert>;
  if (!contracts.data) return <Skeleton variant="rounded" height={72} />;
  const today = todayInJapan();
  const open = contracts.data.data.filter((c) => isContractOpen(c, today));
  if (open.length === 0) return <Alert severity="info">{t.noContracts}</Alert>;
  return (
    <RadioGroup aria-labelledby="create-order-contract" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <FormLabel id="create-order-contract" required sx={{ mb: 0.5 }}>
        {t.contract}
      </FormLabel>
      {open.map((c) => (
        <FormControlLabel
          key={c.code}
          value={c.code}
          control={<Radio size="small" />}
          label={
            <span>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
                {c.title}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {[contractPeriod(c.startDate, c.endDate), c.contractTypeName, c.unitPrice !== null ? `${c.unitPriceTypeName} ${formatMoney(c.unitPrice)}` : null]
                  .filter(Boolean)
                  .join('　')}
              </Typography>
            </span>
          }
          sx={{ alignItems: 'flex-start', mb: 0.75, '& .MuiRadio-root': { pt: 0.25 } }}
        />
      ))}
    </RadioGroup>
  );
}
