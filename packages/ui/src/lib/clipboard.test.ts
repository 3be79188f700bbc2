import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_LABEL_MS, copyToClipboard } from './clipboard.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyToClipboard', () => {
  it('writes through the asynchronous clipboard when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyToClipboard('https://example.com/?reference=A')).resolves.toBeUndefined();
    expect(writeText).toHaveBeenCalledWith('https://example.com/?reference=A');
  });

  it('rejects when the clipboard refuses and no selection copy is possible', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('Not allowed')) },
    });
    vi.stubGlobal('document', undefined);
    await expect(copyToClipboard('x')).rejects.toThrow('could not be copied');
  });

  it('rejects without any clipboard', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', undefined);
    await expect(copyToClipboard('x')).rejects.toThrow();
  });
});

describe('the copied label', () => {
  it('shows for 2 seconds', () => {
    expect(COPIED_LABEL_MS).toBe(2000);
  });
});
