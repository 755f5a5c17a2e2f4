/**
 * Platform facts: the single source for every number, name and limit the
 * pages mention. Pages import from here (MDX `import { platform } from
 * '@site/src/data/platform'`) and never retype a value; a content test fails
 * when a page contains a number that exists here.
 *
 * The provider is fictional; the values are plausible for a small
 * pay-as-you-go platform. IP addresses come from the documentation ranges
 * (RFC 5737, RFC 3849), so they never point at a real host.
 */

export const serviceModes = {
  /**
   * Only a request starts a serverless instance, so the mode needs "Listens on a port": a background
   * worker runs persistent only. Neither mode pauses: a service runs until it is deleted.
   */
  serverless: {
    /** Idle time after which a serverless service scales to zero instances. */
    scaleToZeroAfterSeconds: 300,
    /** Typical cold start for a small Node.js or Python service. */
    typicalColdStartMs: { min: 300, max: 1500 },
    /** Longest a single HTTP request may run, a streamed response or WebSocket included. */
    requestTimeoutSeconds: 60,
    /**
     * The platform's instance limit: the default and highest value of a service's "Maximum
     * instances" setting (its lowest is one), which caps scaling and so the cost; support raises it.
     */
    maxInstances: 20,
  },
  persistent: {
    /** A persistent service keeps at least this many instances running. */
    minInstances: 1,
    /** As serverless.maxInstances; the setting cannot go below the service's minimum instances. */
    maxInstances: 10,
    /**
     * A streamed response or WebSocket closes after this long without a byte in either direction;
     * its total length has no limit.
     */
    idleConnectionTimeoutSeconds: 3600,
    /** Longest the response may take to start (status line and headers); a stream then runs on. */
    requestTimeoutSeconds: 900,
  },
  /**
   * Both modes scale out the same way, on the concurrency field of the scaling settings
   * (concurrent requests per instance): another instance starts when each running one handles
   * that many.
   * The default is also the highest value; the lowest is one.
   */
  scaling: {
    defaultConcurrency: 50,
    /** The lowest value of the concurrency setting: one request at a time per instance. */
    minConcurrency: 1,
    /**
     * A request that finds every running instance busy, or none, waits at the edge for a free one,
     * and the wait counts toward its request timeout. While an instance starts for it, it waits
     * until that instance passes its health check (build.healthCheckTimeoutSeconds), at most its
     * request timeout; at the service's maximum instances, with none starting, at most this long.
     * Then the edge answers it with status 503 and a Retry-After header, without reaching the code,
     * and the log says why; a starting instance goes on starting for the requests after it.
     */
    maxQueueWaitSeconds: 30,
  },
} as const;

/**
 * An open WebSocket or streamed response counts as one request in progress for its whole life, so
 * a persistent service at its instance limit and the highest concurrency holds this many at once;
 * support raises the instance limit for more.
 */
export const openConnections = {
  maxPerPersistentService:
    serviceModes.persistent.maxInstances * serviceModes.scaling.defaultConcurrency,
} as const;

/** Instance sizes, shared by both service modes. */
export const instanceSizes = [
  { name: 'nano', vcpu: 0.25, memoryMiB: 256 },
  { name: 'small', vcpu: 0.5, memoryMiB: 512 },
  { name: 'medium', vcpu: 1, memoryMiB: 2048 },
  { name: 'large', vcpu: 2, memoryMiB: 4096 },
  { name: 'xlarge', vcpu: 4, memoryMiB: 8192 },
] as const;

export const defaultInstanceSize = 'small';

export const regions = [
  { id: 'eu-central', city: 'Frankfurt', country: 'DE' },
  { id: 'eu-west', city: 'Amsterdam', country: 'NL' },
  { id: 'us-east', city: 'Virginia', country: 'US' },
  { id: 'ap-northeast', city: 'Tokyo', country: 'JP' },
] as const;

export const defaultRegion = 'eu-central';

