import { declaredUnusedFields, type Batch, type TrackedEvent } from './batch.js';
import { collectLimits as limits } from './limits.js';

/**
 * The tolerant reader of POST /lc_t (README "Compatibility rule"). A tracker
 * one version ahead of or behind the server must lose nothing, so a batch is
 * refused only when no usable event can be stored from it:
 *
 * - the body is no object, `events` is no list of 1 to 100 objects;
 * - an event has no usable `event` or `event_id`, or an `event_id` repeats;
 * - an identity field (`deviceId`, `sessionId`, `windowId`, `appId`,
 *   `userId`, `event_id`) has the wrong type or form, or a required one
 *   (`deviceId`, `sessionId`) is missing;
 * - a value exceeds a limit (string length, number range, map entries).
 *
 * Everything else is taken: an unknown field is kept (the rows' context),
 * a missing or null field gets its default, a field of another type than
 * expected gets the default too and its value is kept beside the unknown ones.
 */
export type ReadResult = { ok: true; value: ReadBatch } | { ok: false; hint: string };

/** What a batch carried beyond (or instead of) the fields the server knows. */
export interface BatchExtras {
  /** Unknown batch fields, as sent. */
  unknown: Record<string, unknown>;
  /** Known batch fields of another type than expected (name → value sent). */
  mistyped: Record<string, unknown>;
  /** Per event (same order as `batch.events`): its unknown and mistyped fields. */
  events: { unknown: Record<string, unknown>; mistyped: Record<string, unknown> }[];
}

/** Field names for the tolerance counters; event fields are named `events[].x`. */
export interface ToleranceNotes {
  unknown: string[];
  mistyped: string[];
  defaulted: string[];
}

export interface ReadBatch {
  /** Every known field present, defaults filled in. */
  batch: Batch;
  extras: BatchExtras;
  notes: ToleranceNotes;
}

type Kind = 'string' | 'integer' | 'boolean' | 'object' | 'stringMap';

interface Rule {
  kind: Kind;
  /** Strings: longest length; integers: largest value. */
  max?: number;
  /** Integers: smallest value. */
  min?: number;
  /** Missing (or null) refuses the batch instead of taking the default. */
  required?: boolean;
  /** A wrong type or form refuses the batch instead of taking the default. */
  identity?: boolean;
  /** Identity strings: printable ASCII without spaces. */
  idForm?: boolean;
  /** Strings: must not be empty. */
  nonEmpty?: boolean;
}

const idPattern = /^[\x21-\x7e]+$/;

const text = (max: number, extra: Partial<Rule> = {}): Rule => ({ kind: 'string', max, ...extra });
const url = text(limits.maxUrlLength);
const short = text(limits.maxTextLength);
const optionalId = text(limits.maxIdLength, { identity: true, idForm: true });
const requiredId = text(limits.maxIdLength, {
  identity: true,
  idForm: true,
  required: true,
  nonEmpty: true,
});
const integer = (min: number, max: number): Rule => ({ kind: 'integer', min, max });
const timestamp = integer(limits.minTimestampMs, limits.maxTimestampMs);

/** Typed by the tracker's own event type: a field it adds or renames fails this check. */
const eventRules: Record<keyof TrackedEvent, Rule> = {
  event: text(limits.maxEventNameLength, { required: true, identity: true, nonEmpty: true }),
  event_id: requiredId,
  params: { kind: 'object' },
  // Default: the batch's sendTs (see readEvent).
  ts: timestamp,
  url,
  prev_url: url,
  hostname: short,
  pathname: url,
  search: url,
  workspace: short,
  page_type: short,
};

type UnusedField = (typeof declaredUnusedFields)[number];

const batchRules: Record<Exclude<keyof Batch, 'events' | UnusedField>, Rule> = {
  deviceId: requiredId,
  sessionId: requiredId,
  windowId: optionalId,
  appId: optionalId,
  // Comes from the site's own user-info object (any string, '' when logged out).
  userId: text(limits.maxIdLength, { identity: true }),
  loggedIn: { kind: 'boolean' },
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
  custom: { kind: 'object' },
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
  ugCustom: { kind: 'stringMap' },
  // Default: the time the server received the batch.
  sendTs: timestamp,
};

const unusedFields = new Set<string>(declaredUnusedFields);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const defaults: Record<Kind, () => unknown> = {
  string: () => '',
  integer: () => 0,
  boolean: () => false,
  object: () => ({}),
  stringMap: () => ({}),
};

function hasKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
    case 'stringMap':
      return isPlainObject(value);
  }
}

const kindName: Record<Kind, string> = {
  string: 'a string',
  integer: 'a number',
  boolean: 'true or false',
  object: 'an object',
  stringMap: 'an object of strings',
};

/** Limits of a value that has the right type; a problem refuses the batch. */
function limitProblem(value: unknown, rule: Rule, name: string): string | null {
  if (rule.kind === 'string') {
    const string = value as string;
    if (rule.nonEmpty && string.length === 0) return `${name} must not be empty`;
    if (string.length > (rule.max ?? Infinity)) {
      return `${name} is longer than ${rule.max} characters`;
    }
    if (rule.idForm && string.length > 0 && !idPattern.test(string)) {
      return `${name} must be printable ASCII without spaces`;
    }
  } else if (rule.kind === 'integer') {
    const number = value as number;
    const min = rule.min ?? -Infinity;
    const max = rule.max ?? Infinity;
    if (!Number.isInteger(number) || number < min || number > max) {
      return `${name} must be an integer from ${min} to ${max}`;
    }
  }
  return null;
}

/** Collects what one object (the batch or an event) carried beyond its rules. */
class ObjectReader {
  readonly unknown: [string, unknown][] = [];
  readonly mistyped: [string, unknown][] = [];
  problem: string | null = null;

