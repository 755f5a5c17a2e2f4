import { type CollectOptions } from './collect/handler.js';
import { type StaticSiteOptions } from './static.js';
/** The tracker's endpoint (spec 9: endpoint '/lc_t'). */
export declare const collectPath = "/lc_t";
export interface ServerOptions extends StaticSiteOptions {
    port: number;
    host?: string;
    /** Enables POST /lc_t; without it the server only serves the site. */
    collect?: CollectOptions;
    /** A POST path that reads the body and answers 200 without work (the benchmark's baseline). */
    noopPath?: string;
}
export interface RunningServer {
    url: string;
    close(): Promise<void>;
}
export declare function startServer(options: ServerOptions): Promise<RunningServer>;