/**
 * Runtimes detected from the repository, with the versions offered: the versions their projects
 * still support with security fixes, and for Rust, whose project patches only its latest release, the
 * previous one too (decisions/2026-11-29-offered-versions.md has the schedules).
 * `detectedBy` lists the files that each make the build pick the runtime
 * (any one of them is enough); pages render it with `<DetectedBy runtime=… />`,
 * which joins the files with the reader's "or".
 */
export const runtimes = [
  {
    id: 'node',
    name: 'Node.js',
    versions: ['22', '24', '26'],
    default: '24',
    detectedBy: ['package.json'],
  },
  {
    id: 'python',
    name: 'Python',
    versions: ['3.11', '3.12', '3.13', '3.14', '3.15'],
    default: '3.14',
    detectedBy: ['requirements.txt', 'pyproject.toml'],
  },
  {
    id: 'go',
    name: 'Go',
    versions: ['1.26', '1.27'],
    default: '1.27',
    detectedBy: ['go.mod'],
  },
  {
    id: 'rust',
    name: 'Rust',
    versions: ['1.99', '1.100'],
    default: '1.100',
    detectedBy: ['Cargo.toml'],
  },
  { id: 'docker', name: 'Dockerfile', versions: [], default: '', detectedBy: ['Dockerfile'] },
] as const;

/**
 * What a build runs when the service sets no build command of its own. A build command that is
 * set replaces the default (it does not run after it). A Python project with a requirements.txt
 * installs that file; one with only a pyproject.toml is built and installed as a package with the
 * dependencies pyproject.toml lists (PEP 621 or Poetry), which fails for an app that cannot be
 * packaged (see decisions/2026-11-29-python-default-build.md); lock files of uv or Poetry are not read.
 */
export const defaultCommands = {
  nodeBuild: 'npm ci && npm run build',
  nodeStart: 'npm start',
  pythonBuildRequirements: 'pip install -r requirements.txt',
  pythonBuildProject: 'pip install .',
} as const;

export const build = {
  timeoutMinutes: 30,
  /**
   * The pre-deploy command runs once per deployment, between the build and the health
   * check, and is never retried: a half-applied migration must not run twice.
   */
  preDeployTimeoutMinutes: 30,
  /** Build cache kept per service between deployments. */
  cacheSizeGiB: 5,
  maxImageSizeGiB: 10,
  /**
   * Every build runs on a machine of this size, whatever the instance size of the service, so a
   * build is not slowed or starved of memory by a small instance size.
   */
  machineVcpu: 4,
  machineMemoryMiB: 8192,
  /** Successful deployments kept for rollback (a failed build leaves no image). */
  rollbackHistory: 20,
  /**
   * A new instance (of a new deployment, or started by scaling) must pass the health check within
   * this; a request waiting for it waits no longer than its own timeout (scaling.maxQueueWaitSeconds).
   */
  healthCheckTimeoutSeconds: 120,
  healthCheckPath: '/',
  /**
   * The only status class the health check accepts. It follows no redirect: a
   * 3xx (a login redirect, say) fails the check like a 4xx or 5xx.
   */
  healthCheckPassingStatus: '2xx',
  /** What a deployment id looks like (the dashboard, NUBIVA_DEPLOYMENT_ID and log lines show it). */
  exampleDeploymentId: 'dpl_7f3a9c',
} as const;

/**
 * How an instance stops (a deployment, scaling in or scaling to zero). An instance of a service
 * that listens on its port, public or only private, first drains: it gets no new requests and
 * serves the ones in flight until they end, at most for its mode's request timeout; a download
 * still running then is cut off. WebSockets and streams do not hold up the drain and close at
 * `SIGTERM`, so clients reconnect. Then comes `SIGKILL` after the grace period. A background
 * worker (the "Listens on a port" setting off) has no requests to drain: it gets `SIGTERM` at
 * once, and only its process is checked, not HTTP.
 */
