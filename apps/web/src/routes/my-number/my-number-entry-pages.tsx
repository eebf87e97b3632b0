import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ja } from '@app/shared/messages/ja';
import { imageTypeOfName, MY_NUMBER_IMAGE_MAX_BYTES, myNumberValueSchema } from '@app/shared/my-numbers';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import {
  getUploadUrls,
  submitMyNumber,
  tokenMyNumberQueryOptions,
  uploadToPresigned,
  type TokenMyNumber,
} from '../../features/my-numbers/api/my-numbers';

const t = ja.myNumber;

/** What step 基本情報 handed to step 確認 (kept in memory only: the number never goes to storage or the URL). */
type Draft = { token: string; number: string; confirmation: File | null; identification: File | null };
let draft: Draft | null = null;

function purposes(m: TokenMyNumber): string {
  return [m.is_use_record ? t.purposeLabels.record : null, m.is_use_office_work ? t.purposeLabels.office_work : null].filter(Boolean).join('・');
}

function useTokenRequest(token: string) {
  return useQuery(tokenMyNumberQueryOptions(token));
}

/** The plain page of a link that no longer works (unknown, expired, used or withdrawn). */
function LinkProblem({ error }: { error: unknown }) {
  return (
    <Alert severity="warning" data-testid="my-number-link-problem">
      {errorText(error)}
    </Alert>
  );
}

/** A required image (both are, when asked for): marked ＊ from the start, like the required text fields. */
function FileInput({ id, label, file, onChange, error }: { id: string; label: string; file: File | null; onChange: (f: File | null) => void; error?: string }) {
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
        <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }} data-testid={`${id}-required`}>
          {t.requiredMark}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={id} variant="outlined" size="small" startIcon={<UploadFileIcon />}>
          {t.chooseFile}
        </Button>
        <input id={id} type="file" accept="image/jpeg,image/png,application/pdf" hidden onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid={`${id}-name`}>
          {file ? file.name : ''}
        </Typography>
      </Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.5 }}>
        {error ?? t.fileHint}
      </Typography>
    </Box>
  );
}

/** The chosen file as the worker will recognise it: a thumbnail (object URL, released on leaving); a PDF by its name. */
function FileThumbnail({ file, label }: { file: File; label: string }) {
  const isImage = file.type.startsWith('image/') || imageTypeOfName(file.name)?.startsWith('image/') === true;
  // the object URL lives exactly as long as the img element shows it (a callback ref with its cleanup)
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (!isImage) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PictureAsPdfOutlinedIcon color="action" />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      ref={attach}
      alt={label}
      sx={{ display: 'block', width: 240, maxWidth: '100%', maxHeight: 180, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
    />
  );
}

/** /my_numbers/{token} — step 基本情報. */
export function MyNumberEntryPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const query = useTokenRequest(token);
  const kept = draft?.token === token ? draft : null;
  const [number, setNumber] = useState(kept?.number ?? '');
  const [again, setAgain] = useState(kept?.number ?? '');
  const [confirmation, setConfirmation] = useState<File | null>(kept?.confirmation ?? null);
  const [identification, setIdentification] = useState<File | null>(kept?.identification ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (query.isError) return <LinkProblem error={query.error} />;
  if (!query.data) return <Skeleton variant="rounded" height={240} />;
  const m = query.data;

  const fileError = (f: File | null, required: string) =>
    !f ? required : !imageTypeOfName(f.name) ? t.fileType : f.size > MY_NUMBER_IMAGE_MAX_BYTES ? t.fileTooLarge : undefined;

  const next = () => {
    const found: Record<string, string> = {};
    const parsed = myNumberValueSchema.safeParse(number);
    if (!parsed.success) found.number = parsed.error.issues[0]!.message;
    else if (parsed.data !== myNumberValueSchema.safeParse(again).data) found.again = t.numberMismatch;
    if (m.is_need_number_confirmation_file) {
      const e = fileError(confirmation, t.confirmationFileRequired);
      if (e) found.confirmation = e;
    }
    if (m.is_need_identification_file) {
      const e = fileError(identification, t.identificationFileRequired);
      if (e) found.identification = e;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    draft = { token, number: parsed.data, confirmation: m.is_need_number_confirmation_file ? confirmation : null, identification: m.is_need_identification_file ? identification : null };
    void navigate(`/my_numbers/${token}/confirm`);
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), next())} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 22 }}>
        {t.title}
      </Typography>
      <Typography variant="body2">{t.lead(m.company_name)}</Typography>
      <Box>
        <Typography variant="body2">
          {t.workerName}: {m.worker_name}
        </Typography>
        <Typography variant="body2">
          {t.usedFor}: {purposes(m)}
        </Typography>
      </Box>
      <TextField
        label={t.numberLabel}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={Boolean(errors.number)}
        helperText={errors.number}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
        required
      />
      <TextField
        label={t.numberConfirmLabel}
        value={again}
        onChange={(e) => setAgain(e.target.value)}
        error={Boolean(errors.again)}
        helperText={errors.again}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
        required
      />
      {m.is_need_number_confirmation_file && (
        <FileInput id="my-number-confirmation-file" label={t.confirmationFile} file={confirmation} onChange={setConfirmation} error={errors.confirmation} />
      )}
      {m.is_need_identification_file && (
        <FileInput id="my-number-identification-file" label={t.identificationFile} file={identification} onChange={setIdentification} error={errors.identification} />
      )}
      <Button type="submit" variant="contained" size="large">
        {t.next}
      </Button>
    </Box>
  );
}