  constructor(
    private readonly notes: ToleranceNotes,
    /** Prefix of hints ("events[3].") and of note names ("events[]."). */
    private readonly hintPrefix: string,
    private readonly notePrefix: string,
  ) {}

  /** Reads every rule's field into `out`; returns false once the batch is refused. */
  read(
    source: Record<string, unknown>,
    rules: Record<string, Rule>,
    out: Record<string, unknown>,
    skip: ReadonlySet<string> = new Set(),
  ): boolean {
    for (const [key, rule] of Object.entries(rules)) {
      const value = this.field(source[key], rule, key);
      if (this.problem !== null) return false;
      out[key] = value;
    }
    // Object.hasOwn, not `in`: "__proto__" and "constructor" are in every object.
    for (const [key, value] of Object.entries(source)) {
      if (Object.hasOwn(rules, key) || skip.has(key)) continue;
      this.unknown.push([key, value]);
      this.notes.unknown.push(this.notePrefix + key);
    }
    return true;
  }

  private field(value: unknown, rule: Rule, key: string): unknown {
    const name = this.hintPrefix + key;
    if (value === undefined || value === null) {
      if (rule.required) {
        this.problem = `missing field ${name}`;
        return undefined;
      }
      this.notes.defaulted.push(this.notePrefix + key);
      return defaults[rule.kind]();
    }
    if (!hasKind(value, rule.kind)) {
      if (rule.identity) {
        this.problem = `${name} must be ${kindName[rule.kind]}`;
        return undefined;
      }
      this.mistyped.push([key, value]);
      this.notes.mistyped.push(this.notePrefix + key);
      return defaults[rule.kind]();
    }
    if (rule.kind === 'stringMap') return this.stringMap(value as Record<string, unknown>, key);
    this.problem = limitProblem(value, rule, name);
    return value;
  }

  /** ugCustom: limits refuse; an entry that is not a string is kept as mistyped. */
  private stringMap(value: Record<string, unknown>, key: string): Record<string, string> {
    const name = this.hintPrefix + key;
    const entries = Object.entries(value);
    if (entries.length > limits.maxUgCustomEntries) {
      this.problem = `${name} has more than ${limits.maxUgCustomEntries} entries`;
      return {};
    }
    const strings: [string, string][] = [];
    for (const [entryKey, entry] of entries) {
      if (entryKey.length === 0 || entryKey.length > limits.maxIdLength) {
        this.problem = `${name} keys must have 1 to ${limits.maxIdLength} characters`;
        return {};
      }
      if (typeof entry !== 'string') {
        this.mistyped.push([`${key}.${entryKey}`, entry]);
        this.notes.mistyped.push(`${this.notePrefix}${key}.*`);
        continue;
      }
      if (entry.length > limits.maxTextLength) {
        this.problem = `${name}.${entryKey} is longer than ${limits.maxTextLength} characters`;
        return {};
      }
      strings.push([entryKey, entry]);
    }
    // fromEntries defines own properties: a "__proto__" key stays data.
    return Object.fromEntries(strings);
  }
}

/**
 * Reads a parsed JSON body as a tracker batch. The hint of a refusal names
 * the first offending field, e.g. "events[3].event_id must not be empty".
 * `receivedAt` is the default of a missing sendTs.
 */
export function readBatch(body: unknown, receivedAt: number): ReadResult {
  if (!isPlainObject(body)) return { ok: false, hint: 'the body must be a JSON object' };
  const events = body.events;
  if (events === undefined || events === null) return { ok: false, hint: 'missing field events' };
  if (!Array.isArray(events)) return { ok: false, hint: 'events must be a list' };
  if (events.length === 0) return { ok: false, hint: 'events must not be empty' };
  if (events.length > limits.maxEventsPerBatch) {
    return { ok: false, hint: `events has more than ${limits.maxEventsPerBatch} entries` };
  }
  const notes: ToleranceNotes = { unknown: [], mistyped: [], defaulted: [] };
  const batchReader = new ObjectReader(notes, '', '');
  const batch: Record<string, unknown> = {};
  // The declared-but-unused fields are never read, never stored.
  const skip = new Set([...unusedFields, 'events']);
  if (!batchReader.read(body, batchRules, batch, skip)) {
    return { ok: false, hint: batchReader.problem ?? 'invalid batch' };
  }
  if (!hasKind(body.sendTs, 'integer')) batch.sendTs = receivedAt;

  const readEvents: Record<string, unknown>[] = [];
  const eventExtras: BatchExtras['events'] = [];
  const seen = new Set<string>();
  for (const [index, event] of events.entries()) {
    const name = `events[${index}]`;
    if (!isPlainObject(event)) return { ok: false, hint: `${name} must be an object` };
    const reader = new ObjectReader(notes, `${name}.`, 'events[].');
    const out: Record<string, unknown> = {};
    if (!reader.read(event, eventRules, out)) {
      return { ok: false, hint: reader.problem ?? `invalid ${name}` };
    }
    if (!hasKind(event.ts, 'integer')) out.ts = batch.sendTs;
    const eventId = out.event_id as string;
    if (seen.has(eventId)) return { ok: false, hint: `${name}.event_id repeats within the batch` };
    seen.add(eventId);
    readEvents.push(out);
    eventExtras.push({
      unknown: Object.fromEntries(reader.unknown),
      mistyped: Object.fromEntries(reader.mistyped),
    });
  }
  batch.events = readEvents;
  return {
    ok: true,
    value: {
      batch: batch as unknown as Batch,
      extras: {
        unknown: Object.fromEntries(batchReader.unknown),
        mistyped: Object.fromEntries(batchReader.mistyped),
        events: eventExtras,
      },
      notes,
    },
  };
}
