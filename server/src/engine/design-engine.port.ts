import type {
  BackgroundOption,
  CostTier,
  Creativity,
  Difficulty,
  EngineName,
  ModelOption,
  OutputSize,
  RoomLocation,
  StyleId,
  UpscaleFactor,
} from '@roomcraft/contracts/catalogue/index';

/**
 * The design engine port: every AI operation of the product, in our own vocabulary. Operations take
 * encoded images (JPEG, PNG or WebP bytes) and options and return images (PNG bytes) and data; they
 * know nothing of HTTP, storage or the database. Each runs inside a job of the job layer.
 *
 * Every result says which engine made it (`engine`), and `fallback` says when `auto` could not use a
 * provider. Failures are `EngineError`s with stable codes (see `engine-errors.ts`).
 */
export interface DesignEngine {
  /** Palette, light, straight lines, wall/floor/ceiling estimate and detected objects of a room photo. */
  analyzeRoom(input: AnalyzeRoomInput): Promise<RoomAnalysis>;
  /** 1-6 design ideas for the room, the style and the creativity level. */
  ideate(input: IdeateInput): Promise<IdeateResult>;
  /** The room redesigned after one idea, keeping its structure (walls, windows, doors). */
  renderIdea(input: RenderIdeaInput): Promise<GeneratedImage>;
  /** The room changed by a plain-English prompt, optionally only inside a painted mask. */
  edit(input: EditInput): Promise<EditResult>;
  /** The room without detected clutter and/or the painted areas. */
  declutter(input: DeclutterInput): Promise<DeclutterResult>;
  /** Catalogue furniture added at chosen floor positions. */
  compose(input: ComposeInput): Promise<ComposeResult>;
  /** An empty room furnished for its room type and style. */
  stage(input: StageInput): Promise<ComposeResult>;
  /** Walls, openings and rooms of a floor-plan image as a 3D model, with an isometric preview. */
  floorPlanTo3d(input: FloorPlanInput): Promise<FloorPlanResult>;
  /** Objects in a room photo (COCO classes locally; open vocabulary with a provider). */
  identifyObjects(input: IdentifyObjectsInput): Promise<IdentifyObjectsResult>;
  /** A 2x or 4x larger image for HD downloads. */
  upscale(input: UpscaleInput): Promise<UpscaleResult>;
  /** Which engines this instance can use; `auto` prefers them in this order. */
  availableEngines(): EngineName[];
  /** Clutter in a photo with outlines and ids, for the declutter page's toggles (optional). */
  findClutter?(input: FindClutterInput): Promise<FindClutterResult>;
  /**
   * A picture of a catalogue piece as compose draws it (three-quarter view, soft shadow), as PNG bytes;
   * undefined for an unknown item. Optional: engines without their own renderer leave it out.
   */
  furniturePicture?(input: FurniturePictureInput): Promise<ImageBytes | undefined>;
  /**
   * Starts, ahead of any request, the work every later operation on this photo begins with (the
   * offline engine's look at the room: scene parser, detector, masks), so the first idea of an ideation
   * comes that much sooner. Resolves when done; never fails. Engines that would call a paid provider
   * leave it out: nothing is spent on speculation.
   */
  warmUp?(input: { image: ImageBytes }): Promise<void>;
}

export interface FurniturePictureInput {
  itemId: string;
  /** The design style whose colours the piece takes (default modern). */
  designStyle?: string;
  /** Square side in pixels. */
  size: number;
}

/** Encoded image bytes as read from storage or an upload: JPEG, PNG or WebP. */
export type ImageBytes = Uint8Array;

/** Progress of a long operation, for the job's progress record. */
export interface EngineProgress {
  /** Machine-readable step, e.g. `detecting-objects`, `inpainting`, `calling-provider`. */
  stage: string;
  /** 0..1 */
  fraction: number;
  message: string;
}

export interface OperationContext {
  /** Cancels the operation (job cancelled or timed out); it then fails with `engine.aborted`. */
  signal?: AbortSignal;
  onProgress?: (progress: EngineProgress) => void;
}

/** The spec's generation options (section 3). */
export interface GenerationOptions {
  /** `auto` (default) uses the first configured provider, else the local engine. */
  model?: ModelOption;
  /** Default `auto`: the photo's aspect ratio, long side at most 1024 px. */
  outputSize?: OutputSize;
  /** `transparent` applies to cut-out outputs (floor-plan previews); photos keep their background. */
  background?: BackgroundOption;
}

