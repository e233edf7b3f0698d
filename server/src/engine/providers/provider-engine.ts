import {
  findFurnitureItem,
  resolveStyleDefinition,
  roomTypeLabel,
  type EngineName,
  type OutputSize,
} from '@roomcraft/contracts/catalogue/index';
import { generateText, Output, type LanguageModel } from 'ai';
import type { DesignEngine, DesignIdea, GeneratedImage, OperationContext } from '../design-engine.port';
import {
  composePrompt,
  declutterPrompt,
  editPrompt,
  floorPlanRenderPrompt,
  structurePromptSuffix,
} from '../prompts';
import { decodeForOutput, decodeMask, encodePng, type RgbImage } from '../image/raster';
import { fitToFrame, keepOutsideMask, markBox, turnedWords, visionPrompt, where } from './provider-images';
import { pickClutter } from '../local/declutter';
import { detectObjects } from '../local/object-detector';
import { stagingLayout } from '../local/stage-layout';
import { structureScore } from '../local/structure-score';
import { callProvider, createLimiter, label, type EngineLogger, type ProviderConfig } from './provider-kit';
import { providerIdeasSchema, providerVisionSchema } from './provider-schemas';

/** Edits one image with a provider's image model; returns encoded image bytes. */
export interface ImageEditor {
  edit(args: {
    image: Uint8Array;
    /** 0/1 per pixel at the image's size: 1 = may change. */
    mask?: Uint8Array;
    width: number;
    height: number;
    prompt: string;
    outputSize: OutputSize;
    transparent: boolean;
    signal: AbortSignal;
  }): Promise<Uint8Array>;
}

/**
 * A design engine backed by a provider: a language/vision model for ideas and object lists (structured
 * output validated with zod) and an image model for renders and edits. Measurements (palette, light,
 * lines, floor-plan geometry) and the structure score stay local: they are facts about pixels.
 */
