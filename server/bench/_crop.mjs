import sharp from 'sharp';
const [out, left, top, w, h, ...files] = process.argv.slice(2);
const parts = await Promise.all(files.map((f) => sharp(f).resize(1024, 768, { fit: 'fill' }).extract({ left: +left, top: +top, width: +w, height: +h }).png().toBuffer()));
await sharp({ create: { width: +w * files.length, height: +h, channels: 3, background: '#fff' } })
  .composite(parts.map((input, i) => ({ input, left: i * +w, top: 0 }))).png().toFile(out);
