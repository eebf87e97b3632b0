/** One toast at a time (SPEC §2): a newer toast replaces the current one. */

export type ToastSeverity = 'success' | 'error';

export interface ToastState {
  id: number;
  message: string;
  severity: ToastSeverity;
  open: boolean;
}

export const TOAST_DURATION_MS = 4000;

type Listener = () => void;
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: string, severity: ToastSeverity): void {
  current = { id: nextId++, message, severity, open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  emit();
}

export function getToast(): ToastState | null {
  return current;
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
