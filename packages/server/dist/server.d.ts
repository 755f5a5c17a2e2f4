import { type StaticSiteOptions } from './static.js';
export interface ServerOptions extends StaticSiteOptions {
    port: number;
    host?: string;
}
export interface RunningServer {
    url: string;
    close(): Promise<void>;
}
export declare function startServer(options: ServerOptions): Promise<RunningServer>;
