import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReload } from './chunk-reload';

describe('shouldReload', () => {
  it('reloads the first time', () => {
    expect(shouldReload(1_000_000, null)).toBe(true);
  });
  it('does not reload twice within 60 s', () => {
    expect(shouldReload(1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1, 1_000_000)).toBe(false);
  });
  it('reloads again after 60 s', () => {
    expect(shouldReload(1_000_000 + CHUNK_RELOAD_WINDOW_MS, 1_000_000)).toBe(true);
  });
  it('treats garbage or a future timestamp as no recent reload', () => {
    expect(shouldReload(1_000_000, Number.NaN)).toBe(true);
    expect(shouldReload(1_000_000, 2_000_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises dynamic import failures of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
