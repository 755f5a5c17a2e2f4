/**
 * The rows of the limits page, built from the facts module. Each row names the
 * fact path it shows, so a test can prove that every limit in the facts is on
 * the page.
 */
import { platform } from '../../data/platform';
import {
  type DurationUnit,
  type FactsLocale,
  formatDuration,
  formatNumber,
  withUnit,
} from './format';

export type LimitSectionId =
  | 'services'
  | 'build'
  | 'networking'
  | 'environment'
  | 'postgres'
  | 'redis'
  | 'observability'
  | 'async'
  | 'account';

export interface LimitRow {
  /** Dotted path of the fact in `platform`, e.g. `serviceModes.serverless.maxInstances`. */
  fact: string;
  label: string;
  value: string;
}

type RowSpec = [fact: string, en: string, de: string, render: (locale: FactsLocale) => string];

const { serviceModes, build, networking, environmentVariables, postgres, redis } = platform;
const { observability, asyncTasks, account } = platform;

const n = (value: number) => (locale: FactsLocale) => formatNumber(value, locale);
const u = (value: number, unit: string) => (locale: FactsLocale) => withUnit(value, unit, locale);
const time = (value: number, unit: DurationUnit) => (locale: FactsLocale) =>
  formatDuration(value, unit, locale);
const s = (value: string) => () => value;

