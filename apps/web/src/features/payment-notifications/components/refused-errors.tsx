import { ja } from '@app/shared/messages/ja';
import { RefusalList } from '../../../components/refusal-list';
import { failureLines } from '../../../lib/joined-failure';

/**
 * The lines of a refused bulk call: the server answers `errors: [「N件…処理できませんでした」, each notification and why]`;
 * every line is shown. A network failure or the like is one line (prefix + reason).
 */
export function refusalLines(prefix: string, error: unknown): string[] {
  return failureLines(prefix, error);
}

/** The toast text of a refused bulk call: every line of the server's answer, one after the other. */
export function refusalToast(prefix: string, error: unknown): string {
  return refusalLines(prefix, error).join(' ');
}

/** Every line of a refused bulk call, kept on the page until the next attempt. */
export function RefusedErrors({ lines, onClose }: { lines: readonly string[] | null; onClose?: () => void }) {
  return <RefusalList title={ja.paymentNotificationScreens.refusedTitle} lines={lines} onClose={onClose} testId="bulk-refused" sx={{ mb: 2 }} />;
}
