// Makes the public before/after examples (/examples, the home showcase, the login carousel) with the
// offline design engine, the way the ideation job does: analyse the photo, make one idea for the style
// and the prompt, render it. Writes web/public/examples/<id>-before.webp and -after.webp and the manifest
// web/src/features/examples/examples.data.ts. Run again when the engine improves:
//   npm run examples -w server                      (all of server/scripts/examples.list.ts)
//   npm run examples -w server -- modern-kitchen    (only these ids; the others stay as they are)
// EXAMPLES_REVIEW_DIR=/tmp/x also writes PNG before|after strips there, to look at before committing;
// with EXAMPLES_REVIEW_WITHHELD=1 the withheld examples are drawn there too (and nowhere else).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { format, resolveConfig } from 'prettier';
import { createDesignEngine } from '../src/engine';
import { exampleSources, type ExampleSource } from './examples.list';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = path.join(root, 'server/test/fixtures/images');
const assetDir = path.join(root, 'web/public/examples');
const manifestFile = path.join(root, 'web/src/features/examples/examples.data.ts');
const reviewDir = process.env.EXAMPLES_REVIEW_DIR;

/** Web assets: at most 1200 px wide (the engine renders at most 1024 px on the long side). */
const maxWidth = 1200;
const webpQuality = 75;

export interface ExampleImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ExampleEntry {
  id: string;
  category: ExampleSource['category'];
  title: string;
  /** Display name of the style, as the engine's idea names it. */
  style: string;
  roomType: string;
  /** The prompt given to the engine, exactly. */
  prompt: string;
  /** The engine's own words for what the image changed (measured from its pixels). */
  description: string;
  /** The idea's title, as the engine wrote it. */
  ideaTitle: string;
  before: ExampleImage;
  after: ExampleImage;
  credit: string;
  /** Which engine made the after image. */
  engine: string;
}

const engine = createDesignEngine();

async function workingImage(file: string): Promise<Buffer> {
  // As the ideation job does (toWorkingImage): at most 1024 px on the long side.
  return sharp(readFileSync(file))
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function makeExample(source: ExampleSource): Promise<ExampleEntry> {
  const image = await workingImage(path.join(fixtures, source.photo));
  const analysis = await engine.analyzeRoom({ image });
  const { ideas } = await engine.ideate({
    image,
    analysis,
    roomType: source.roomType,
    designStyle: source.designStyle,
    creativity: source.creativity,
    numberOfIdeas: 1,
    prompt: source.prompt,
    roomLocation: source.roomLocation,
    seed: source.seed,
  });
  const idea = ideas[0];
  if (!idea) throw new Error(`${source.id}: the engine made no idea`);
  const rendered = await engine.renderIdea({ image, idea, roomLocation: source.roomLocation });
  const changes = rendered.changes ?? [];
  if (changes.length === 0) throw new Error(`${source.id}: the render changed nothing measurable`);
  const description = changes.map((change) => change.summary.replace(/\.?$/, '.')).join(' ');

  const width = Math.min(maxWidth, rendered.width);
  const height = Math.round((rendered.height * width) / rendered.width);
  const after = await sharp(rendered.image).resize(width, height).webp({ quality: webpQuality }).toBuffer();
  // The before image in the after image's frame, so the compare slider lines them up.
  const before = await sharp(image)
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: webpQuality })
    .toBuffer();
  mkdirSync(assetDir, { recursive: true });
  writeFileSync(path.join(assetDir, `${source.id}-before.webp`), before);
  writeFileSync(path.join(assetDir, `${source.id}-after.webp`), after);
  if (reviewDir) {
    mkdirSync(reviewDir, { recursive: true });
    await sharp({ create: { width: width * 2, height, channels: 3, background: '#000' } })
      .composite([
        { input: before, left: 0, top: 0 },
        { input: after, left: width, top: 0 },
      ])
      .png()
      .toFile(path.join(reviewDir, `${source.id}.png`));
  }
  console.log(
    `${source.id}: ${(before.length / 1024).toFixed(0)} KB + ${(after.length / 1024).toFixed(0)} KB,` +
      ` structure ${rendered.structureScore.toFixed(2)}\n  ${description}\n  notes: ${rendered.notes.join(' | ')}`,
  );
  return {
    id: source.id,
    category: source.category,
    title: source.title,
    style: idea.style,
    roomType: source.roomType,
    prompt: source.prompt,
    description,
    ideaTitle: idea.title,
    before: {
      src: `/examples/${source.id}-before.webp`,
      width,
      height,
      alt: `Before: ${source.shows}`,
    },
    after: {
      src: `/examples/${source.id}-after.webp`,
      width,
      height,
      alt: `After, ${idea.style} style: ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
    },
    credit: source.credit,
    engine: rendered.model,
  };
}

async function readManifest(): Promise<ExampleEntry[]> {
  if (!existsSync(manifestFile)) return [];
  const { exampleTransformations } = (await import(manifestFile)) as {
    exampleTransformations: ExampleEntry[];
  };
  return exampleTransformations;
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((id) => !exampleSources.some((source) => source.id === id));
  if (unknown.length > 0) throw new Error(`unknown example ids: ${unknown.join(', ')}`);
  const previous = new Map((await readManifest()).map((entry) => [entry.id, entry]));
  const entries: ExampleEntry[] = [];
  for (const source of exampleSources) {
    if (source.withheld) {
      console.log(`${source.id}: withheld (${source.withheld})`);
      // Re-judged after an engine change: drawn for the review strips only; its images are removed below.
      if (reviewDir && process.env.EXAMPLES_REVIEW_WITHHELD === '1') await makeExample(source);
      continue;
    }
    const kept = previous.get(source.id);
    if (only.length > 0 && !only.includes(source.id)) {
      if (kept) entries.push(kept);
      continue;
    }
    entries.push(await makeExample(source));
  }
  const body =
    `// Written by server/scripts/make-examples.ts (npm run examples -w server): do not edit by hand.\n` +
    `import type { ExampleTransformation } from './examples.types';\n\n` +
    `export const exampleTransformations: ExampleTransformation[] = ${JSON.stringify(entries)};\n`;
  // Images of examples no longer listed (or withheld) are removed.
  const used = new Set(entries.flatMap((entry) => [entry.before.src, entry.after.src]));
  for (const file of readdirSync(assetDir))
    if (!used.has(`/examples/${file}`)) rmSync(path.join(assetDir, file));
  const options = await resolveConfig(manifestFile);
  writeFileSync(manifestFile, await format(body, { ...options, filepath: manifestFile }));
  console.log(`${entries.length} examples in ${path.relative(root, manifestFile)}`);
}

await main();
