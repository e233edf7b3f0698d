import sharp from 'sharp';

/**
 * A drawn plan as a phone photographs it on a desk: lit from the upper left with the far corner in shade
 * (`shade`, the colour the light falls to), slightly soft, saved as JPEG.
 */
export async function photographedPlan(
  png: Uint8Array,
  width: number,
  height: number,
  shade: string,
): Promise<Buffer> {
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="${shade}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(png)
    .composite([{ input: light, blend: 'multiply' }])
    .blur(0.6)
    .jpeg({ quality: 75 })
    .toBuffer();
}