export const instanceLifecycle = {
  maxDrainSeconds: {
    serverless: serviceModes.serverless.requestTimeoutSeconds,
    persistent: serviceModes.persistent.requestTimeoutSeconds,
  },
  /** After `SIGTERM`, an instance has this long to close its connections and exit. */
  shutdownGracePeriodSeconds: 30,
  /**
   * After a deployment goes live, the platform keeps sending the health check to every running
   * instance of a persistent service at this interval; an instance that fails this many checks in a
   * row, or whose process exits, is replaced by a new one of the same deployment (and gets no traffic
   * meanwhile). A serverless instance is checked only when it starts (statements.healthChecksPerMode).
   */
  healthCheckIntervalSeconds: 30,
  failedChecksBeforeReplacement: 3,
} as const;

/** Hostname every service gets before a custom domain is added. */
const defaultDomainSuffix = 'nubiva.app';

/**
 * Services of one project reach each other privately under this name, on the
 * port each listens on; the traffic never leaves the project's network.
 */
const privateHostname = '<service>.internal';

/**
 * CNAME target of a custom domain: the edge of its service's region. A resolver asks the
 * platform's name servers for this name alone, never for the customer's domain, so the region has
 * to be in the name.
 */
const cnameTarget = `edge.<region>.${defaultDomainSuffix}`;

export const networking = {
  /** The port the platform sends traffic to, also passed as PORT. */
  defaultPort: 8080,
  maxRequestBodyMiB: 100,
  /**
   * The edge answers a longer URL (path and query) with 414 and larger request headers (all
   * together) with 431.
   */
  maxUrlKiB: 16,
  maxRequestHeaderKiB: 64,
  maxResponseHeaderKiB: 64,
  /** None: the edge streams a response body, whatever its size, within the services' time limits. */
  maxResponseBodyMiB: null,
  defaultDomainSuffix,
  /**
   * The `Host` header of the health check: the service's default hostname, never
   * a custom domain (a framework's allowed-hosts list must contain it).
   */
  healthCheckHost: `<service>.${defaultDomainSuffix}`,
  /**
   * The health check's `Host` header for a service with public networking off, which has no
   * public hostname: its private one, the name other services call it by.
   */
  healthCheckHostPrivate: privateHostname,
  /**
   * A preview is a service of its own named after the main service and its pull request's
   * number, so its hostname, and the Host header of its health check, is this.
   */
  previewHostname: `<service>-pr-<number>.${defaultDomainSuffix}`,
  privateHostname,
  /**
   * What the edge speaks with clients, and what it speaks with a service. gRPC needs
   * HTTP/2 end to end, so it works only on the private network (any TCP protocol does).
   */
  edgeHttpVersions: ['HTTP/1.1', 'HTTP/2'],
  upstreamHttpVersion: 'HTTP/1.1',
  /**
   * A domain of a service can redirect to another domain of the same service (the apex
   * to `www`): every request gets this status, to the same path and query.
   */
  domainRedirectStatus: 301,
  cnameTarget,
  /** The target of the first region, for the example record the domains page shows. */
  exampleCnameTarget: cnameTarget.replace('<region>', regions[0].id),
  /**
   * Examples of the A and AAAA records for apex domains, from the documentation ranges: the
   * dashboard shows each domain the real addresses, and the domains page says so beside them.
   */
  exampleApexIPv4: ['192.0.2.10', '192.0.2.11'],
  exampleApexIPv6: ['2001:db8::10'],
  maxCustomDomainsPerService: 20,
  /** Path-based routing rules per domain. */
  maxPathRulesPerDomain: 50,
  /**
   * Outbound ports closed to every service (SMTP: spam from a shared address harms every
   * customer), and the mail submission ports that stay open for sending through a mail provider.
   */
  blockedOutboundPorts: [25],
  mailSubmissionPorts: [465, 587],
  /** TXT record name used to verify domain ownership. */
  verificationRecord: '_nubiva-verify',
  certificateRenewalDaysBeforeExpiry: 30,
} as const;

