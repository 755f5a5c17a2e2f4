/**
 * The batch payload of spec section 3 as the server accepts it, field by
 * field, with the tracker's per-event `event_id` (packages/tracker/src/types.ts).
 */
export interface TrackedEvent {
  event: string;
  params: Record<string, unknown>;
  ts: number;
  url: string;
  prev_url: string;
  hostname: string;
  pathname: string;
  search: string;
  workspace: string;
  page_type: string;
  event_id: string;
}

export interface Batch {
  deviceId: string;
  sessionId: string;
  windowId: string;
  userId: string;
  loggedIn: boolean;
  browser: string;
  browserVersion: string;
  platform: string;
  platformModel: string;
  osName: string;
  osVersion: string;
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  language: string;
  tzOffset: number;
  appVersion: string;
  referrer: string;
  deviceReferrer: string;
  sessionReferrer: string;
  custom: Record<string, unknown>;
  appId: string;
  sdkVersion: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmContent: string;
  utmTerm: string;
  gclid: string;
  gadSource: string;
  gclsrc: string;
  dclid: string;
  gbraid: string;
  wbraid: string;
  fbclid: string;
  msclkid: string;
  twclid: string;
  liFatId: string;
  mcCid: string;
  igshid: string;
  ttclid: string;
  rdtCid: string;
  ref: string;
  lcT: string;
  ugCustom: Record<string, string>;
  sendTs: number;
  events: TrackedEvent[];
}

/** Fields the spec declares but the site never fills; accepted, never stored. */
export const declaredUnusedFields = [
  'ip',
  'country',
  'city',
  'subdivision',
  'userName',
  'userEmail',
  'userIsNew',
] as const;

/** Campaign fields of the payload, in the tracker's order. */
export const campaignFields = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'gclid',
  'gadSource',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'twclid',
  'liFatId',
  'mcCid',
  'igshid',
  'ttclid',
  'rdtCid',
  'ref',
  'lcT',
] as const satisfies readonly (keyof Batch)[];