/** Who made a result and how honest it is about that. */
export interface Provenance {
  engine: EngineName;
  /** Model id (provider model, or `roomcraft-local-1` for the offline engine). */
  model: string;
  /** Set when the requested model option could not be used and another engine answered. */
  fallback?: { requested: ModelOption; reason: string };
  /** What the engine did or could not do, in words a user can read. */
  notes: string[];
}

export interface EncodedImage {
  image: Uint8Array;
  mediaType: 'image/png';
  width: number;
  height: number;
}

/** An image made from a room photo. */
export interface GeneratedImage extends Provenance, EncodedImage {
  /**
   * 0..1: how much of the room's edge structure (walls, windows, doors) the output keeps, comparing the
   * input (cropped to the output's frame) with the output. Stored with the image.
   */
  structureScore: number;
  /**
   * What the image actually changed, measured from its own pixels (offline engine; providers leave it
   * out). A UI or a description can be written from it without promising what the image does not show.
   */
  changes?: RenderedChange[];
}

/** One change a render made, e.g. walls painted Sage #9CAF88 over 31 % of the image. */
export interface RenderedChange {
  /** wall, floor, ceiling, textile, cabinet, facade, lawn or paving */
  surface: string;
  action: 'painted' | 'relaid' | 'recoloured';
  colour: { name: string; hex: string };
  /** For a re-laid floor: wood, tile, stone, concrete or carpet. */
  material?: string;
  /** Share of the image whose colour visibly changed for this step, 0..1. */
  share: number;
  /** How far toward the colour it went, 0..1 (below 1 when toned down to keep the structure). */
  strength: number;
  /** The change in one plain sentence. */
  summary: string;
}

export interface NormalizedBox {
  /** All 0..1 of the image width/height, from the top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedObject {
  objectName: string;
  category: 'furniture' | 'decor' | 'appliance' | 'electronics' | 'clutter' | 'person' | 'other';
  /** 0..1 */
  confidence: number;
  box: NormalizedBox;
}

export interface PaletteColour {
  hex: string;
  /** Nearest colour name a designer would use ("sage green"). */
  name: string;
  /** Fraction of the image, 0..1. */
  share: number;
  lab: [number, number, number];
}

export interface LineSegment {
  /** Endpoints, 0..1 of the image width/height. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  orientation: 'vertical' | 'horizontal' | 'receding';
}

export interface AnalyzeRoomInput extends OperationContext {
  image: ImageBytes;
  model?: ModelOption;
  /** Run the object detector too (default true). */
  detectObjects?: boolean;
}

export interface RoomAnalysis extends Provenance {
  width: number;
  height: number;
  /** Dominant colours, largest share first (k-means in CIELAB). */
  palette: PaletteColour[];
  light: {
    /** 0 (dark) .. 1 (bright) */
    level: number;
    /** -1 (cool) .. 1 (warm) */
    warmth: number;
    /** 0..1, spread of lightness */
    contrast: number;
    label: 'dim' | 'moderate' | 'bright';
    tone: 'cool' | 'neutral' | 'warm';
  };
  lines: {
    vertical: number;
    horizontal: number;
    receding: number;
    /** The longest straight lines, at most 40. */
    segments: LineSegment[];
    /** Where receding lines meet (0..1 coordinates), or null when they do not agree. */
    vanishingPoint: { x: number; y: number } | null;
    /** Eye level as a fraction of the image height (from the vanishing point, else an estimate). */
    horizonY: number;
  };
  /** Estimated surface regions, as fractions of the image area, with their mean colour. */
  regions: {
    wall: { share: number; hex: string | null };
    floor: { share: number; hex: string | null };
    ceiling: { share: number; hex: string | null };
    /** Upholstery, beds, curtains and rugs (offline engine's scene parser). */
    textile?: { share: number; hex: string | null };
    /** Cabinet fronts (offline engine's scene parser). */
    cabinet?: { share: number; hex: string | null };
    /** Building facades, in exterior photos (offline engine's scene parser). */
    facade?: { share: number; hex: string | null };
    /** Paths, patios and decks, in exterior photos (offline engine's scene parser). */
    paving?: { share: number; hex: string | null };
    /** Lawn, in exterior photos (offline engine's scene parser). */
    lawn?: { share: number; hex: string | null };
    /** Roof told apart from the facade, in exterior photos (offline engine). */
    roof?: { share: number; hex: string | null };
    /** Front and garage doors, in exterior photos (offline engine's scene parser). */
    door?: { share: number; hex: string | null };
  };
  objects: DetectedObject[];
  /** A guess from the objects (bed -> bedroom) or the provider's vision model; null when unsure. */
  roomTypeGuess: { value: string; confidence: number } | null;
}

