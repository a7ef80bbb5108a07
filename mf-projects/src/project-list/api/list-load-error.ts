import { PROJECT_LIST_ERRORS } from '@brf/domain/projects';
import { DataError } from '@brf/supabase/data';

type Step = 'brfProfile' | 'providerProfile' | 'projects';

/**
 * spec 8 "Project list": the error a failed list read throws, logged to the console (the error
 * state itself shows the catalogue's text and a retry). A failure the backend answered is an
 * 'Error fetching ...' of the step and role; anything else (a bug, a broken response) is an
 * 'Unexpected error: ...'.
 */
export function listLoadError(error: unknown, step: Step, isProvider: boolean): Error {
  const detail = error instanceof Error ? error.message : String(error);
  const message =
    error instanceof DataError
      ? step === 'brfProfile'
        ? PROJECT_LIST_ERRORS.brfProfile(detail)
        : step === 'providerProfile'
          ? PROJECT_LIST_ERRORS.providerProfile(detail)
          : isProvider
            ? PROJECT_LIST_ERRORS.providerProjects(detail)
            : PROJECT_LIST_ERRORS.brfProjects(detail)
      : PROJECT_LIST_ERRORS.unexpected(detail);
  console.error(`[mf-projects] ${message}`);
  return new Error(message, { cause: error });
}

/** Runs a list read, turning its failure into the spec's error. */
export async function readingList<T>(step: Step, isProvider: boolean, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw listLoadError(error, step, isProvider);
  }
}
