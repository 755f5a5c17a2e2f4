/** Everything of the tracker the site uses, in one chunk (see loadTracker.ts). */
export * from '@nubiva/tracker';
export { consentMode } from '@nubiva/tracker/consent';
