import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ja } from '@app/shared/messages/ja';
import { failureMessage, saveBlob } from '../../../lib/api-client';
import { fetchRecordPdf, type RecordKind } from '../api/payment-records';

const s = ja.paymentRecordScreens;

export type PreviewTarget = { kind: RecordKind; code: string; name: string; year: number };

/** The PDF in the browser's viewer; its object URL lives as long as it is shown. */
function PdfFrame({ blob }: { blob: Blob }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Box component="iframe" src={url} title={s.previewFrame} sx={{ border: 0, width: '100%', flexGrow: 1, minHeight: 400 }} />;
}

/**
 * The payee's copy (受給者交付用, never the 個人番号) shown over the list: the PDF is fetched with the signed-in headers
 * (a plain link would carry no session), shown in the browser's viewer, and can be opened in a tab or saved under the
 * server's name. Full screen on a phone.
 */
export function PdfPreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const pdf = useQuery({
    queryKey: ['payment_records', 'pdf', target?.kind, target?.code, target?.year],
    queryFn: () => fetchRecordPdf(target!.kind, target!.code, target!.year),
    enabled: target !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const loaded = target ? pdf.data : undefined;
  const error = target && pdf.isError ? failureMessage(s.failed.preview, pdf.error) : null;
  const openInTab = () => {
    if (!loaded) return;
    const url = URL.createObjectURL(loaded.blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Dialog open={target !== null} onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="record-preview-title">
      <DialogTitle id="record-preview-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, wordBreak: 'break-word' }}>
          {target ? s.previewTitle(target.name, target.year) : ''}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {s.previewNote}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={ja.app.close}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: phone ? undefined : '75vh', display: 'flex' }}>
        {error ? (
          <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start', flexGrow: 1 }} role="alert">
            {error}
          </Alert>
        ) : loaded ? (
          <PdfFrame blob={loaded.blob} />
        ) : (
          <Box sx={{ m: 'auto', display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary', py: 6 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{s.previewLoading}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={openInTab} disabled={!loaded} startIcon={<OpenInNewIcon />}>
          {s.openInTab}
        </Button>
        <Button variant="contained" disabled={!loaded} startIcon={<DownloadIcon />} onClick={() => loaded && saveBlob(loaded.blob, loaded.filename)}>
          {s.download}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
