import { useState } from 'react';
import { serverWords } from '../shared/error-message.ts';

export type RequestState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success' }
  | { status: 'error'; message: string };

/** One password request to the auth server; a failure shows the server's message, else `failed`. */
export function usePasswordRequest(failed: string) {
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const run = async (request: () => Promise<void>): Promise<boolean> => {
    setState({ status: 'pending' });
    try {
      await request();
      setState({ status: 'success' });
      return true;
    } catch (caught) {
      setState({ status: 'error', message: serverWords(caught) ?? failed });
      return false;
    }
  };
  return { state, run };
}
