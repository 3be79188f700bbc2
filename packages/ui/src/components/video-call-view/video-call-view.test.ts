import { describe, expect, it } from 'vitest';
import {
  CALL_NOTIFY_INTERVAL_MS,
  CALL_OFFER_RETRY_MS,
  remoteTileState,
} from './video-call-view.ts';

describe('the call constants', () => {
  it('are the spec’s', () => {
    expect(CALL_OFFER_RETRY_MS).toBe(2500);
    expect(CALL_NOTIFY_INTERVAL_MS).toBe(2000);
  });
});

describe('remoteTileState', () => {
  it('says connecting until connected, whatever the camera', () => {
    expect(remoteTileState({ status: 'connecting', remoteCameraOn: true })).toBe('connecting');
    expect(remoteTileState({ status: 'connecting', remoteCameraOn: false })).toBe('connecting');
  });

  it('shows the remote video once connected', () => {
    expect(remoteTileState({ status: 'connected', remoteCameraOn: true })).toBe('video');
  });

  it('shows the camera-off placeholder when the remote turned its camera off', () => {
    expect(remoteTileState({ status: 'connected', remoteCameraOn: false })).toBe('camera-off');
  });
});
