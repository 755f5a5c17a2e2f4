import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_PARAMS } from '../src/constants.js';
import { fakeServer, settle, startTracker } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;

async function payloadAt(url: string) {
  history.replaceState(null, '', url);
  const server = fakeServer();
  const tracker = startTracker();
  tracker.report('view');
  await settle();
  tracker.destroy();
  return server.batches[0]!;
}

describe('campaign params', () => {
  it('reads every tracked parameter into its camel-cased payload field', async () => {
    const query = CAMPAIGN_PARAMS.map((name) => `${name}=v_${name}`).join('&');
    const payload = await payloadAt(`/de/?${query}`);
    expect(payload).toMatchObject({
      utmSource: 'v_utm_source',
      utmMedium: 'v_utm_medium',
      utmCampaign: 'v_utm_campaign',
      utmContent: 'v_utm_content',
      utmTerm: 'v_utm_term',
      gclid: 'v_gclid',
      gadSource: 'v_gad_source',
      gclsrc: 'v_gclsrc',
      dclid: 'v_dclid',
      gbraid: 'v_gbraid',
      wbraid: 'v_wbraid',
      fbclid: 'v_fbclid',
      msclkid: 'v_msclkid',
      twclid: 'v_twclid',
      liFatId: 'v_li_fat_id',
      mcCid: 'v_mc_cid',
      igshid: 'v_igshid',
      ttclid: 'v_ttclid',
      rdtCid: 'v_rdt_cid',
      ref: 'v_ref',
      lcT: 'v_lc_t',
    });
  });

  it('stores them for one day; the first touch wins while valid (allowUgOverride false)', async () => {
    await payloadAt('/de/?utm_source=first');
    expect((await payloadAt('/de/?utm_source=second')).utmSource).toBe('first');
    expect((await payloadAt('/de/')).utmSource).toBe('first');
    vi.setSystemTime(Date.now() + DAY);
    expect((await payloadAt('/de/')).utmSource).toBe('');
    expect((await payloadAt('/de/?utm_source=third')).utmSource).toBe('third');
  });

  it('with allowUgOverride new params replace stored ones', async () => {
    await payloadAt('/de/?utm_source=first');
    history.replaceState(null, '', '/de/?utm_source=second');
    const server = fakeServer();
    startTracker({ allowUgOverride: true }).report('v');
    await settle();
    expect(server.batches[0]!.utmSource).toBe('second');
  });

  it('logs "Failed to parse cached UG params" for a corrupt stored value and goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('nubiva_ug_1', '{broken');
    history.replaceState(null, '', '/de/?utm_medium=mail');
    const server = fakeServer();
    startTracker({ logLevel: 3 }).report('v');
    await settle();
    expect(error).toHaveBeenCalledWith(
      '[tracker]',
      'Failed to parse cached UG params',
      expect.any(SyntaxError),
    );
    expect(server.batches[0]!.utmMedium).toBe('mail');
  });

  it.each([
    ['d_post-1', 'devto', 'post-1'],
    ['m_x', 'medium', 'x'],
    ['s_x', 'substack', 'x'],
    ['z_x', 'zenn', 'x'],
    ['q_x', 'qiita', 'x'],
    ['n_x', 'note', 'x'],
    ['hn_launch', 'hn', 'launch'],
  ])('splits lc_t=%s into source %s and content %s', async (lcT, source, content) => {
    expect(await payloadAt(`/de/?lc_t=${lcT}`)).toMatchObject({
      utmSource: source,
      utmContent: content,
    });
  });

  it('lc_t fills utmSource and utmContent when absent, not when present', async () => {
    expect(await payloadAt('/de/?lc_t=d_post')).toMatchObject({
      lcT: 'd_post',
      utmSource: 'devto',
      utmContent: 'post',
    });
    localStorage.clear();
    expect(await payloadAt('/de/?lc_t=d_post&utm_source=x')).toMatchObject({
      utmSource: 'x',
      utmContent: 'post',
    });
  });

  it('rdt_cid comes from a stored blog_source when the URL has none', async () => {
    localStorage.setItem('blog_source', 'reddit-42');
    expect((await payloadAt('/de/')).rdtCid).toBe('reddit-42');
  });
});
