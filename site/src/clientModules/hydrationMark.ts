/**
 * Client module: marks the moment React has hydrated the first page
 * (Docusaurus calls onRouteDidUpdate for the first time from the hydration
 * commit). It sets the User Timing mark `nubiva:hydrated` (read by the budgets
 * and browser tests, and available to real-user monitoring) and starts the
 * work queued with whenHydrated. Listed first among the client modules, so the
 * others' lifecycles run after it.
 */
import type { ClientModule } from '@docusaurus/types';
import { markHydrated } from '../utils/whenHydrated';

const clientModule: ClientModule = {
  onRouteDidUpdate({ previousLocation }) {
    if (previousLocation === null) markHydrated();
  },
};

export const { onRouteDidUpdate } = clientModule;
