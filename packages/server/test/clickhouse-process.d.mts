export declare const clickhouseBinary: string;
export declare function freePort(): Promise<number>;

export interface LocalClickHouse {
  url: string;
  port: number;
  /** Kills the server (SIGKILL by default); its data stays for start(). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same data and port; resolves once it answers /ping. */
  start(): Promise<void>;
  /** Stops the process (SIGSTOP): it keeps its port and answers nothing, like a hung server. */
  pause(): void;
  /** Continues a paused process (SIGCONT). */
  resume(): void;
  /** Whether the process runs (it may not answer yet). */
  readonly running: boolean;
  /** Terminates it and removes its data. */
  stop(): Promise<void>;
}

/** Starts a throwaway ClickHouse on loopback with every path in a temp dir. */
export declare function startClickHouse(): Promise<LocalClickHouse>;