/** /my_numbers/{token}/confirm — step 確認: upload URLs → the images → the number; any failure stops with its message. */
export function MyNumberConfirmPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useTokenRequest(token);
  const [busy, setBusy] = useState(false);
  // once registered, the page waits for step 完了 to load: the cleared draft must not send it back to step 基本情報
  const [done, setDone] = useState(false);
  const current = draft?.token === token ? draft : null;
  if (done) return null;
  if (query.isError) return <LinkProblem error={query.error} />;
  if (!current) return <Navigate to={`/my_numbers/${token}`} replace />;

  const register = async () => {
    setBusy(true);
    try {
      const needsFiles = Boolean(current.confirmation || current.identification);
      let urls: Awaited<ReturnType<typeof getUploadUrls>> | null = null;
      if (needsFiles) {
        try {
          urls = await getUploadUrls(token, { confirmation: current.confirmation?.name, identification: current.identification?.name });
          if (!urls.my_number && !urls.identification) throw new Error('no upload URL');
        } catch {
          toast.error(t.uploadUrlFailed);
          return;
        }
      }
      if (current.confirmation && urls?.my_number) {
        try {
          await uploadToPresigned(urls.my_number, current.confirmation);
        } catch {
          toast.error(t.confirmationUploadFailed);
          return;
        }
      }
      if (current.identification && urls?.identification) {
        try {
          await uploadToPresigned(urls.identification, current.identification);
        } catch {
          toast.error(t.identificationUploadFailed);
          return;
        }
      }
      try {
        await submitMyNumber(token, {
          my_number: current.number,
          ...(current.confirmation ? { number_confirmation_file_name: current.confirmation.name } : {}),
          ...(current.identification ? { identification_file_name: current.identification.name } : {}),
        });
      } catch (error) {
        toast.error(`${t.registerFailed}${errorText(error)}`);
        return;
      }
      draft = null;
      setDone(true);
      toast.success(t.registered);
      void navigate('/my_number/complete', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 22 }}>
        {t.title}
      </Typography>
      <Typography variant="body2">{t.confirmLead}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t.numberLabel}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, fontFamily: 'monospace' }} data-testid="my-number-confirm-value">
          {current.number.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3')}
        </Typography>
        {current.confirmation && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t.confirmationImage}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <FileThumbnail file={current.confirmation} label={t.confirmationImage} />
            </Box>
          </>
        )}
        {current.identification && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t.identificationImage}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <FileThumbnail file={current.identification} label={t.identificationImage} />
            </Box>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void navigate(`/my_numbers/${token}`)} disabled={busy}>
          {t.back}
        </Button>
        <Button variant="contained" onClick={() => void register()} disabled={busy}>
          {t.submit}
        </Button>
      </Box>
    </Box>
  );
}

/** /my_number/complete — step 完了. */
export function MyNumberCompletePage() {
  return (
    <Box sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 22 }}>
        {t.completeTitle}
      </Typography>
      <Typography variant="body2">{t.completeBody}</Typography>
    </Box>
  );
}