export type PaletteRole = 'walls' | 'floor' | 'accent' | 'textile' | 'trim' | 'roof' | 'door' | 'lawn';

export interface IdeaColour {
  name: string;
  hex: string;
  role: PaletteRole;
}

/** A design idea (docs/spec §3, Idea) plus what a renderer needs to make it. */
export interface DesignIdea {
  order: number;
  title: string;
  description: string;
  /** Display name of the style ("Japanese Zen"). */
  style: string;
  styleId: StyleId;
  mood: string;
  /** At least 3 colours; the first 3 are shown. */
  colorPalette: IdeaColour[];
  estimatedCost: CostTier;
  difficulty: Difficulty;
  targetAudience: string;
  designElements: string[];
  /** Structure-preserving prompt for an image model. */
  generatedPrompt: string;
  /** -1..1 each: how the light should change. */
  lighting: { warmth: number; brightness: number };
  creativity: Creativity;
}

export interface IdeateInput extends OperationContext {
  /** The room photo; with it the ideas start from the room's own colours and light. */
  image?: ImageBytes;
  /** A previous analysis of the same photo, to skip analysing again. */
  analysis?: RoomAnalysis;
  roomType: string;
  designStyle: string;
  creativity: Creativity;
  /** 1-6 */
  numberOfIdeas: number;
  prompt?: string;
  itemsNotToChange?: string;
  roomLocation?: RoomLocation;
  customRoomLocation?: string;
  model?: ModelOption;
  /** Makes the local ideas reproducible; "more ideas like this" passes a new seed. */
  seed?: number;
}

export interface IdeateResult extends Provenance {
  ideas: DesignIdea[];
}

export interface RenderIdeaInput extends OperationContext, GenerationOptions {
  image: ImageBytes;
  idea: DesignIdea;
  /** Free text from the user ("the sofa, the artwork"); matching objects are left as they are. */
  itemsNotToChange?: string;
  roomLocation?: RoomLocation;
}

export interface EditInput extends OperationContext, GenerationOptions {
  image: ImageBytes;
  prompt: string;
  /** White (opaque) marks where to edit; black or transparent is kept. */
  mask?: ImageBytes;
  itemsNotToChange?: string;
}

/** What the edit understood of the prompt, phrase by phrase. */
export interface EditFeedback {
  understood: Array<{ phrase: string; applied: string }>;
  notUnderstood: Array<{ phrase: string; reason: string }>;
}

export interface EditResult extends GeneratedImage {
  /** Phrase by phrase; a phrase whose surface did not measurably change is listed as not understood. */
  feedback: EditFeedback;
  /** One plain sentence: "I changed the walls to sage; I did not understand or could not do 'add a piano'." */
  summary?: string;
}

export interface DeclutterInput extends OperationContext, GenerationOptions {
  image: ImageBytes;
  /** White (opaque) marks what to remove. */
  mask?: ImageBytes;
  /** Remove detected small objects (default: true when no mask is given). */
  detectClutter?: boolean;
  /**
   * Of the detected clutter (ids from `findClutter`), only these are removed; the user toggled the rest
   * off. Absent: all of it.
   */
  removeObjectIds?: string[];
  /** White (opaque) marks areas to keep even where an object or the mask covers them (the eraser brush). */
  keepMask?: ImageBytes;
}

/** A piece of clutter the user can toggle: its outline to draw on the photo. */
export interface ClutterObject extends DetectedObject {
  /** Stable for the same photo: pass it back in `removeObjectIds`. */
  id: string;
  /** The object's outline (0..1 coordinates), a closed polygon. */
  outline: Array<{ x: number; y: number }>;
}

export interface FindClutterInput extends OperationContext {
  image: ImageBytes;
}

export interface FindClutterResult {
  /** The photo's size the outlines refer to (the engine's working size). */
  width: number;
  height: number;
  objects: ClutterObject[];
}

export interface DeclutterResult extends GeneratedImage {
  removed: Array<{
    objectName: string;
    source: 'detected' | 'mask';
    confidence: number;
    box: NormalizedBox;
    /** The detected object's id (absent for the painted area). */
    id?: string;
  }>;
  /** Fraction of the image that was filled in. */
  filledShare: number;
}