/**
 * A service's deploy hook (Settings → Build → Deploy hook), which a CI calls with `POST` instead of
 * deploying on push. The token in the path is the secret; the URL has no query string, so the
 * commit parameter is appended with `?`.
 */
export const deployHook = {
  url: `https://hooks.${defaultDomainSuffix}/deploy/<token>`,
  /**
   * Query parameter with the full SHA of the commit to deploy, which must be on the service's
   * branch; without it the hook deploys the branch's newest commit.
   */
  commitParameter: 'commit',
  /**
   * While a rollback is live the hook deploys nothing and answers with this status and a JSON
   * error saying so, as a push deploys nothing then: neither may undo the rollback unasked.
   * "Resume deploys" on the service's page ends the pause (decisions/2026-11-29-rollbacks-and-ci-deploys.md).
   */
  rollbackLiveStatus: 409,
} as const;

/**
 * Changing a variable redeploys the current commit's build with the new values,
 * without building again; a value the build bakes in (`NEXT_PUBLIC_*`) needs a new build.
 */
export const environmentVariables = {
  port: 'PORT',
  databaseUrl: 'DATABASE_URL',
  /** Same database through the built-in pooler (transaction mode). */
  databasePoolUrl: 'DATABASE_POOL_URL',
  redisUrl: 'REDIS_URL',
  serviceName: 'NUBIVA_SERVICE_NAME',
  deploymentId: 'NUBIVA_DEPLOYMENT_ID',
  gitCommit: 'NUBIVA_GIT_COMMIT',
  region: 'NUBIVA_REGION',
  /**
   * Path of the file holding the JSON payload of a job run started by hand or through the
   * API: a file, because a payload may be larger than all variables together (maxTotalKiB).
   */
  jobPayloadFile: 'NUBIVA_JOB_PAYLOAD_FILE',
  /** Maximum number of variables and total size per service. */
  maxCount: 200,
  maxTotalKiB: 64,
} as const;

/**
 * The variables the platform sets in a service, in the order the pages list them, with when it
 * sets each (PlatformVariablesTable renders them). Attaching a database or a Redis instance adds
 * its variables; a preview never gets those from the main service, only from a database or Redis
 * instance attached to previews (statements.previewsGetNoProductionData).
 */
export const platformSetVariables = [
  { name: environmentVariables.port, setWhen: 'always' },
  { name: environmentVariables.serviceName, setWhen: 'always' },
  { name: environmentVariables.deploymentId, setWhen: 'always' },
  { name: environmentVariables.gitCommit, setWhen: 'always' },
  { name: environmentVariables.region, setWhen: 'always' },
  { name: environmentVariables.databaseUrl, setWhen: 'postgres' },
  { name: environmentVariables.databasePoolUrl, setWhen: 'postgres' },
  { name: environmentVariables.redisUrl, setWhen: 'redis' },
  { name: environmentVariables.jobPayloadFile, setWhen: 'jobRun' },
] as const;

const variablesSetWhen = (resource: (typeof platformSetVariables)[number]['setWhen']) =>
  platformSetVariables
    .filter((variable) => variable.setWhen === resource)
    .map((variable) => variable.name);

/** The variables that lead to an attached Postgres database and to an attached Redis instance. */
export const attachedResourceVariables = {
  postgres: variablesSetWhen('postgres'),
  redis: variablesSetWhen('redis'),
};

export const postgres = {
  /**
   * A plan's storage is a fixed size, billed per GiB and month: the database
   * never grows beyond it, and writes fail (`could not extend file`) once it is full.
   */
  versions: ['15', '16', '17', '18', '19'],
  defaultVersion: '18',
  plans: [
    { name: 'starter', storageGiB: 1, maxConnections: 20, memoryMiB: 256 },
    { name: 'standard', storageGiB: 20, maxConnections: 100, memoryMiB: 2048 },
    { name: 'pro', storageGiB: 200, maxConnections: 400, memoryMiB: 8192 },
  ],
  backupRetentionDays: 7,
  pointInTimeRecoveryDays: 7,
  port: 5432,
  /**
   * The query parameters that make a libpq client (psql, pg_dump, psycopg) check the database's
   * certificate with the system's certificates; without sslrootcert it looks for a CA file and fails.
   */
  verifiedTlsParameters: 'sslmode=verify-full&sslrootcert=system',
  /** Connections through the built-in pooler (transaction mode). */
  poolerPort: 6432,
  poolerMaxClientConnections: 1000,
  /** Extensions a database may create (`CREATE EXTENSION`), by their extension names. */
  extensions: [
    'vector',
    'postgis',
    'pg_trgm',
    'pgcrypto',
    'uuid-ossp',
    'citext',
    'hstore',
    'pg_stat_statements',
  ],
} as const;

