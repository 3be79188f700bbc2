/**
 * Audio for stories and browser tests, without network: a WAV file built in code.
 */

export interface ToneOptions {
  /** Length in seconds (1.5). */
  seconds?: number;
  /** Pitch in hertz (440). */
  frequency?: number;
  /** Samples per second (8000). */
  sampleRate?: number;
}

/** The bytes of a mono 16-bit PCM WAV file playing a soft sine tone. */
export function wavBytes({ seconds = 1.5, frequency = 440, sampleRate = 8000 }: ToneOptions = {}) {
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1)
      view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index += 1) {
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 0.2;
    view.setInt16(44 + index * 2, Math.round(value * 0x7fff), true);
  }
  return new Uint8Array(buffer);
}

/** A WAV blob. */
export function wavBlob(options?: ToneOptions): Blob {
  return new Blob([wavBytes(options)], { type: 'audio/wav' });
}

/** A WAV data URI, usable as a `src` without any request. */
export function wavDataUri(options?: ToneOptions): string {
  const bytes = wavBytes(options);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
