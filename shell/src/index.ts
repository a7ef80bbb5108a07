import { warmUpIntlOffMainThread } from './app/intl-warm-up.ts';

warmUpIntlOffMainThread();
// Async boundary: shared modules are negotiated before the app's code runs.
import('./bootstrap.tsx');