export const redis = {
  /**
   * The major version every instance runs, unmodified, under the AGPLv3 (Redis 7.4 and later 7.x
   * releases are licensed under RSALv2 and SSPLv1, which rule out offering them as a service). The
   * platform applies its minor releases itself, as it does Postgres's.
   */
  majorVersion: '8',
  licence: 'AGPLv3',
  sourceCodeUrl: 'https://github.com/redis/redis',
  plans: [
    { name: 'starter', memoryMiB: 25, maxConnections: 30 },
    { name: 'standard', memoryMiB: 256, maxConnections: 250 },
    { name: 'pro', memoryMiB: 2048, maxConnections: 1000 },
  ],
  port: 6379,
  maxKeySizeMiB: 512,
  /**
   * Eviction is a setting of each instance. The default evicts the least recently used keys, as a
   * cache wants; queues need an instance that evicts nothing, where a full memory rejects writes
   * with an error instead of silently dropping queued jobs.
   */
  evictionPolicies: { default: 'allkeys-lru', queues: 'noeviction' },
  /**
   * The only persistence: writes since the last snapshot, queued jobs included,
   * are lost on a restart (the Redis and async pages say so; durable tasks go to Postgres).
   */
  snapshotIntervalHours: 1,
} as const;

/** Postgres databases and Redis instances alike. */
export const databases = {
  /**
   * After **Reset password**, the old password keeps working until every attached service's new
   * deployment is live, and at most this long after the reset, so a leaked password stays valid
   * no longer, whether or not every redeployment succeeded.
   */
  oldPasswordMaxMinutes: 15,
} as const;

export const observability = {
  logRetentionDays: 14,
  metricRetentionDays: 30,
  traceRetentionDays: 7,
  maxLogLineKiB: 16,
  /** Fraction of requests traced by default. */
  defaultTraceSampleRate: 0.1,
  maxAlertRules: 50,
  /**
   * A service's metrics for the customer's own Prometheus (Service → Settings → Observability):
   * the series of the Metrics tab, which change once a minute, so a shorter scrape interval only
   * repeats values. The token is made on that page, read-only, shown once.
   */
  prometheus: {
    host: `metrics.${defaultDomainSuffix}`,
    path: '/services/<service>/metrics',
    authorization: 'Authorization: Bearer <token>',
    scrapeIntervalSeconds: 60,
    /** The series by the Metrics tab's rows; every series has the labels `service` and `region`. */
    metrics: {
      cpu: 'nubiva_cpu_usage_ratio',
      memory: 'nubiva_memory_usage_bytes',
      memoryLimit: 'nubiva_memory_limit_bytes',
      requests: 'nubiva_http_requests_total',
      responseTime: 'nubiva_http_response_time_seconds',
      instances: 'nubiva_instances',
      coldStarts: 'nubiva_cold_starts_total',
      egress: 'nubiva_egress_bytes_total',
    },
  },
  /**
   * How a log drain delivers (Service → Settings → Observability). HTTPS: `POST` requests with
   * one JSON object per line, the headers the customer entered (their credentials) sent with
   * each; a request not answered with 2xx is retried for `drainRetryMinutes`, then its lines are
   * dropped from the drain (the Logs tab keeps them). Syslog: RFC 5424 over TLS only.
   */
  logDrain: {
    httpsContentType: 'application/x-ndjson',
    maxLinesPerRequest: 1000,
    drainRetryMinutes: 30,
    syslogFormat: 'RFC 5424',
    syslogTransport: 'RFC 5425',
  },
  /** An alert webhook's request carries `sha256=<hex>`: the HMAC-SHA256 of the raw body with the webhook's secret. */
  alertWebhook: { signatureHeader: 'Nubiva-Signature' },
} as const;