export function createProviderEngine(args: {
  engine: Exclude<EngineName, 'local'>;
  config: ProviderConfig;
  text: LanguageModel;
  images: ImageEditor;
  local: DesignEngine;
  logger?: EngineLogger;
}): DesignEngine {
  const { engine, config, local } = args;
  const limiter = createLimiter(config.maxConcurrency ?? 2);
  const call = <T>(operation: string, context: OperationContext, fn: (signal: AbortSignal) => Promise<T>) => {
    context.onProgress?.({ stage: 'calling-provider', fraction: 0.4, message: `Asking ${label(engine)}` });
    return callProvider({
      engine,
      config,
      limiter,
      signal: context.signal,
      logger: args.logger,
      operation,
      call: fn,
    });
  };
  const structured = <T>(
    operation: string,
    context: OperationContext,
    schema: Parameters<typeof Output.object<T>>[0]['schema'],
    prompt: string,
    image?: Uint8Array,
  ) =>
    call(operation, context, async (signal) => {
      const result = await generateText({
        model: args.text,
        output: Output.object({ schema }),
        maxRetries: 0,
        abortSignal: signal,
        messages: [
          {
            role: 'user',
            content: image
              ? [
                  { type: 'text', text: prompt },
                  { type: 'image', image, mediaType: 'image/png' },
                ]
              : [{ type: 'text', text: prompt }],
          },
        ],
      });
      return result.output as T;
    });

  /** Sends a frame to the image model and returns it at the frame's size, with the structure score. */
  const generate = async (
    context: OperationContext & { outputSize?: OutputSize; background?: 'auto' | 'transparent' },
    source: Uint8Array,
    prompt: string,
    options: { mask?: Uint8Array; notes?: string[] } = {},
  ): Promise<GeneratedImage & { frame: RgbImage; output: RgbImage }> => {
    const frame = await decodeForOutput(source, context.outputSize);
    const png = await encodePng(frame);
    const bytes = await call('image-edit', context, (signal) =>
      args.images.edit({
        image: png,
        mask: options.mask,
        width: frame.width,
        height: frame.height,
        prompt,
        outputSize: context.outputSize ?? 'auto',
        transparent: context.background === 'transparent',
        signal,
      }),
    );
    context.onProgress?.({ stage: 'scoring', fraction: 0.9, message: 'Checking the room structure' });
    let output = await fitToFrame(bytes, frame);
    // A mask is a promise to the user: outside it, the photo stays exactly as it was.
    if (options.mask) output = keepOutsideMask(frame, output, options.mask);
    const score = await structureScore(frame, output, { ignore: options.mask });
    return {
      engine,
      model: config.imageModel,
      notes: options.notes ?? [],
      image: await encodePng(output),
      mediaType: 'image/png',
      width: output.width,
      height: output.height,
      structureScore: score,
      frame,
      output,
    };
  };
  const strip = <T extends { frame: unknown; output: unknown }>({
    frame: _frame,
    output: _output,
    ...rest
  }: T) => rest;

  return {
    availableEngines: () => [engine],
    async analyzeRoom(input) {
      const analysis = await local.analyzeRoom(input);
      const frame = await encodePng(await decodeForOutput(input.image, 'auto'));
      const vision = await structured('analyze', input, providerVisionSchema, visionPrompt(), frame);
      return {
        ...analysis,
        engine,
        model: config.textModel,
        objects: vision.objects,
        roomTypeGuess: { value: vision.roomType, confidence: vision.roomTypeConfidence },
        notes: [
          ...analysis.notes,
          `Palette, light and lines measured locally; room type and objects by ${config.textModel}.`,
        ],
      };
    },
    async ideate(input) {
      const analysis =
        input.analysis ??
        (input.image ? await local.analyzeRoom({ image: input.image, detectObjects: false }) : undefined);
      const { style } = resolveStyleDefinition(input.designStyle);
      const prompt = [
        `Propose ${input.numberOfIdeas} distinct interior design ideas for a ${roomTypeLabel(input.roomType)} in ${style.name} style (${style.description}).`,
        `Creativity ${input.creativity} of 4: 1 stays close to the current room, 4 is bold.`,
        analysis
          ? `Current room: colours ${analysis.palette
              .slice(0, 4)
              .map((c) => `${c.name} ${c.hex}`)
              .join(', ')}; light ${analysis.light.label}, ${analysis.light.tone}.`
          : '',
        `Style palette: walls ${style.palette.walls.map((c) => c.hex).join(', ')}; floors ${style.palette.floors.map((c) => c.hex).join(', ')}; accents ${style.palette.accents.map((c) => c.hex).join(', ')}.`,
        input.prompt?.trim() ? `The user asks: ${input.prompt.trim()}` : '',
        input.itemsNotToChange?.trim() ? `Keep unchanged: ${input.itemsNotToChange.trim()}.` : '',
        'Each idea: a colour palette with roles (walls, floor, accent, textile, trim), cost tier, difficulty, target audience, design elements, lighting change (-1..1), and an image-edit prompt that keeps the room structure.',
      ]
        .filter(Boolean)
        .join('\n');
      const result = await structured('ideate', input, providerIdeasSchema, prompt);
      const ideas: DesignIdea[] = result.ideas.slice(0, input.numberOfIdeas).map((idea, index) => ({
        ...idea,
        order: index + 1,
        styleId: resolveStyleDefinition(idea.style).matched
          ? resolveStyleDefinition(idea.style).style.id
          : style.id,
        colorPalette: idea.colorPalette.map((c) => ({ ...c, hex: c.hex.toLowerCase() })),
        generatedPrompt: idea.generatedPrompt.includes(structurePromptSuffix)
          ? idea.generatedPrompt
          : `${idea.generatedPrompt} ${structurePromptSuffix}`,
        creativity: input.creativity,
      }));
      return { engine, model: config.textModel, notes: [], ideas };
    },
    async renderIdea(input) {
      const keep = input.itemsNotToChange?.trim() ? ` Do not change: ${input.itemsNotToChange.trim()}.` : '';
      return strip(await generate(input, input.image, `${input.idea.generatedPrompt}${keep}`));
    },
    async edit(input) {
      const frame = await decodeForOutput(input.image, input.outputSize);
      const mask = input.mask ? await decodeMask(input.mask, frame.width, frame.height) : undefined;
      const result = await generate(
        input,
        input.image,
        editPrompt(input.prompt, { masked: Boolean(mask), keep: input.itemsNotToChange }),
        { mask },
      );
      return {
        ...strip(result),
        feedback: {
          understood: [{ phrase: input.prompt, applied: `sent to ${config.imageModel}` }],
          notUnderstood: [],
        },
      };
    },
    async declutter(input) {
      const frame = await decodeForOutput(input.image, input.outputSize);
      const mask = input.mask
        ? await decodeMask(input.mask, frame.width, frame.height)
        : new Uint8Array(frame.width * frame.height);
      const clutter = (input.detectClutter ?? !input.mask) ? pickClutter(await detectObjects(frame)) : [];
      for (const { box } of clutter) markBox(mask, frame.width, frame.height, box);
      const removed = [
        ...(input.mask
          ? [
              {
                objectName: 'painted area',
                source: 'mask' as const,
                confidence: 1,
                box: { x: 0, y: 0, width: 1, height: 1 },
              },
            ]
          : []),
        ...clutter.map((o) => ({
          objectName: o.objectName,
          source: 'detected' as const,
          confidence: o.confidence,
          box: o.box,
        })),
      ];
      const result = await generate(
        input,
        input.image,
        declutterPrompt({ masked: true, objects: clutter.map((o) => o.objectName) }),
        { mask },
      );
      const filled = mask.reduce((sum, v) => sum + v, 0) / mask.length;
      return { ...strip(result), removed, filledShare: Math.round(filled * 1000) / 1000 };
    },
    async compose(input) {
      const items = input.items.map((item) => ({ item, found: findFurnitureItem(item.itemId) }));
      const prompt = composePrompt(
        items.map(({ item, found }) => ({
          name: found?.name ?? item.itemId,
          where: `${where(item.x, item.y)}${turnedWords(item.rotation)}`,
        })),
        resolveStyleDefinition(input.designStyle ?? 'modern').style.name,
      );
      const result = await generate(input, input.image, prompt);
      const placements = items.map(({ item, found }) => ({
        itemId: item.itemId,
        name: found?.name ?? item.itemId,
        box: { x: item.x, y: item.y, width: 0, height: 0 },
      }));
      return {
        ...strip(result),
        kind: 'photoreal' as const,
        placements,
        notes: ['Placements are the requested floor points; the image model decides the exact outline.'],
      };
    },
    async stage(input) {
      const layout = stagingLayout(input.roomType, 0.6, 0.45);
      const items = layout.map((item) => ({ item, found: findFurnitureItem(item.itemId)! }));
      const prompt = composePrompt(
        items.map(({ item, found }) => ({ name: found.name, where: where(item.x, item.y) })),
        resolveStyleDefinition(input.designStyle).style.name,
      );
      const result = await generate(
        input,
        input.image,
        `Virtually stage this ${roomTypeLabel(input.roomType).toLowerCase()}. ${prompt}`,
      );
      const placements = items.map(({ item, found }) => ({
        itemId: item.itemId,
        name: found.name,
        box: { x: item.x, y: item.y, width: 0, height: 0 },
      }));
      return { ...strip(result), kind: 'photoreal' as const, placements };
    },
    async floorPlanTo3d(input) {
      const base = await local.floorPlanTo3d(input);
      const plan = await decodeForOutput(input.image, 'auto');
      const bytes = await call('floor-plan-render', input, async (signal) =>
        args.images.edit({
          image: await encodePng(plan),
          width: plan.width,
          height: plan.height,
          prompt: floorPlanRenderPrompt(base.plan.rooms.length),
          outputSize: 'auto',
          transparent: false,
          signal,
        }),
      );
      const rendered = await fitToFrame(bytes, plan);
      return {
        ...base,
        engine,
        model: config.imageModel,
        notes: [
          ...base.notes,
          `Walls, openings and rooms measured locally; the visualisation is by ${config.imageModel}.`,
        ],
        render: {
          image: await encodePng(rendered),
          mediaType: 'image/png',
          width: rendered.width,
          height: rendered.height,
        },
      };
    },
    async identifyObjects(input) {
      const frame = await encodePng(await decodeForOutput(input.image, 'auto'));
      const vision = await structured('identify-objects', input, providerVisionSchema, visionPrompt(), frame);
      const min = input.minConfidence ?? 0.2;
      return {
        engine,
        model: config.textModel,
        notes: [],
        objects: vision.objects.filter((o) => o.confidence >= min),
      };
    },
    async upscale(input) {
      const result = await local.upscale(input);
      return {
        ...result,
        notes: [...result.notes, `${label(engine)} has no upscaler here; the local upscaler was used.`],
      };
    },
  };
}
