import { describe, expect, it, vi } from 'vitest';
import type { TrackerPlugin } from '../src/types.js';
import { fakeServer, newTracker, settle, startTracker } from './helpers.js';

const plugin = (name: string, setup = vi.fn()): TrackerPlugin & { teardown: () => void } => ({
  name,
  setup,
  teardown: vi.fn(),
});

describe('init validation', () => {
  it.each([
    ['no options', undefined],
    ['not an object', 'x'],
    ['empty appId', { appId: '', endpoint: '/lc_t' }],
    ['missing endpoint', { appId: '1' }],
    ['null endpoint', { appId: '1', endpoint: null }],
  ])('refuses %s with "Init options is invalid"', (_, options) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = newTracker();
    expect(tracker.init(options as never)).toBe(false);
    expect(error.mock.calls[0]?.slice(0, 2)).toEqual(['[tracker]', 'Init options is invalid']);
  });

  it('accepts an empty endpoint (log only) and warns on a second init', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tracker = newTracker();
    expect(tracker.init({ appId: '1', endpoint: '', logLevel: 2 })).toBe(true);
    expect(tracker.init({ appId: '1', endpoint: '' })).toBe(false);
    expect(warn).toHaveBeenCalledWith('[tracker]', 'Tracker is already inited');
  });

  it('logs "Tracker is not inited" for calls before init', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    newTracker().start();
    expect(error).toHaveBeenCalledWith('[tracker]', 'Tracker is not inited');
  });

  it('rejects an empty event name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    const tracker = startTracker({ logLevel: 3 });
    tracker.report('');
    expect(error).toHaveBeenCalledWith('[tracker]', 'Event name cannot be empty');
    return settle().then(() => expect(server.batches).toHaveLength(0));
  });
});

describe('updateConfig (editable fields)', () => {
  it.each([
    'appId',
    'ugParamsExpireTime',
    'allowUgOverride',
    'autoStart',
    'networkTimeout',
    'emitLogEventOnAllLevel',
    'extractBizParams',
  ])('refuses %s with "Invalid SDK config"', (key) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = startTracker({ logLevel: 3 });
    expect(tracker.updateConfig({ [key]: 1 } as never)).toBe(false);
    expect(error).toHaveBeenCalledWith('[tracker]', 'Invalid SDK config', { [key]: 1 });
  });

  it('applies editable fields (here: the endpoint and custom data)', async () => {
    const server = fakeServer();
    const tracker = startTracker();
    expect(tracker.updateConfig({ endpoint: '/other', custom: { team: 'docs' } })).toBe(true);
    tracker.report('click');
    await settle();
    expect(server.fetchMock.mock.calls[0]?.[0]).toBe('/other');
    expect(server.batches[0]?.custom).toEqual({ team: 'docs' });
  });
});

describe('plugins', () => {
  it('registering a plugin name twice throws an error naming it', () => {
    const tracker = startTracker();
    tracker.registerPlugin(plugin('page'));
    expect(() => tracker.registerPlugin(plugin('page'))).toThrow(
      'Plugin page is already registered',
    );
  });

  it('a plugin failing to load empties the plugin list and logs "Failed to load plugins"', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = plugin('good');
    const bad = plugin(
      'bad',
      vi.fn(() => {
        throw new Error('boom');
      }),
    );
    const tracker = newTracker();
    tracker.init({ appId: '1', endpoint: '/lc_t', plugins: [good, bad] });
    expect(error).toHaveBeenCalledWith('[tracker]', 'Failed to load plugins', expect.any(Error));
    expect(good.teardown).toHaveBeenCalled();
    // The list is empty: the same name can be registered again.
    expect(() => tracker.registerPlugin(plugin('good'))).not.toThrow();
  });

  it('destroy tears plugins down and allows a new init', () => {
    const first = plugin('p');
    const tracker = startTracker({ plugins: [first] });
    tracker.destroy();
    expect(first.teardown).toHaveBeenCalled();
    expect(tracker.init({ appId: '1', endpoint: '/lc_t' })).toBe(true);
  });

  it('a plugin failing on a signal is logged as "Plugin … failed"; the others still hear it and events still go out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeServer();
    const heard: string[] = [];
    const broken: TrackerPlugin = {
      name: 'broken',
      setup: () => {},
      onSignal: () => {
        throw new Error('boom');
      },
    };
    const listener: TrackerPlugin = {
      name: 'listener',
      setup: () => {},
      onSignal: (signal) => void heard.push(signal.type),
    };
    const tracker = startTracker({ logLevel: 2, plugins: [broken, listener] });
    tracker.report('a');
    await settle();
    expect(warn).toHaveBeenCalledWith('[tracker]', 'Plugin broken failed', expect.any(Error));
    expect(heard).toContain('START');
    expect(server.names()).toEqual(['a']);
  });

  it('hands errors to plugins as LOG signals, all levels only with emitLogEventOnAllLevel', () => {
    const seen: string[] = [];
    const listener: TrackerPlugin = {
      name: 'logs',
      setup: () => {},
      onSignal: (signal) => {
        if (signal.type === 'LOG') seen.push(signal.message);
      },
    };
    const tracker = startTracker({ plugins: [listener] });
    tracker.init({ appId: '1', endpoint: '' });
    tracker.report('');
    expect(seen).toEqual(['Event name cannot be empty']);
    const all = newTracker();
    const seenAll: string[] = [];
    all.init({
      appId: '1',
      endpoint: '',
      logLevel: 4,
      emitLogEventOnAllLevel: true,
      plugins: [{ ...listener, onSignal: (s) => s.type === 'LOG' && void seenAll.push(s.message) }],
    });
    all.init({ appId: '1', endpoint: '' });
    expect(seenAll).toContain('Tracker is already inited');
  });
});