/** Conditions of the alert rules a service can switch on without writing its own. */
export const builtInAlertRules = {
  /** Minutes the share of 5xx answers must stay above its threshold. */
  errorWindowMinutes: 5,
  /** Minutes the 95th percentile of response time must stay above its threshold. */
  slowResponseWindowMinutes: 10,
  /** Share of the instance size's memory above which the memory rule fires. */
  memoryShare: 0.9,
} as const;

export const asyncTasks = {
  maxTaskDurationMinutes: 60,
  maxPayloadKiB: 256,
  maxRetries: 5,
  maxScheduledJobsPerService: 20,
  /** Smallest interval between two runs of a scheduled job. */
  minScheduleIntervalMinutes: 1,
} as const;

export const account = {
  maxProjects: 20,
  maxServicesPerProject: 50,
  /** Per project: members are invited to a project, not to the account. */
  maxTeamMembersPerProject: 50,
  /**
   * Open pull requests with previews at a time, however many services each previews (one per
   * service with public networking); a pull request beyond them waits until another closes.
   */
  maxPreviewsPerProject: 10,
} as const;

/**
 * The limits support raises for a project on request (soft limits), by their fact paths; every
 * other row of the limits page is hard, the same for everyone (the limits page marks each row).
 */
export const softLimits = [
  'serviceModes.serverless.maxInstances',
  'serviceModes.persistent.maxInstances',
  'build.timeoutMinutes',
  'build.preDeployTimeoutMinutes',
  'build.maxImageSizeGiB',
  'networking.maxCustomDomainsPerService',
  'networking.maxPathRulesPerDomain',
  'observability.maxAlertRules',
  'asyncTasks.maxScheduledJobsPerService',
  'account.maxProjects',
  'account.maxServicesPerProject',
  'account.maxTeamMembersPerProject',
  'account.maxPreviewsPerProject',
] as const;

/**
 * What a team member of a project may do (TeamRolesTable names them in every language).
 * `codeHosting`: installing the GitHub app and linking installations to the project, which decides
 * what code the project may build; a Developer only picks from the repositories already linked.
 */
export const teamPermissions = [
  'view',
  'deploy',
  'variables',
  'codeHosting',
  'members',
  'billing',
] as const;

/**
 * The roles of a project's team and what each may do. The owner is the account holder the project
 * belongs to; only the owner sees the bill, since the account pays it.
 */
export const teamRoles = [
  {
    name: 'owner',
    permissions: ['view', 'deploy', 'variables', 'codeHosting', 'members', 'billing'],
  },
  { name: 'admin', permissions: ['view', 'deploy', 'variables', 'codeHosting', 'members'] },
  { name: 'developer', permissions: ['view', 'deploy', 'variables'] },
  { name: 'viewer', permissions: ['view'] },
] as const satisfies readonly {
  name: string;
  permissions: readonly (typeof teamPermissions)[number][];
}[];

/** Prices in euros, billed per second of use; nothing while scaled to zero. */
export const pricing = {
  currency: 'EUR',
  vcpuPerHour: 0.036,
  memoryGiBPerHour: 0.004,
  requestsPerMillion: 0.4,
  egressPerGiB: 0.05,
  postgresStoragePerGiBMonth: 0.12,
  redisMemoryPerGiBHour: 0.01,
  freeMonthlyCredit: 5,
} as const;

export const billing = {
  /** A month as priced per month: an instance running all month costs its hourly price times this. */
  hoursPerMonth: 730,
  /** How usage beyond the monthly credit is paid (statements.usageBeyondCreditCharged names them). */
  paymentMethods: ['card', 'sepaDirectDebit'],
} as const;

