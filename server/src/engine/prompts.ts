/**
 * Prompt text shared by the engines. Image models drift: they move windows, widen rooms and invent
 * doors. Every generation prompt ends with the same structure-preserving instructions.
 */
export const structurePromptSuffix =
  'Keep the exact room geometry and camera: same walls, windows, doors, ceiling height, floor outline, ' +
  'perspective and framing. Do not add, remove or move windows, doors or walls. Photorealistic interior photograph.';

export function editPrompt(userPrompt: string, options: { masked: boolean; keep?: string }): string {
  return [
    `Edit this room photo: ${userPrompt.trim()}.`,
    options.masked ? 'Change only the masked area; leave everything else exactly as it is.' : '',
    options.keep?.trim() ? `Do not change: ${options.keep.trim()}.` : '',
    structurePromptSuffix,
  ]
    .filter(Boolean)
    .join(' ');
}

export function declutterPrompt(options: { masked: boolean; objects: string[] }): string {
  return [
    'Remove clutter from this room photo',
    options.objects.length > 0 ? `(${options.objects.join(', ')})` : '',
    options.masked
      ? 'inside the masked area only, filling it with the surface behind it.'
      : 'and fill with the surfaces behind.',
    'Keep all furniture, fixtures and decor that are not clutter.',
    structurePromptSuffix,
  ]
    .filter(Boolean)
    .join(' ');
}

export function composePrompt(items: Array<{ name: string; where: string }>, style: string): string {
  const list = items.map((item) => `a ${item.name.toLowerCase()} ${item.where}`).join('; ');
  return `Add furniture to this room in ${style} style: ${list}. Match the room's light, perspective and shadows. ${structurePromptSuffix}`;
}

export function floorPlanRenderPrompt(rooms: number): string {
  return (
    `Render this architectural floor plan as a clean 3D isometric cutaway model with ${rooms} rooms, ` +
    'light wood floors, white walls at full height, and simple furniture. Follow the plan exactly: same walls, ' +
    'openings and room shapes. No text.'
  );
}
