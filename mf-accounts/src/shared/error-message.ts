/** The provider's message of an error-like value, or undefined. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message !== 'string' || !message.trim()) return undefined;
    // supabase-js makes the body its message when a failed answer has no words ('{}'): not for people
    return /^\s*[[{]/.test(message) ? undefined : message;
  }
  return undefined;
}