const firstResponseHours = { community: 48, standard: 24, priority: 4 } as const;
const businessHours = { from: '09:00', to: '18:00', timeZone: 'Europe/Berlin' } as const;
const hourOfDay = (time: string) => Number(time.slice(0, 2)) + Number(time.slice(3)) / 60;
/**
 * A target in business hours as whole working days, rounded: "24 business hours" reads as one
 * day unless the pages say it is about three.
 */
const workingDays = (hours: number) =>
  Math.round(hours / (hourOfDay(businessHours.to) - hourOfDay(businessHours.from)));

export const support = {
  /** First-response targets in business hours (working days, in businessHours' zone). */
  firstResponseHours,
  /** The longer targets in working days, the gloss the pages give beside the hours. */
  firstResponseWorkingDays: {
    community: workingDays(firstResponseHours.community),
    standard: workingDays(firstResponseHours.standard),
  },
  businessHours,
  /**
   * Languages support reads and answers in (BCP 47 codes; statements.supportLanguages names
   * them): a message is answered in the one it was written in.
   */
  languages: ['en', 'de'],
  /** The platform's status page: incidents, maintenance and their history. */
  statusPageUrl: 'https://status.nubiva.example',
} as const;

export const privacy = {
  /** Tracker events stored by the docs site's own server are deleted after this. */
  trackerEventRetentionDays: 90,
  /** Platform logs containing IP addresses. */
  accessLogRetentionDays: 14,
  /**
   * Support conversations are deleted this long after their last message,
   * unless the law requires keeping them longer. The pages write "years" in the
   * plural, so the value stays above one.
   */
  supportConversationRetentionYears: 2,
  /**
   * This docs site's own visitor tracker (packages/tracker) as the site runs it;
   * the privacy policy renders these, and site/test/privacy-tracker.test.ts
   * fails when they drift from the tracker's code.
   */
  tracker: {
    appId: '1',
    endpoint: '/lc_t',
    /** Every cookie and storage key is `<keyPrefix><key>_<appId>`. */
    keyPrefix: 'nubiva_',
    keys: {
      deviceCookie: 'did',
      sessionCookie: 'sid',
      windowId: 'wid',
      campaignParams: 'ug',
      eventQueue: 'queue',
      retryQueue: 'retry',
    },
    /**
     * A local storage value the tracker reads (with consent only, through its consent wrapper)
     * but never writes; its text fills this batch field when the address has no such click id.
     */
    readOnly: { key: 'blog_source', field: 'rdtCid' },
    sessionExpiryHours: 1,
    campaignParamsExpiryDays: 1,
    deviceCookieMaxAgeDays: 400,
  },
  /**
   * What the docs site's own server counts for every reader, without consent and without a
   * script: one count per delivered page, 404 page and search it answers itself, kept in these
   * columns only (packages/server/src/page-views.ts; site/test/privacy-statements.test.ts checks
   * the server keeps exactly these).
   */
  serverCounts: {
    columns: ['day', 'locale', 'path', 'referrer_host', 'kind', 'views'],
    kinds: ['page', 'not_found', 'search'],
  },
  /**
   * What the server counts of the reads by AI tools (Markdown twins, llms.txt, MCP), for every
   * reader: per UTC hour, path, user-agent family (a known AI crawler's name or `other`) and way,
   * in these columns only (packages/server/src/agents/counter.ts).
   */
  agentCounts: {
    columns: ['hour', 'path', 'family', 'via', 'requests'],
  },
  /**
   * A vote or comment in "Was this page helpful?" without consent: one request with these batch
   * fields only, device and session id the same constant for every reader
   * (site/src/components/PageFeedback/report.ts).
   */
  feedbackWithoutConsent: {
    batchFields: ['deviceId', 'sessionId', 'appId', 'custom', 'events'],
    eventFields: ['event', 'event_id', 'params', 'url', 'hostname', 'pathname'],
    constantId: 'none',
  },
} as const;

