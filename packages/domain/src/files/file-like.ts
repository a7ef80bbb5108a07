/** The parts of a browser File that validation needs (a File satisfies it). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export const MB = 1024 * 1024;
