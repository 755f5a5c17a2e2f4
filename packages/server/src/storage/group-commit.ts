/**
 * Collects the rows of requests that arrive in the same event-loop turn and
 * writes them in one transaction: one fsync (or one ClickHouse insert) for
 * many batches, and each caller still learns its own result only after the
 * write is durable.
 */
export class GroupCommit<Row, Result> {
  private pending: {
    rows: readonly Row[];
    resolve: (r: Result) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private scheduled = false;

  constructor(
    private readonly write: (groups: readonly (readonly Row[])[]) => Promise<Result[]> | Result[],
  ) {}

  submit(rows: readonly Row[]): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.pending.push({ rows, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    this.scheduled = false;
    try {
      const results = await this.write(group.map((entry) => entry.rows));
      group.forEach((entry, index) => entry.resolve(results[index] as Result));
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
  }
}
