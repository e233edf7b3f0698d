import type { DesignEngine } from '../design-engine.port';
import { throwIfAborted } from '../engine-errors';
import { decodeForOutput, decodeImage } from '../image/raster';
import { analyzeRoomLocally, warmUpLocally } from './analyze';
import { createCpuLane } from './cpu-lane';
import { composeLocally, stageLocally } from './compose';
import { declutterLocally, findClutterLocally } from './declutter';
import { editLocally } from './edit';
import { extractFloorPlan } from './floor-plan';
import { furniturePicture } from './furniture-catalogue';
import { renderFloorPlanPreview } from './floor-plan-preview';
import { ideateLocally } from './ideate';
import { localModelId, progress } from './local-common';
import { detectObjects } from './object-detector';
import { renderIdeaLocally } from './render';
import { readSceneParserModel } from './scene-parser';
import { upscaleLocally } from './upscale';

/**
 * The offline engine: no keys, no network, weights shipped in npm packages. It is a fast preview
 * engine that never invents structure: renders recolour and relight the photo, compose draws catalogue
 * furniture as a labelled layout preview.
 */
export function createLocalEngine(): DesignEngine {
  // Checked now, not at the first render: a missing or altered scene-parser model stops the server at
  // start-up with the file's name, instead of failing every idea later.
  readSceneParserModel();
  // Image work queues in one lane per process (see cpu-lane.ts); ideate only writes text.
  const lane = createCpuLane();
  return {
    availableEngines: () => ['local'],
    analyzeRoom: (input) => lane(() => analyzeRoomLocally(input), input.signal),
    // The ideation's own analysis and renders of the same working image find this done (or in progress).
    warmUp: (input) =>
      lane(() => warmUpLocally(input.image)).then(
        () => undefined,
        () => undefined,
      ),
    async ideate(input) {
      progress(input, 'analyzing-image', 0.1, 'Looking at the room');
      const analysis =
        input.analysis ??
        (input.image ? await analyzeRoomLocally({ image: input.image, signal: input.signal }) : undefined);
      throwIfAborted(input.signal);
      progress(input, 'generating-ideas', 0.7, 'Putting ideas together');
      const exterior =
        input.roomLocation === 'exterior' || analysis?.notes.some((n) => n.includes('exterior'));
      const { ideas, notes } = ideateLocally({ ...input, exterior, analysis });
      progress(input, 'done', 1, 'Done');
      return { engine: 'local', model: localModelId, notes, ideas };
    },
    renderIdea: (input) => lane(() => renderIdeaLocally(input), input.signal),
    edit: (input) => lane(() => editLocally(input), input.signal),
    declutter: (input) => lane(() => declutterLocally(input), input.signal),
    compose: (input) => lane(() => composeLocally(input), input.signal),
    stage: (input) => lane(() => stageLocally(input), input.signal),
    async floorPlanTo3d(input) {
      progress(input, 'preparing', 0.05, 'Reading the plan');
      const image = await decodeImage(input.image, { maxSide: 1600 });
      throwIfAborted(input.signal);
      progress(input, 'extracting', 0.2, 'Finding walls, openings and rooms');
      const plan = await extractFloorPlan(image, {
        pixelsPerMetre: input.pixelsPerMetre,
        wallHeightMetres: input.wallHeightMetres,
      });
      throwIfAborted(input.signal);
      progress(input, 'rendering', 0.7, 'Drawing the 3D preview');
      const preview = await renderFloorPlanPreview(plan, { transparent: input.background === 'transparent' });
      progress(input, 'done', 1, 'Done');
      const notes = [...plan.assumptions];
      if (plan.rooms.length === 0)
        notes.push('No closed rooms were found: is this a floor plan with walls drawn in dark lines?');
      return { engine: 'local', model: localModelId, notes, plan, preview };
    },
    async identifyObjects(input) {
      const image = await decodeForOutput(input.image, 'auto');
      const objects = await detectObjects(image, { minConfidence: input.minConfidence ?? 0.2 });
      return { engine: 'local', model: `${localModelId} (COCO CenterNet)`, notes: [], objects };
    },
    upscale: upscaleLocally,
    furniturePicture,
    findClutter: findClutterLocally,
  };
}