const specs: Record<LimitSectionId, RowSpec[]> = {
  services: [
    [
      'serviceModes.serverless.maxInstances',
      'Serverless: maximum instances',
      'Serverless: maximale Instanzen',
      n(serviceModes.serverless.maxInstances),
    ],
    [
      'serviceModes.serverless.defaultConcurrency',
      'Serverless: concurrent requests per instance',
      'Serverless: gleichzeitige Anfragen pro Instanz',
      n(serviceModes.serverless.defaultConcurrency),
    ],
    [
      'serviceModes.serverless.requestTimeoutSeconds',
      'Serverless: request timeout',
      'Serverless: Zeitlimit pro Anfrage',
      time(serviceModes.serverless.requestTimeoutSeconds, 'second'),
    ],
    [
      'serviceModes.serverless.scaleToZeroAfterSeconds',
      'Serverless: idle time before scaling to zero',
      'Serverless: Leerlaufzeit bis zur Skalierung auf null',
      time(serviceModes.serverless.scaleToZeroAfterSeconds, 'second'),
    ],
    [
      'serviceModes.persistent.minInstances',
      'Persistent: minimum instances',
      'Persistent: minimale Instanzen',
      n(serviceModes.persistent.minInstances),
    ],
    [
      'serviceModes.persistent.maxInstances',
      'Persistent: maximum instances',
      'Persistent: maximale Instanzen',
      n(serviceModes.persistent.maxInstances),
    ],
    [
      'serviceModes.persistent.requestTimeoutSeconds',
      'Persistent: request timeout',
      'Persistent: Zeitlimit pro Anfrage',
      time(serviceModes.persistent.requestTimeoutSeconds, 'second'),
    ],
    [
      'serviceModes.persistent.idleConnectionTimeoutSeconds',
      'Persistent: idle connection timeout (WebSockets, streams)',
      'Persistent: Leerlauf-Zeitlimit für Verbindungen (WebSockets, Streams)',
      time(serviceModes.persistent.idleConnectionTimeoutSeconds, 'second'),
    ],
  ],
  build: [
    [
      'build.timeoutMinutes',
      'Build timeout',
      'Zeitlimit für einen Build',
      time(build.timeoutMinutes, 'minute'),
    ],
    [
      'build.cacheSizeGiB',
      'Build cache per service',
      'Build-Cache pro Dienst',
      u(build.cacheSizeGiB, 'GiB'),
    ],
    [
      'build.maxImageSizeGiB',
      'Maximum image size',
      'Maximale Image-Größe',
      u(build.maxImageSizeGiB, 'GiB'),
    ],
    [
      'build.rollbackHistory',
      'Deployments kept for rollback',
      'Deployments, die für Rollbacks aufbewahrt werden',
      n(build.rollbackHistory),
    ],
    [
      'build.healthCheckTimeoutSeconds',
      'Health check timeout',
      'Zeitlimit für den Health-Check',
      time(build.healthCheckTimeoutSeconds, 'second'),
    ],
  ],
  networking: [
    [
      'networking.maxRequestBodyMiB',
      'Maximum request body',
      'Maximale Größe einer Anfrage (Inhalt)',
      u(networking.maxRequestBodyMiB, 'MiB'),
    ],
    [
      'networking.maxResponseHeaderKiB',
      'Maximum response headers',
      'Maximale Größe der Antwort-Header',
      u(networking.maxResponseHeaderKiB, 'KiB'),
    ],
    [
      'networking.maxCustomDomainsPerService',
      'Custom domains per service',
      'Eigene Domains pro Dienst',
      n(networking.maxCustomDomainsPerService),
    ],
    [
      'networking.maxPathRulesPerDomain',
      'Path rules per domain',
      'Pfadregeln pro Domain',
      n(networking.maxPathRulesPerDomain),
    ],
    [
      'networking.certificateRenewalDaysBeforeExpiry',
      'Certificate renewal before expiry',
      'Zertifikatserneuerung vor Ablauf',
      time(networking.certificateRenewalDaysBeforeExpiry, 'day'),
    ],
  ],
  environment: [
    [
      'environmentVariables.maxCount',
      'Environment variables per service',
      'Umgebungsvariablen pro Dienst',
      n(environmentVariables.maxCount),
    ],
    [
      'environmentVariables.maxTotalKiB',
      'Total size of all variables',
      'Gesamtgröße aller Variablen',
      u(environmentVariables.maxTotalKiB, 'KiB'),
    ],
  ],
  postgres: [
    ...postgres.plans.flatMap((plan): RowSpec[] => [
      [
        `postgres.plans.${plan.name}.storageGiB`,
        `Postgres ${plan.name}: storage`,
        `Postgres ${plan.name}: Speicher`,
        u(plan.storageGiB, 'GiB'),
      ],
      [
        `postgres.plans.${plan.name}.maxConnections`,
        `Postgres ${plan.name}: connections`,
        `Postgres ${plan.name}: Verbindungen`,
        n(plan.maxConnections),
      ],
      [
        `postgres.plans.${plan.name}.memoryMiB`,
        `Postgres ${plan.name}: memory`,
        `Postgres ${plan.name}: Arbeitsspeicher`,
        u(plan.memoryMiB, 'MiB'),
      ],
    ]),
    [
      'postgres.poolerMaxClientConnections',
      'Client connections through the pooler',
      'Client-Verbindungen über den Pooler',
      n(postgres.poolerMaxClientConnections),
    ],
    [
      'postgres.backupRetentionDays',
      'Backup retention',
      'Aufbewahrung der Backups',
      time(postgres.backupRetentionDays, 'day'),
    ],
    [
      'postgres.pointInTimeRecoveryDays',
      'Point-in-time recovery window',
      'Zeitfenster für Point-in-Time-Wiederherstellung',
      time(postgres.pointInTimeRecoveryDays, 'day'),
    ],
  ],
  redis: [
    ...redis.plans.flatMap((plan): RowSpec[] => [
      [
        `redis.plans.${plan.name}.memoryMiB`,
        `Redis ${plan.name}: memory`,
        `Redis ${plan.name}: Arbeitsspeicher`,
        u(plan.memoryMiB, 'MiB'),
      ],
      [
        `redis.plans.${plan.name}.maxConnections`,
        `Redis ${plan.name}: connections`,
        `Redis ${plan.name}: Verbindungen`,
        n(plan.maxConnections),
      ],
    ]),
    [
      'redis.maxKeySizeMiB',
      'Maximum key or value size',
      'Maximale Größe eines Schlüssels oder Werts',
      u(redis.maxKeySizeMiB, 'MiB'),
    ],
    [
      'redis.snapshotIntervalHours',
      'Snapshot interval',
      'Snapshot-Intervall',
      time(redis.snapshotIntervalHours, 'hour'),
    ],
    ['redis.evictionPolicy', 'Eviction policy', 'Verdrängungsstrategie', s(redis.evictionPolicy)],
  ],
  observability: [
    [
      'observability.logRetentionDays',
      'Log retention',
      'Aufbewahrung der Logs',
      time(observability.logRetentionDays, 'day'),
    ],
    [
      'observability.metricRetentionDays',
      'Metric retention',
      'Aufbewahrung der Metriken',
      time(observability.metricRetentionDays, 'day'),
    ],
    [
      'observability.traceRetentionDays',
      'Trace retention',
      'Aufbewahrung der Traces',
      time(observability.traceRetentionDays, 'day'),
    ],
    [
      'observability.maxLogLineKiB',
      'Maximum log line',
      'Maximale Länge einer Logzeile',
      u(observability.maxLogLineKiB, 'KiB'),
    ],
    [
      'observability.maxAlertRules',
      'Alert rules per project',
      'Alarmregeln pro Projekt',
      n(observability.maxAlertRules),
    ],
  ],
  async: [
    [
      'asyncTasks.maxTaskDurationMinutes',
      'Maximum task duration',
      'Maximale Laufzeit einer Aufgabe',
      time(asyncTasks.maxTaskDurationMinutes, 'minute'),
    ],
    [
      'asyncTasks.maxPayloadKiB',
      'Maximum task payload',
      'Maximale Nutzlast einer Aufgabe',
      u(asyncTasks.maxPayloadKiB, 'KiB'),
    ],
    [
      'asyncTasks.maxRetries',
      'Retries per task',
      'Wiederholungen pro Aufgabe',
      n(asyncTasks.maxRetries),
    ],
    [
      'asyncTasks.maxScheduledJobsPerService',
      'Scheduled jobs per service',
      'Geplante Jobs pro Dienst',
      n(asyncTasks.maxScheduledJobsPerService),
    ],
    [
      'asyncTasks.minScheduleIntervalMinutes',
      'Shortest schedule interval',
      'Kürzestes Intervall eines geplanten Jobs',
      time(asyncTasks.minScheduleIntervalMinutes, 'minute'),
    ],
  ],
  account: [
    ['account.maxProjects', 'Projects per account', 'Projekte pro Konto', n(account.maxProjects)],
    [
      'account.maxServicesPerProject',
      'Services per project',
      'Dienste pro Projekt',
      n(account.maxServicesPerProject),
    ],
    ['account.maxTeamMembers', 'Team members', 'Teammitglieder', n(account.maxTeamMembers)],
  ],
};

export const limitSectionIds = Object.keys(specs) as LimitSectionId[];

export function limitRows(section: LimitSectionId, locale: FactsLocale): LimitRow[] {
  return specs[section].map(([fact, en, de, render]) => ({
    fact,
    label: locale === 'de' ? de : en,
    value: render(locale),
  }));
}
