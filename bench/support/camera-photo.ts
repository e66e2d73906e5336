import sharp from "sharp";

const WIDTH = 1600;
const HEIGHT = 1200;
// Grain amplitudes (of 255) tuned so the 1024 px WebP weighs about 200 KB.
const GRAIN = { fine: 30, coarse: 45 };

/** A small seeded generator (mulberry32): the same seed draws the same photo on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noise cells `size` px square: detail at that scale survives resizing, as a photo's does. */
function noiseGrid(next: () => number, size: number) {
  const columns = Math.ceil(WIDTH / size) + 1;
  const values = new Float32Array(columns * (Math.ceil(HEIGHT / size) + 1)).map(() => next() - 0.5);
  return (x: number, y: number) => values[Math.floor(y / size) * columns + Math.floor(x / size)];
}

/**
 * A 1600×1200 JPEG that weighs what a camera shot of a dish does once the pipeline resizes it
 * (its 1024 px WebP about 200 KB, the 640 px one about 80 KB): soft colour fields and blobs under
 * grain at several scales. A drawn plate compresses ten times better and hides what photos cost
 * a phone. Deterministic per seed; about half a second each.
 */
export async function cameraPhoto(seed: number): Promise<Buffer> {
  const next = random(seed);
  const grains = [3, 7, 16].map((size) => noiseGrid(next, size));
  const blobs = Array.from({ length: 12 }, () => ({
    x: next() * WIDTH,
    y: next() * HEIGHT,
    radius: 80 + next() * 300,
    colour: [next() * 255, next() * 200, next() * 120],
  }));
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const base = [
        120 + 80 * Math.sin((x + seed * 50) / 170),
        90 + 60 * Math.cos(y / 130),
        50 + 40 * Math.sin((x + y) / 210),
      ];
      for (const blob of blobs) {
        const distance = ((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.radius ** 2;
        if (distance < 1) for (let c = 0; c < 3; c++) base[c] += (blob.colour[c] - base[c]) * (1 - distance);
      }
      let grain = (next() - 0.5) * GRAIN.fine;
      for (const cell of grains) grain += cell(x, y) * GRAIN.coarse;
      const at = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, base[c] + grain * (1 - c * 0.1)));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
