import { ClickHouseSink } from './clickhouse.js';
import { SqliteSink } from './sqlite.js';
export async function openSink(config) {
    if (config.kind === 'sqlite')
        return new SqliteSink(config.file, config.sync);
    return ClickHouseSink.open(config);
}
//# sourceMappingURL=open-sink.js.map