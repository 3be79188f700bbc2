import { describe, expect, it } from 'vitest';
import { detectPlatform } from '../src/lib/platform';

describe('which platform the app runs on (without loading @capacitor/core)', () => {
  it('is the web in a browser', () => {
    expect(detectPlatform({})).toBe('web');
    expect(detectPlatform({ webkit: { messageHandlers: {} } })).toBe('web');
  });

  it('is Android when the Android bridge is there, iOS when WebKit’s bridge handler is', () => {
    expect(detectPlatform({ androidBridge: {} })).toBe('android');
    expect(detectPlatform({ webkit: { messageHandlers: { bridge: {} } } })).toBe('ios');
  });

  it('follows a custom platform, and treats an unknown one as the web', () => {
    expect(detectPlatform({ CapacitorCustomPlatform: { name: 'ios' }, androidBridge: {} })).toBe(
      'ios',
    );
    expect(detectPlatform({ CapacitorCustomPlatform: { name: 'electron' } })).toBe('web');
  });
});
