/**
 * How a catalogue piece turns on the floor, shared by the engine (which draws it) and the compose page
 * (which previews it), so that both show the same turn. The piece's own frame: x along its width (to its
 * right), z along its depth, its front at z = -depth / 2 facing the camera when unturned. The room's
 * frame: x to the right, z away from the camera. A positive turn (radians) brings the piece's right side
 * towards the camera: seen from above with the far side up, it turns clockwise.
 */
export function turnOnFloor(x: number, z: number, turn: number): { x: number; z: number } {
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return { x: cos * x + sin * z, z: -sin * x + cos * z };
}
