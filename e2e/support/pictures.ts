import sharp from 'sharp';

/** A file for Playwright's setInputFiles, made in memory. */
export interface MemoryFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const PORTRAIT = { width: 1800, height: 2400 };

/** One channel value of the portrait: sky, face or shirt, with camera-like grain. */
function portraitPixel(x: number, y: number, channel: number): number {
  const { width, height } = PORTRAIT;
  const face = ((x - width / 2) / (width * 0.2)) ** 2 + ((y - height * 0.38) / (height * 0.2)) ** 2;
  const shoulders = y > height * 0.62 && Math.abs(x - width / 2) < width * (0.1 + y / height / 2.5);
  const sky = [150 + (60 * y) / height, 180, 225 - (40 * y) / height];
  const base = face < 1 ? [222, 178, 140] : shoulders ? [40, 60, 110] : sky;
  const grain = (Math.random() - 0.5) * 48;
  return Math.max(0, Math.min(255, base[channel]! + grain));
}

/**
 * A phone-camera-sized portrait JPEG (1800 × 2400, a few megabytes): grain keeps it well over
 * the 500 KB limit, so the browser must reduce it before upload.
 */
export async function cameraPhotograph(): Promise<MemoryFile> {
  const { width, height } = PORTRAIT;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      for (let channel = 0; channel < 3; channel += 1)
        pixels[(y * width + x) * 3 + channel] = portraitPixel(x, y, channel);
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name: 'IMG_20250612_101500.jpg', mimeType: 'image/jpeg', buffer };
}

/** A small scanned signature (800 × 300 PNG) that fits every limit and is sent as it is. */
export async function scannedSignature(): Promise<MemoryFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">
    <rect width="800" height="300" fill="#fff"/>
    <path d="M60 200 C 120 60, 180 60, 200 180 S 300 260, 340 120 S 460 60, 480 200
      S 600 240, 640 140 S 720 120, 750 170" fill="none" stroke="#123" stroke-width="7"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: 'signature.png', mimeType: 'image/png', buffer };
}

/** A one-page PDF scan: the kind of file a candidate may pick by mistake for a picture. */
export function scannedPdf(): MemoryFile {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { name: 'photo-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(text) };
}
