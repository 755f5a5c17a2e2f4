const dayMs = 24 * 60 * 60 * 1000;
/**
 * Deletes events received more than `days` ago, now and then every hour.
 * Failures are logged and retried at the next run; they never stop the server.
 */
export function startRetention(sink, days, everyMs = 60 * 60 * 1000) {
    const run = async () => {
        try {
            await sink.deleteReceivedBefore(Date.now() - days * dayMs);
        }
        catch (error) {
            console.error('retention: deleting old events failed', error);
        }
    };
    const first = run();
    const timer = setInterval(() => void run(), everyMs);
    timer.unref();
    return {
        firstRun: first,
        stop: () => clearInterval(timer),
    };
}
//# sourceMappingURL=retention.js.map