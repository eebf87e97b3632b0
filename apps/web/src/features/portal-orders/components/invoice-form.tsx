import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { invoiceBodySchema } from '@app/shared/deliveries';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { documentTotals, withholdingTax } from '@app/shared/tax';
import { AmountList, amountRows } from '../../../components/amount-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { InfoGrid } from '../../../components/info-grid';
import { usePortalProfile } from '../../worker-portal/api/profile';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uploadGroupFile, useSubmitInvoice, type PortalOrderGroup } from '../api/portal-orders';
import { addFiles, FilePicker, uploadAll, type ChosenFile } from './file-picker';

const t = ja.portalOrders;
type FormInput = z.input<typeof invoiceBodySchema>;
type FormOutput = z.output<typeof invoiceBodySchema>;
const FIELDS = ['invoice_number', 'invoice_date', 'comment'] as const;

/** The amounts an invoice for the group carries: the group's items, tax rounded once per rate (as the API does). */
export function groupInvoiceAmounts(group: PortalOrderGroup) {
  return documentTotals(group.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate })));
}

/** Who the invoice goes to and whether the order withholds 源泉徴収 (the preview's 請求先 and 源泉). */
export type InvoiceParties = { companyName: string; withholds: boolean };

/**
 * 請求書を提出: 請求書番号 and 請求日, or 支払通知書を請求書とする (then neither is asked); an optional PDF and comment;
 * the amounts shown. 提出 first shows the invoice as it will go (請求先, 番号, 日付, amounts per rate, 源泉, 振込金額 and
 * the worker's 登録番号 or 「登録番号なし」) and sends only once confirmed.
 */
export function InvoiceForm({ orderCode, group, today, parties }: { orderCode: string; group: PortalOrderGroup; today: string; parties: InvoiceParties }) {
  const toast = useToast();
  const submit = useSubmitInvoice(orderCode, group.id);
  const profile = usePortalProfile();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<FormOutput | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(invoiceBodySchema),
    defaultValues: { uses_payment_notification: false, invoice_number: '', invoice_date: formatDate(today), comment: '', file: null },
  });
  const usesNotification = useWatch({ control, name: 'uses_payment_notification' });
  const totals = groupInvoiceAmounts(group);
  const update = (id: string, patch: Partial<ChosenFile>) => setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));

  const registration = profile.data ? (profile.data.invoiceStatus === 'registered' && profile.data.invoiceRegistrationNumber) || t.noRegistration : '…';
  const withholding = parties.withholds ? withholdingTax(totals.subtotal, today) : null;
  const ask = handleSubmit((values) => {
    setProblem(null);
    setPreview(values);
  });
  const send = async (values: FormOutput) => {
    setPreview(null);
    setProblem(null);
    setBusy(true);
    try {
      const refs = await uploadAll(values.uses_payment_notification ? [] : files, (file, onProgress) => uploadGroupFile(group.id, 'invoices', file, onProgress), update, errorText);
      if (!refs) return;
      const own = !values.uses_payment_notification;
      await submit.mutateAsync({
        uses_payment_notification: values.uses_payment_notification,
        invoice_number: own ? values.invoice_number : '',
        invoice_date: own ? values.invoice_date : null,
        comment: values.comment,
        file: refs[0] ?? null,
      });
      toast.success(ja.invoices.toast.submitted);
      reset();
      setFiles([]);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const headingId = `invoice-${group.id}-heading`;
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        void ask();
      }}
      sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.invoiceHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.invoiceLead}
      </Typography>
      <Box sx={{ mb: 2, p: 1.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 360 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          {t.invoiceAmounts}
        </Typography>
        <AmountList
          label={t.invoiceAmounts}
          rows={amountRows({ perRate: totals.perRate, total: totals.total }, { rateBase: t.rateBase, rateTax: t.rateTax, zeroRateTax: true, total: t.total })}
        />
      </Box>
      <Stack spacing={2}>
        <Controller
          control={control}
          name="uses_payment_notification"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} disabled={busy} />}
                label={t.usesPaymentNotification}
              />
              <FormHelperText sx={{ mt: -0.5 }}>{t.usesPaymentNotificationHelp}</FormHelperText>
            </Box>
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {usesNotification ? null : <FormTextField control={control} name="invoice_number" label={t.invoiceNumber} required disabled={busy} />}
          {usesNotification ? null : <FormTextField control={control} name="invoice_date" label={t.invoiceDate} required hint={t.dateHint} inputMode="numeric" disabled={busy} />}
        </Box>
        {usesNotification ? null : (
          <FilePicker
            label={t.chooseInvoiceFile}
            help={t.invoiceFile}
            files={files}
            multiple={false}
            accept="application/pdf"
            disabled={busy}
            onPick={(picked) => {
              const next = addFiles([], picked, 1, ['application/pdf'], t.invoiceFileWrongType);
              setFiles(next.files);
              setProblem(next.refused[0] ?? null);
            }}
            onRemove={() => setFiles([])}
          />
        )}
        <FormTextField control={control} name="comment" label={t.invoiceComment} multiline minRows={2} disabled={busy} />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t.submitInvoice}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={preview !== null}
        title={t.previewTitle}
        width={440}
        confirmLabel={t.confirmSubmit}
        onCancel={() => setPreview(null)}
        onConfirm={() => preview && void send(preview)}
        message={
          preview ? (
            <Box data-testid="invoice-preview">
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t.previewLead}
              </Typography>
              <InfoGrid
                labelWidth="7rem"
                items={[
                  { label: t.billTo, value: t.billToName(parties.companyName) },
                  ...(preview.uses_payment_notification
                    ? [{ label: t.invoiceKind, value: t.paymentNotificationAsInvoice }]
                    : [
                        { label: t.invoiceNumber, value: preview.invoice_number },
                        { label: t.invoiceDate, value: formatDate(preview.invoice_date) },
                      ]),
                  { label: t.registration, value: registration },
                ]}
              />
              <Box sx={{ mt: 1.5 }}>
                <AmountList
                  label={t.invoiceAmounts}
                  maxWidth="none"
                  rows={amountRows(
                    { perRate: totals.perRate, total: totals.total, withholding, payable: totals.total - (withholding ?? 0) },
                    { rateBase: t.rateBase, rateTax: t.rateTax, zeroRateTax: true, total: t.total, withholding: t.withholdingEstimate, payable: t.transferAmount },
                  )}
                />
              </Box>
            </Box>
          ) : (
            ''
          )
        }
      />
    </Box>
  );
}
