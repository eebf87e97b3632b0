import { useCallback, useMemo, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ja } from '@app/shared/messages/ja';
import { failureMessage } from '../lib/api-client';
import { TOAST_DURATION_MS, dismissToast, getToast, showToast, subscribeToast } from '../lib/toast-store';

/** Renders the current toast: top right, 4 s, green success / red error. Mounted once in the providers. */
export function ToastHost() {
  const toast = useSyncExternalStore(subscribeToast, getToast, getToast);
  return (
    <Snackbar
      key={toast?.id}
      open={toast?.open ?? false}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      onClose={(_event, reason) => {
        if (reason === 'clickaway') return;
        if (toast) dismissToast(toast.id);
      }}
      sx={{ mt: 7 }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={() => dismissToast(toast.id)}
          closeText={ja.app.close}
          sx={{ minWidth: 320, maxWidth: 560, alignItems: 'center', boxShadow: 3 }}
          data-testid="toast"
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

export function useToast(): ToastApi {
  return useMemo(
    () => ({
      success: (message: string) => showToast(message, 'success'),
      error: (message: string) => showToast(message, 'error'),
    }),
    [],
  );
}

/**
 * Runs a write and says how it went: the success toast, or the failure toast (`failed` with the server's reason).
 * Answers null on success, else the error (a form dialog keeps it to put field errors under their inputs).
 */
export function useToastedAction(failed: string): (action: () => Promise<unknown>, success: string) => Promise<unknown> {
  const toast = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string) => {
      try {
        await action();
        toast.success(success);
        return null;
      } catch (error) {
        toast.error(failureMessage(failed, error));
        return error;
      }
    },
    [toast, failed],
  );
}
