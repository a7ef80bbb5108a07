import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSupabase, localSupabaseDefaults } from '@brf/supabase/session';
import { StandaloneApp } from './standalone-app.tsx';

initSupabase(localSupabaseDefaults);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