export interface ComposeItem {
  /** Id from the furniture catalogue. */
  itemId: string;
  /** Where the item stands on the floor: the middle of its (unturned) front edge, 0..1 of width/height. */
  x: number;
  y: number;
  /** Size multiplier over the catalogue's real size (default 1). */
  scale?: number;
  /**
   * Turn about the vertical in degrees, clockwise as seen from above (default 0: the front faces the
   * camera; 90: it faces the left of the picture). The turn is about the footprint's centre, so (x, y) is
   * the middle of the front edge before turning; the compose page sends its preview's turn here.
   */
  rotation?: number;
}

export interface ComposeInput extends OperationContext, GenerationOptions {
  image: ImageBytes;
  items: ComposeItem[];
  /** Colours the items after this style (default: modern). */
  designStyle?: string;
}

export interface StageInput extends OperationContext, GenerationOptions {
  image: ImageBytes;
  roomType: string;
  designStyle: string;
  /** Draw the "Virtually staged" mark in the corner (default true). */
  disclosure?: boolean;
}

export interface ComposeResult extends GeneratedImage {
  /** `layout-preview`: flat catalogue drawings placed in perspective, not a photo-real render. */
  kind: 'layout-preview' | 'photoreal';
  placements: Array<{ itemId: string; name: string; box: NormalizedBox }>;
}

export interface FloorPlanInput extends OperationContext, GenerationOptions {
  image: ImageBytes;
  /** Known drawing scale; without it the model is in pixels. */
  pixelsPerMetre?: number;
  /** Default 2.7 m. */
  wallHeightMetres?: number;
}

export interface Point2 {
  x: number;
  y: number;
}

export interface FloorPlanWall {
  id: string;
  start: Point2;
  end: Point2;
  thickness: number;
  height: number;
}

export interface FloorPlanOpening {
  kind: 'door' | 'window';
  wallId: string;
  center: Point2;
  width: number;
  /** Doors whose swing arc was recognised: the hinge jamb and the unit normal of the side it opens into. */
  swing?: { hinge: Point2; opensTowards: Point2 };
}

export interface FloorPlanRoom {
  id: string;
  polygon: Point2[];
  /** Square metres when the scale is known, else square pixels. */
  area: number;
  centroid: Point2;
  /** The room's name as written on the plan (Kitchen, Bedroom 2, ...), when one was read. */
  name?: string | null;
  /** Clear width and depth written on the plan for this room, in metres, when read. */
  labelledSize?: { width: number; depth: number } | null;
}

/** A piece of text read from the plan (pixel box) and what it was taken to be. */
export interface FloorPlanLabel {
  text: string;
  kind: 'room-name' | 'dimension' | 'other';
  box: { x: number; y: number; width: number; height: number };
  confidence: number;
}

/** Where the plan's scale came from, and how well the dimension strings agreed with one another. */
export interface FloorPlanScale {
  source: 'dimensions' | 'user' | 'none';
  /** Pixels per metre estimates from single dimension strings, before outliers were dropped. */
  samples: number[];
  /** Estimates kept (within 8 % of their median). */
  agreeing: number;
  /** Largest relative deviation among the kept estimates (0.02 = 2 %). */
  spread: number;
}

/** A floor plan as a 3D model: walls extruded to `height`, rooms as floor polygons. */
export interface FloorPlanModel {
  units: 'm' | 'px';
  pixelsPerMetre: number | null;
  /** Size of the analysed plan in pixels. */
  imageWidth: number;
  imageHeight: number;
  walls: FloorPlanWall[];
  openings: FloorPlanOpening[];
  rooms: FloorPlanRoom[];
  /** Assumptions the extraction had to make, in words. */
  assumptions: string[];
  /** Text read from the plan (the local extractor always fills it; empty when reading was skipped). */
  labels?: FloorPlanLabel[];
  /** Where `pixelsPerMetre` came from (the local extractor always fills it). */
  scale?: FloorPlanScale;
}

export interface FloorPlanResult extends Provenance {
  plan: FloorPlanModel;
  /** Isometric preview of the model. */
  preview: EncodedImage;
  /** A provider's rendered visualisation, when a provider made one. */
  render?: EncodedImage;
}

export interface IdentifyObjectsInput extends OperationContext {
  image: ImageBytes;
  model?: ModelOption;
  /** Default 0.2 */
  minConfidence?: number;
}

export interface IdentifyObjectsResult extends Provenance {
  objects: DetectedObject[];
}

export interface UpscaleInput extends OperationContext {
  image: ImageBytes;
  factor: UpscaleFactor;
  /** `auto` uses ESRGAN when it fits the time budget, else Lanczos with sharpening. */
  method?: 'auto' | 'esrgan' | 'lanczos';
}

export interface UpscaleResult extends Provenance, EncodedImage {
  method: 'esrgan' | 'lanczos';
}