export const fairUse = {
  /** Outbound traffic of a project in a calendar month above which a person reviews it; all of it is billed. */
  egressReviewThresholdTiB: 1,
  /**
   * CPU share of a serverless instance kept busy by requests the service sends itself (background
   * work dressed as requests), and how long it must last before a review.
   */
  maxSustainedCpuPercent: 80,
  sustainedCpuReviewHours: 24,
  /**
   * Largest file that may be stored in Redis or Postgres (decisions/2026-11-29-files-in-databases.md);
   * larger files go into another provider's object storage, and the database keeps their key.
   */
  maxFileInDatabaseMiB: 1,
} as const;

/**
 * System tools preinstalled in every runtime image, so services use them
 * without installing anything (the headless-browser and video examples).
 */
export const runtimeImage = {
  /** What every service runs on (its Debian name beside it), and the system the runtime images are built from. */
  architecture: 'x86-64',
  architectureDebianName: 'amd64',
  debianVersion: '13',
  debianCodename: 'trixie',
  /** Headless-capable Chromium for Playwright and Puppeteer (playwright-core, puppeteer-core). */
  chromiumPath: '/usr/bin/chromium',
  /** Its major version: Debian's chromium package, the one the guides tier runs the guides with. */
  chromiumMajorVersion: 156,
  ffmpegPath: '/usr/bin/ffmpeg',
  /**
   * Where the project lies, the same path in the build and on every instance: what the build
   * writes there is in the image (decisions/2026-11-29-project-folder-path.md).
   */
  projectDir: '/app',
  /** Writable scratch space of an instance; emptied when the instance stops. */
  tmpDir: '/tmp',
  /** Size of that scratch space, per instance, on top of its memory. */
  tmpDirSizeGiB: 2,
  /**
   * The Debian font package that gives Chromium glyphs for Japanese, Korean and Chinese text
   * (screenshots and PDFs); an image built from the service's own Dockerfile has only its own fonts.
   */
  cjkFontPackage: 'fonts-noto-cjk',
  /**
   * The start command runs through this shell (`sh -c`), so `$PORT` and other variables expand;
   * a Dockerfile's exec-form CMD runs without a shell, as Docker runs it.
   */
  startCommandShell: '/bin/sh -c',
} as const;

/** The only code host services are built from (the GitHub app below connects it). */
export const sourceHost = 'GitHub';

/**
 * The permissions the GitHub app asks for, with GitHub's own names (GitHub's
 * settings show them in English in every language).
 */
export const gitHubAppPermissions = [
  { name: 'Contents', access: 'read', purpose: 'clone' },
  { name: 'Metadata', access: 'read', purpose: 'list' },
  { name: 'Commit statuses', access: 'readWrite', purpose: 'status' },
  { name: 'Deployments', access: 'readWrite', purpose: 'deployment' },
  { name: 'Pull requests', access: 'read', purpose: 'previews' },
] as const;

/**
 * The events the GitHub app subscribes to, as GitHub's app settings name them. They are not
 * permissions: GitHub lists them apart, under "Subscribe to events".
 */
export const gitHubAppEvents = [
  { name: 'Push', purpose: 'deployOnPush' },
  { name: 'Pull request', purpose: 'previewOnPullRequest' },
] as const;

export const platform = {
  runtimeImage,
  serviceModes,
  openConnections,
  instanceSizes,
  defaultInstanceSize,
  regions,
  defaultRegion,
  runtimes,
  defaultCommands,
  build,
  instanceLifecycle,
  networking,
  deployHook,
  environmentVariables,
  platformSetVariables,
  postgres,
  redis,
  databases,
  observability,
  builtInAlertRules,
  asyncTasks,
  account,
  teamPermissions,
  teamRoles,
  pricing,
  billing,
  support,
  privacy,
  fairUse,
  sourceHost,
  gitHubAppPermissions,
  gitHubAppEvents,
} as const;

export type Platform = typeof platform;
