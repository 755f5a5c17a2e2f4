import { declaredUnusedFields, type Batch, type TrackedEvent } from './batch.js';
import { collectLimits as limits } from './limits.js';

export type Validation<T> = { ok: true; value: T } | { ok: false; hint: string };

type Check = (value: unknown, name: string) => string | null;

const idPattern = /^[\x21-\x7e]+$/;

const text =
  (max: number, { nonEmpty = false } = {}): Check =>
  (value, name) => {
    if (typeof value !== 'string') return `${name} must be a string`;
    if (nonEmpty && value.length === 0) return `${name} must not be empty`;
    if (value.length > max) return `${name} is longer than ${max} characters`;
    return null;
  };

const id =
  ({ nonEmpty = true } = {}): Check =>
  (value, name) => {
    const problem = text(limits.maxIdLength, { nonEmpty })(value, name);
    if (problem) return problem;
    if ((value as string).length > 0 && !idPattern.test(value as string)) {
      return `${name} must be printable ASCII without spaces`;
    }
    return null;
  };

const integer =
  (min: number, max: number): Check =>
  (value, name) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${name} must be an integer from ${min} to ${max}`;

const timestamp = integer(limits.minTimestampMs, limits.maxTimestampMs);

const boolean: Check = (value, name) =>
  typeof value === 'boolean' ? null : `${name} must be true or false`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const object: Check = (value, name) => (isPlainObject(value) ? null : `${name} must be an object`);

const stringMap: Check = (value, name) => {
  if (!isPlainObject(value)) return `${name} must be an object of strings`;
  const entries = Object.entries(value);
  if (entries.length > limits.maxUgCustomEntries) {
    return `${name} has more than ${limits.maxUgCustomEntries} entries`;
  }
  for (const [key, entry] of entries) {
    if (key.length === 0 || key.length > limits.maxIdLength) {
      return `${name} keys must have 1 to ${limits.maxIdLength} characters`;
    }
    const problem = text(limits.maxTextLength)(entry, `${name}.${key}`);
    if (problem) return problem;
  }
  return null;
};

const optional =
  (check: Check): Check =>
  (value, name) =>
    value === undefined || value === null ? null : check(value, name);

const url = text(limits.maxUrlLength);
const short = text(limits.maxTextLength);

const eventFields: Record<keyof TrackedEvent, Check> = {
  event: text(limits.maxEventNameLength, { nonEmpty: true }),
  params: object,
  ts: timestamp,
  url,
  prev_url: url,
  hostname: short,
  pathname: url,
  search: url,
  workspace: short,
  page_type: short,
  event_id: id(),
};

const batchFields: Record<
  Exclude<keyof Batch, 'events' | (typeof declaredUnusedFields)[number]>,
  Check
> = {
  deviceId: id(),
  sessionId: id(),
  windowId: id(),
  // Comes from the site's own user-info object (any string, '' when logged out).
  userId: text(limits.maxIdLength),
  loggedIn: boolean,
  browser: short,
  browserVersion: short,
  platform: short,
  platformModel: short,
  osName: short,
  osVersion: short,
  userAgent: short,
  screenWidth: integer(0, limits.maxScreenPixels),
  screenHeight: integer(0, limits.maxScreenPixels),
  language: short,
  tzOffset: integer(-limits.maxTzOffsetMinutes, limits.maxTzOffsetMinutes),
  appVersion: short,
  referrer: url,
  deviceReferrer: url,
  sessionReferrer: url,
  custom: object,
  appId: id(),
  sdkVersion: short,
  utmSource: short,
  utmMedium: short,
  utmCampaign: short,
  utmContent: short,
  utmTerm: short,
  gclid: short,
  gadSource: short,
  gclsrc: short,
  dclid: short,
  gbraid: short,
  wbraid: short,
  fbclid: short,
  msclkid: short,
  twclid: short,
  liFatId: short,
  mcCid: short,
  igshid: short,
  ttclid: short,
  rdtCid: short,
  ref: short,
  lcT: short,
  ugCustom: stringMap,
  sendTs: timestamp,
};

const unusedFields: Record<(typeof declaredUnusedFields)[number], Check> = {
  ip: optional(short),
  country: optional(short),
  city: optional(short),
  subdivision: optional(short),
  userName: optional(short),
  userEmail: optional(short),
  userIsNew: optional(boolean),
};

/** Checks every field of an object against `fields`; unknown keys are errors. */
function checkFields(
  value: Record<string, unknown>,
  fields: Record<string, Check>,
  prefix: string,
  optionalFields: Record<string, Check> = {},
): string | null {
  for (const key of Object.keys(value)) {
    // Object.hasOwn, not `in`: "__proto__" and "constructor" are in every object.
    if (!Object.hasOwn(fields, key) && !Object.hasOwn(optionalFields, key)) {
      return `unknown field ${prefix}${key}`;
    }
  }
  for (const [key, check] of Object.entries(fields)) {
    if (!Object.hasOwn(value, key)) return `missing field ${prefix}${key}`;
    const problem = check(value[key], prefix + key);
    if (problem) return problem;
  }
  for (const [key, check] of Object.entries(optionalFields)) {
    const problem = check(value[key], prefix + key);
    if (problem) return problem;
  }
  return null;
}

/**
 * Validates a parsed JSON body as a tracker batch. The hint names the first
 * offending field, e.g. "events[3].ts must be an integer from … to …".
 */
export function validateBatch(body: unknown): Validation<Batch> {
  if (!isPlainObject(body)) return { ok: false, hint: 'the body must be a JSON object' };
  // `events` is checked below, element by element.
  const problem = checkFields(body, { ...batchFields, events: () => null }, '', unusedFields);
  if (problem) return { ok: false, hint: problem };

  const events = body.events;
  if (!Array.isArray(events)) return { ok: false, hint: 'events must be a list' };
  if (events.length === 0) return { ok: false, hint: 'events must not be empty' };
  if (events.length > limits.maxEventsPerBatch) {
    return { ok: false, hint: `events has more than ${limits.maxEventsPerBatch} entries` };
  }
  const seen = new Set<string>();
  for (const [index, event] of events.entries()) {
    const name = `events[${index}]`;
    if (!isPlainObject(event)) return { ok: false, hint: `${name} must be an object` };
    const eventProblem = checkFields(event, eventFields, `${name}.`);
    if (eventProblem) return { ok: false, hint: eventProblem };
    const eventId = event.event_id as string;
    if (seen.has(eventId)) return { ok: false, hint: `${name}.event_id repeats within the batch` };
    seen.add(eventId);
  }
  return { ok: true, value: body as unknown as Batch };
}
