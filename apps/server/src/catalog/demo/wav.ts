import { endianness } from 'node:os';

/** 16-bit mono PCM in a RIFF/WAVE file: a 44-byte header, then little-endian samples. */
export const WAV_HEADER_BYTES = 44;

const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * Encodes samples as a WAV file, multiplied by `gain`, with a raised-cosine fade over the last `fadeOutLength`
 * samples, clamped to −1…1.
 */
export function encodeWav(
  samples: Float32Array,
  sampleRate: number,
  { gain = 1, fadeOutLength = 0 }: { gain?: number; fadeOutLength?: number } = {},
): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // bytes per frame
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  const fadeStart = samples.length - fadeOutLength;
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let s = samples[i]! * gain;
    if (i >= fadeStart) s *= 0.5 * (1 + Math.cos((Math.PI * (i - fadeStart)) / fadeOutLength));
    pcm[i] = Math.round(32767 * (s > 1 ? 1 : s < -1 ? -1 : s));
  }
  if (LITTLE_ENDIAN) Buffer.from(pcm.buffer).copy(out, WAV_HEADER_BYTES);
  else for (let i = 0; i < pcm.length; i++) out.writeInt16LE(pcm[i]!, WAV_HEADER_BYTES + i * 2);
  return out;
}
