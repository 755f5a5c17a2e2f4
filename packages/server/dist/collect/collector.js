import { openSink } from '../storage/open-sink.js';
import { startRetention } from '../storage/retention.js';
import { RateLimiter } from './rate-limit.js';
/** Opens the configured sink, starts retention and the rate limiter. */
export async function createCollector(config) {
    const sink = await openSink(config.sink);
    const retention = startRetention(sink, config.retentionDays);
    const rateLimiter = new RateLimiter(config.rateLimitPerMinute);
    return {
        sink,
        rateLimiter,
        allowedOrigins: config.allowedOrigins,
        trustProxy: config.trustProxy,
        close: async () => {
            retention.stop();
            rateLimiter.stop();
            await retention.firstRun;
            await sink.close();
        },
    };
}
//# sourceMappingURL=collector.js.map