import type { Cv } from '../image/opencv';

type Mat = InstanceType<Cv['Mat']>;

/** The shortest straight wall piece: longer than it is thick (a stub beside a door next to a corner counts). */
export function straightPieceLength(thickness: number): number {
  return Math.max(12, Math.round(thickness * 1.3));
}

/** The parts of `mask` lying in horizontal and in vertical runs at least `length` pixels long. */
export function straightRuns(
  cv: Cv,
  mask: Mat,
  length: number,
  mat: (m: Mat) => Mat,
): { horizontal: Mat; vertical: Mat } {
  const horizontal = mat(new cv.Mat());
  const vertical = mat(new cv.Mat());
  cv.morphologyEx(
    mask,
    horizontal,
    cv.MORPH_OPEN,
    cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(length, 1)),
  );
  cv.morphologyEx(
    mask,
    vertical,
    cv.MORPH_OPEN,
    cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(1, length)),
  );
  return { horizontal, vertical };
}
