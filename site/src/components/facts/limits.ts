/**
 * The rows of the limits page, built from the facts module. Each row names the
 * fact path it shows, so a test can prove that every limit in the facts is on
 * the page, and its label in every locale of the site (terms as decided in
 * site/GLOSSARY.md, GLOSSARY.ja.md and GLOSSARY.ko.md).
 */
import { platform, softLimits } from '../../data/platform';
import {
  type DurationUnit,
  type FactsLocale,
  formatDuration,
  formatNumber,
  type Localized,
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

/**
 * Soft: support raises it for a project on request; hard: the same for everyone; setting: not a
 * limit but a value each instance chooses (the eviction policies).
 */
export type LimitKind = 'soft' | 'hard' | 'setting';

export interface LimitRow {
  /** Dotted path of the fact in `platform`, e.g. `serviceModes.serverless.maxInstances`. */
  fact: string;
  label: string;
  value: string;
  kind: LimitKind;
}

interface RowSpec {
  fact: string;
  label: Localized;
  render: (locale: FactsLocale) => string;
}

const { serviceModes, build, networking, environmentVariables, postgres, redis } = platform;
const { observability, asyncTasks, account } = platform;

const n = (value: number) => (locale: FactsLocale) => formatNumber(value, locale);
const u = (value: number, unit: string) => (locale: FactsLocale) => withUnit(value, unit, locale);
const time = (value: number, unit: DurationUnit) => (locale: FactsLocale) =>
  formatDuration(value, unit, locale);
const s = (value: string) => () => value;

/** A response body is streamed, so only the time limits of the services' section bound it. */
const noSizeLimit: Localized = {
  en: 'none (streamed)',
  de: 'keine (wird gestreamt)',
  ja: 'なし（ストリーミング）',
  ko: '없음(스트리밍)',
};

const row = (fact: string, label: Localized, render: RowSpec['render']): RowSpec => ({
  fact,
  label,
  render,
});

const specs: Record<LimitSectionId, RowSpec[]> = {
  services: [
    row(
      'serviceModes.serverless.maxInstances',
      {
        en: 'Serverless: platform limit on instances (default and highest value of the Maximum instances setting)',
        de: 'Serverless: Instanzlimit der Plattform (Standard- und Höchstwert der Einstellung „Höchstzahl an Instanzen“)',
        ja: 'サーバーレス：プラットフォームのインスタンス数の上限（「最大インスタンス数」の設定のデフォルト値であり、最大値でもあります）',
        ko: '서버리스: 플랫폼 인스턴스 한도("최대 인스턴스 수" 설정의 기본값이자 최댓값)',
      },
      n(serviceModes.serverless.maxInstances),
    ),
    row(
      'serviceModes.scaling.defaultConcurrency',
      {
        en: 'Concurrent requests per instance (both modes; default and highest value)',
        de: 'Gleichzeitige Anfragen pro Instanz (beide Modi; Standard- und Höchstwert)',
        ja: 'インスタンスあたりの同時リクエスト数（両モード共通。デフォルト値であり、最大値でもあります）',
        ko: '인스턴스당 동시 요청 수(두 모드 공통, 기본값이자 최댓값)',
      },
      n(serviceModes.scaling.defaultConcurrency),
    ),
    row(
      'serviceModes.scaling.minConcurrency',
      {
        en: 'Concurrent requests per instance: lowest value of the setting',
        de: 'Gleichzeitige Anfragen pro Instanz: kleinster Wert der Einstellung',
        ja: 'インスタンスあたりの同時リクエスト数：設定の最小値',
        ko: '인스턴스당 동시 요청 수: 설정의 최솟값',
      },
      n(serviceModes.scaling.minConcurrency),
    ),
    row(
      'serviceModes.scaling.maxQueueWaitSeconds',
      {
        en: 'Longest wait for a free instance when the service is at Maximum instances and none is starting (then status 503)',
        de: 'Längste Wartezeit auf eine freie Instanz an der Höchstzahl an Instanzen, wenn keine startet (danach Status 503)',
        ja: '最大インスタンス数に達し、起動中のインスタンスがないときに空きインスタンスを待つ最長時間（超えるとステータス 503）',
        ko: '최대 인스턴스 수에 도달했고 시작 중인 인스턴스가 없을 때 사용 가능한 인스턴스를 기다리는 최대 시간(초과하면 상태 503)',
      },
      time(serviceModes.scaling.maxQueueWaitSeconds, 'second'),
    ),
    row(
      'serviceModes.serverless.requestTimeoutSeconds',
      {
        en: 'Serverless: request timeout (the whole request, streams included)',
        de: 'Serverless: Zeitlimit pro Anfrage (die ganze Anfrage samt Streams)',
        ja: 'サーバーレス：リクエストのタイムアウト（ストリームを含むリクエスト全体）',
        ko: '서버리스: 요청 제한 시간(스트림을 포함한 요청 전체)',
      },
      time(serviceModes.serverless.requestTimeoutSeconds, 'second'),
    ),
    row(
      'serviceModes.serverless.scaleToZeroAfterSeconds',
      {
        en: 'Serverless: idle time before scaling to zero',
        de: 'Serverless: Leerlaufzeit bis zur Skalierung auf null',
        ja: 'サーバーレス：ゼロへのスケールダウンまでのアイドル時間',
        ko: '서버리스: 0으로 축소되기 전까지의 유휴 시간',
      },
      time(serviceModes.serverless.scaleToZeroAfterSeconds, 'second'),
    ),
    row(
      'serviceModes.persistent.minInstances',
      {
        en: 'Persistent: lowest value of the Minimum instances setting (also its default)',
        de: 'Persistent: kleinster Wert der Einstellung „Mindestzahl an Instanzen“ (zugleich ihr Standardwert)',
        ja: '常時稼働：「最小インスタンス数」の設定の最小値（デフォルト値でもあります）',
        ko: '상시 실행: "최소 인스턴스 수" 설정의 최솟값(기본값이기도 함)',
      },
      n(serviceModes.persistent.minInstances),
    ),
    row(
      'serviceModes.persistent.maxInstances',
      {
        en: 'Persistent: platform limit on instances (default and highest value of the Maximum instances setting)',
        de: 'Persistent: Instanzlimit der Plattform (Standard- und Höchstwert der Einstellung „Höchstzahl an Instanzen“)',
        ja: '常時稼働：プラットフォームのインスタンス数の上限（「最大インスタンス数」の設定のデフォルト値であり、最大値でもあります）',
        ko: '상시 실행: 플랫폼 인스턴스 한도("최대 인스턴스 수" 설정의 기본값이자 최댓값)',
      },
      n(serviceModes.persistent.maxInstances),
    ),
    row(
      'serviceModes.persistent.requestTimeoutSeconds',
      {
        en: 'Persistent: request timeout (until the response starts)',
        de: 'Persistent: Zeitlimit pro Anfrage (bis die Antwort beginnt)',
        ja: '常時稼働：リクエストのタイムアウト（レスポンスが始まるまで）',
        ko: '상시 실행: 요청 제한 시간(응답이 시작될 때까지)',
      },
      time(serviceModes.persistent.requestTimeoutSeconds, 'second'),
    ),
    row(
      'serviceModes.persistent.idleConnectionTimeoutSeconds',
      {
        en: 'Persistent: idle connection timeout (WebSockets, streams; no limit on their total length)',
        de: 'Persistent: Zeitlimit für ruhende Verbindungen (WebSockets, Streams; ihre Gesamtdauer ist nicht begrenzt)',
        ja: '常時稼働：アイドル状態の接続のタイムアウト（WebSocket、ストリーム。合計の長さに上限なし）',
        ko: '상시 실행: 유휴 연결 제한 시간(WebSocket, 스트림, 전체 길이 제한 없음)',
      },
      time(serviceModes.persistent.idleConnectionTimeoutSeconds, 'second'),
    ),
    row(
      'instanceLifecycle.shutdownGracePeriodSeconds',
      {
        en: 'Time to shut down after SIGTERM',
        de: 'Zeit zum Herunterfahren nach SIGTERM',
        ja: 'SIGTERM 後のシャットダウン猶予',
        ko: 'SIGTERM 이후 종료 유예 시간',
      },
      time(platform.instanceLifecycle.shutdownGracePeriodSeconds, 'second'),
    ),
    row(
      'runtimeImage.tmpDirSizeGiB',
      {
        en: 'Temporary disk per instance',
        de: 'Temporärer Speicher pro Instanz',
        ja: 'インスタンスごとの一時領域',
        ko: '인스턴스별 임시 디스크 공간',
      },
      u(platform.runtimeImage.tmpDirSizeGiB, 'GiB'),
    ),
  ],
  build: [
    row(
      'build.timeoutMinutes',
      {
        en: 'Build timeout',
        de: 'Zeitlimit für einen Build',
        ja: 'ビルドのタイムアウト',
        ko: '빌드 제한 시간',
      },
      time(build.timeoutMinutes, 'minute'),
    ),
    row(
      'build.preDeployTimeoutMinutes',
      {
        en: 'Pre-deploy command timeout',
        de: 'Zeitlimit für den Pre-Deploy-Befehl',
        ja: 'デプロイ前コマンドのタイムアウト',
        ko: '배포 전 명령 제한 시간',
      },
      time(build.preDeployTimeoutMinutes, 'minute'),
    ),
    row(
      'build.machineVcpu',
      {
        en: 'vCPUs of the build machine',
        de: 'vCPU der Build-Maschine',
        ja: 'ビルドマシンの vCPU 数',
        ko: '빌드 머신의 vCPU 수',
      },
      n(build.machineVcpu),
    ),
    row(
      'build.machineMemoryMiB',
      {
        en: 'Memory of the build machine',
        de: 'Arbeitsspeicher der Build-Maschine',
        ja: 'ビルドマシンのメモリ',
        ko: '빌드 머신의 메모리',
      },
      u(build.machineMemoryMiB, 'MiB'),
    ),
    row(
      'build.cacheSizeGiB',
      {
        en: 'Build cache per service',
        de: 'Build-Cache pro Dienst',
        ja: 'サービスあたりのビルドキャッシュ',
        ko: '서비스당 빌드 캐시 크기',
      },
      u(build.cacheSizeGiB, 'GiB'),
    ),
    row(
      'build.maxImageSizeGiB',
      {
        en: 'Maximum image size',
        de: 'Maximale Image-Größe',
        ja: 'イメージの最大サイズ',
        ko: '최대 이미지 크기',
      },
      u(build.maxImageSizeGiB, 'GiB'),
    ),
    row(
      'build.rollbackHistory',
      {
        en: 'Deployments kept for rollback',
        de: 'Deployments, die für Rollbacks aufbewahrt werden',
        ja: 'ロールバック用に保持するデプロイ',
        ko: '롤백용으로 보관되는 배포 수',
      },
      n(build.rollbackHistory),
    ),
    row(
      'build.healthCheckTimeoutSeconds',
      {
        en: 'Health check timeout (the time a new instance has to start)',
        de: 'Zeitlimit für den Health-Check (so lange darf eine neue Instanz zum Starten brauchen)',
        ja: 'ヘルスチェックのタイムアウト（新しいインスタンスの起動に許される時間）',
        ko: '상태 확인 제한 시간(새 인스턴스가 시작하는 데 허용되는 시간)',
      },
      time(build.healthCheckTimeoutSeconds, 'second'),
    ),
  ],
  networking: [
    row(
      'networking.maxRequestBodyMiB',
      {
        en: 'Maximum request body',
        de: 'Maximale Größe des Bodys einer Anfrage',
        ja: 'リクエストボディの最大サイズ',
        ko: '최대 요청 본문 크기',
      },
      u(networking.maxRequestBodyMiB, 'MiB'),
    ),
    row(
      'networking.maxUrlKiB',
      {
        en: 'Maximum URL length, path and query (then status 414)',
        de: 'Maximale Länge der URL mit Pfad und Parametern (danach Status 414)',
        ja: 'URL（パスとクエリ）の最大長（超えるとステータス 414）',
        ko: 'URL(경로와 쿼리)의 최대 길이(초과하면 상태 414)',
      },
      u(networking.maxUrlKiB, 'KiB'),
    ),
    row(
      'networking.maxRequestHeaderKiB',
      {
        en: 'Maximum request headers, all together (then status 431)',
        de: 'Maximale Größe aller Header einer Anfrage zusammen (danach Status 431)',
        ja: 'リクエストヘッダー全体の最大サイズ（超えるとステータス 431）',
        ko: '요청 헤더 전체의 최대 크기(초과하면 상태 431)',
      },
      u(networking.maxRequestHeaderKiB, 'KiB'),
    ),
    row(
      'networking.maxResponseHeaderKiB',
      {
        en: 'Maximum response headers',
        de: 'Maximale Größe der Antwort-Header',
        ja: 'レスポンスヘッダーの最大サイズ',
        ko: '최대 응답 헤더 크기',
      },
      u(networking.maxResponseHeaderKiB, 'KiB'),
    ),
    row(
      'networking.maxResponseBodyMiB',
      {
        en: 'Maximum response body',
        de: 'Maximale Größe des Bodys einer Antwort',
        ja: 'レスポンスボディの最大サイズ',
        ko: '최대 응답 본문 크기',
      },
      (locale) => noSizeLimit[locale],
    ),
    row(
      'networking.maxCustomDomainsPerService',
      {
        en: 'Custom domains per service',
        de: 'Eigene Domains pro Dienst',
        ja: 'サービスあたりのカスタムドメイン数',
        ko: '서비스당 사용자 지정 도메인 수',
      },
      n(networking.maxCustomDomainsPerService),
    ),
    row(
      'networking.maxPathRulesPerDomain',
      {
        en: 'Path rules per domain',
        de: 'Pfadregeln pro Domain',
        ja: 'ドメインあたりのパスルール数',
        ko: '도메인당 경로 규칙 수',
      },
      n(networking.maxPathRulesPerDomain),
    ),
    row(
      'networking.certificateRenewalDaysBeforeExpiry',
      {
        en: 'Certificate renewal before expiry',
        de: 'Zertifikatserneuerung vor Ablauf',
        ja: '有効期限前の証明書の更新',
        ko: '인증서 갱신 시점(만료 전)',
      },
      time(networking.certificateRenewalDaysBeforeExpiry, 'day'),
    ),
  ],
  environment: [
    row(
      'environmentVariables.maxCount',
      {
        en: 'Environment variables per service',
        de: 'Umgebungsvariablen pro Dienst',
        ja: 'サービスあたりの環境変数の数',
        ko: '서비스당 환경 변수 수',
      },
      n(environmentVariables.maxCount),
    ),
    row(
      'environmentVariables.maxTotalKiB',
      {
        en: 'Total size of all variables',
        de: 'Gesamtgröße aller Variablen',
        ja: 'すべての変数の合計サイズ',
        ko: '모든 변수의 총 크기',
      },
      u(environmentVariables.maxTotalKiB, 'KiB'),
    ),
  ],
  postgres: [
    ...postgres.plans.flatMap((plan): RowSpec[] => [
      row(
        `postgres.plans.${plan.name}.storageGiB`,
        {
          en: `Postgres ${plan.name}: storage`,
          de: `Postgres ${plan.name}: Speicherplatz`,
          ja: `Postgres ${plan.name} プランのストレージ`,
          ko: `Postgres ${plan.name} 플랜 스토리지`,
        },
        u(plan.storageGiB, 'GiB'),
      ),
      row(
        `postgres.plans.${plan.name}.maxConnections`,
        {
          en: `Postgres ${plan.name}: connections`,
          de: `Postgres ${plan.name}: Verbindungen`,
          ja: `Postgres ${plan.name} プランの接続数`,
          ko: `Postgres ${plan.name} 플랜 연결 수`,
        },
        n(plan.maxConnections),
      ),
      row(
        `postgres.plans.${plan.name}.memoryMiB`,
        {
          en: `Postgres ${plan.name}: memory`,
          de: `Postgres ${plan.name}: Arbeitsspeicher`,
          ja: `Postgres ${plan.name} プランのメモリ`,
          ko: `Postgres ${plan.name} 플랜 메모리`,
        },
        u(plan.memoryMiB, 'MiB'),
      ),
    ]),
    row(
      'postgres.poolerMaxClientConnections',
      {
        en: 'Client connections through the pooler',
        de: 'Client-Verbindungen über den Pooler',
        ja: 'プーラー経由のクライアント接続数',
        ko: '풀러를 통한 클라이언트 연결 수',
      },
      n(postgres.poolerMaxClientConnections),
    ),
    row(
      'postgres.backupRetentionDays',
      {
        en: 'Backup retention',
        de: 'Aufbewahrung der Backups',
        ja: 'バックアップの保持期間',
        ko: '백업 보관 기간',
      },
      time(postgres.backupRetentionDays, 'day'),
    ),
    row(
      'postgres.pointInTimeRecoveryDays',
      {
        en: 'Point-in-time recovery window',
        de: 'Zeitfenster für Point-in-Time-Wiederherstellung',
        ja: 'ポイントインタイムリカバリの対象期間',
        ko: '특정 시점 복구 가능 기간',
      },
      time(postgres.pointInTimeRecoveryDays, 'day'),
    ),
  ],
  redis: [
    ...redis.plans.flatMap((plan): RowSpec[] => [
      row(
        `redis.plans.${plan.name}.memoryMiB`,
        {
          en: `Redis ${plan.name}: memory`,
          de: `Redis ${plan.name}: Arbeitsspeicher`,
          ja: `Redis ${plan.name} プランのメモリ`,
          ko: `Redis ${plan.name} 플랜 메모리`,
        },
        u(plan.memoryMiB, 'MiB'),
      ),
      row(
        `redis.plans.${plan.name}.maxConnections`,
        {
          en: `Redis ${plan.name}: connections`,
          de: `Redis ${plan.name}: Verbindungen`,
          ja: `Redis ${plan.name} プランの接続数`,
          ko: `Redis ${plan.name} 플랜 연결 수`,
        },
        n(plan.maxConnections),
      ),
    ]),
    row(
      'redis.maxKeySizeMiB',
      {
        en: 'Maximum key or value size',
        de: 'Maximale Größe eines Schlüssels oder Werts',
        ja: 'キーまたは値の最大サイズ',
        ko: '키 또는 값의 최대 크기',
      },
      u(redis.maxKeySizeMiB, 'MiB'),
    ),
    row(
      'redis.snapshotIntervalHours',
      {
        en: 'Snapshot interval',
        de: 'Snapshot-Intervall',
        ja: 'スナップショットの間隔',
        ko: '스냅샷 간격',
      },
      time(redis.snapshotIntervalHours, 'hour'),
    ),
    row(
      'redis.evictionPolicies.default',
      {
        en: 'Eviction policy (default)',
        de: 'Verdrängungsstrategie (Standard)',
        ja: 'エビクションポリシー（デフォルト）',
        ko: '제거 정책(기본값)',
      },
      s(redis.evictionPolicies.default),
    ),
    row(
      'redis.evictionPolicies.queues',
      {
        en: 'Eviction policy for queues (setting per instance)',
        de: 'Verdrängungsstrategie für Warteschlangen (Einstellung pro Instanz)',
        ja: 'キュー用のエビクションポリシー（インスタンスごとの設定）',
        ko: '큐용 제거 정책(인스턴스별 설정)',
      },
      s(redis.evictionPolicies.queues),
    ),
  ],
  observability: [
    row(
      'observability.logRetentionDays',
      {
        en: 'Log retention',
        de: 'Aufbewahrung der Logs',
        ja: 'ログの保持期間',
        ko: '로그 보관 기간',
      },
      time(observability.logRetentionDays, 'day'),
    ),
    row(
      'observability.metricRetentionDays',
      {
        en: 'Metric retention',
        de: 'Aufbewahrung der Metriken',
        ja: 'メトリクスの保持期間',
        ko: '메트릭 보관 기간',
      },
      time(observability.metricRetentionDays, 'day'),
    ),
    row(
      'observability.traceRetentionDays',
      {
        en: 'Trace retention',
        de: 'Aufbewahrung der Traces',
        ja: 'トレースの保持期間',
        ko: '트레이스 보관 기간',
      },
      time(observability.traceRetentionDays, 'day'),
    ),
    row(
      'observability.maxLogLineKiB',
      {
        en: 'Maximum log line',
        de: 'Maximale Länge einer Logzeile',
        ja: 'ログの 1 行の最大サイズ',
        ko: '로그 한 줄의 최대 크기',
      },
      u(observability.maxLogLineKiB, 'KiB'),
    ),
    row(
      'observability.maxAlertRules',
      {
        en: 'Alert rules per project',
        de: 'Alarmregeln pro Projekt',
        ja: 'プロジェクトあたりのアラートルール数',
        ko: '프로젝트당 알림 규칙 수',
      },
      n(observability.maxAlertRules),
    ),
    row(
      'observability.logDrain.maxLinesPerRequest',
      {
        en: 'Log lines per log drain request (HTTPS)',
        de: 'Logzeilen pro Anfrage einer Log-Weiterleitung (HTTPS)',
        ja: 'ログドレインの 1 リクエストあたりのログ行数（HTTPS）',
        ko: '로그 드레인 요청당 로그 줄 수(HTTPS)',
      },
      n(observability.logDrain.maxLinesPerRequest),
    ),
    row(
      'observability.logDrain.drainRetryMinutes',
      {
        en: 'Retry period of an undelivered log drain request',
        de: 'Zeitraum, in dem eine nicht zugestellte Anfrage einer Log-Weiterleitung wiederholt wird',
        ja: '届かなかったログドレインのリクエストを再試行する期間',
        ko: '전달되지 않은 로그 드레인 요청을 재시도하는 기간',
      },
      time(observability.logDrain.drainRetryMinutes, 'minute'),
    ),
  ],
  async: [
    row(
      'asyncTasks.maxTaskDurationMinutes',
      {
        en: 'Longest job run',
        de: 'Maximale Laufzeit eines Job-Laufs',
        ja: 'ジョブ実行の最大実行時間',
        ko: '작업 실행 최대 시간',
      },
      time(asyncTasks.maxTaskDurationMinutes, 'minute'),
    ),
    row(
      'asyncTasks.maxPayloadKiB',
      {
        en: 'Largest payload of a one-off job run',
        de: 'Maximale Nutzlast eines einmaligen Job-Laufs',
        ja: '単発のジョブ実行のペイロードの最大サイズ',
        ko: '일회성 작업 실행 페이로드 최대 크기',
      },
      u(asyncTasks.maxPayloadKiB, 'KiB'),
    ),
    row(
      'asyncTasks.maxRetries',
      {
        en: 'Retries of a failed scheduled job run',
        de: 'Wiederholungen eines fehlgeschlagenen geplanten Job-Laufs',
        ja: '失敗した定期ジョブ実行の再試行回数',
        ko: '실패한 예약 작업 실행의 재시도 횟수',
      },
      n(asyncTasks.maxRetries),
    ),
    row(
      'asyncTasks.maxScheduledJobsPerService',
      {
        en: 'Scheduled jobs per service',
        de: 'Geplante Jobs pro Dienst',
        ja: 'サービスあたりの定期ジョブ数',
        ko: '서비스당 예약 작업 수',
      },
      n(asyncTasks.maxScheduledJobsPerService),
    ),
    row(
      'asyncTasks.minScheduleIntervalMinutes',
      {
        en: 'Shortest schedule interval',
        de: 'Kürzestes Intervall eines geplanten Jobs',
        ja: '定期ジョブの最短間隔',
        ko: '예약 작업 최소 간격',
      },
      time(asyncTasks.minScheduleIntervalMinutes, 'minute'),
    ),
  ],
  account: [
    row(
      'account.maxProjects',
      {
        en: 'Projects per account',
        de: 'Projekte pro Konto',
        ja: 'アカウントあたりのプロジェクト数',
        ko: '계정당 프로젝트 수',
      },
      n(account.maxProjects),
    ),
    row(
      'account.maxServicesPerProject',
      {
        en: 'Services per project',
        de: 'Dienste pro Projekt',
        ja: 'プロジェクトあたりのサービス数',
        ko: '프로젝트당 서비스 수',
      },
      n(account.maxServicesPerProject),
    ),
    row(
      'account.maxPreviewsPerProject',
      {
        en: 'Open pull requests with previews per project',
        de: 'Offene Pull-Requests mit Vorschauen pro Projekt',
        ja: 'プロジェクトあたりのプレビューを持てるオープンなプルリクエスト数',
        ko: '프로젝트당 미리 보기를 받는 열린 풀 리퀘스트 수',
      },
      n(account.maxPreviewsPerProject),
    ),
    row(
      'account.maxTeamMembersPerProject',
      {
        en: 'Team members per project',
        de: 'Teammitglieder pro Projekt',
        ja: 'プロジェクトあたりのチームメンバー数',
        ko: '프로젝트당 팀원 수',
      },
      n(account.maxTeamMembersPerProject),
    ),
  ],
};

export const limitSectionIds = Object.keys(specs) as LimitSectionId[];

/** Header of the limits tables. */
export const limitsTableHead: readonly Localized[] = [
  { en: 'Limit', de: 'Limit', ja: '制限', ko: '제한' },
  { en: 'Value', de: 'Wert', ja: '値', ko: '값' },
  { en: 'Soft or hard', de: 'Weich oder hart', ja: 'ソフト・ハード', ko: '소프트·하드' },
];

/** The third column: soft (support raises it) or hard, as the page's info box explains both words. */
export const limitKindLabels: Readonly<Record<LimitKind, Localized>> = {
  soft: { en: 'soft', de: 'weich', ja: 'ソフト', ko: '소프트' },
  hard: { en: 'hard', de: 'hart', ja: 'ハード', ko: '하드' },
  setting: { en: 'setting', de: 'Einstellung', ja: '設定', ko: '설정' },
};

const soft: ReadonlySet<string> = new Set(softLimits);

export function limitRows(section: LimitSectionId, locale: FactsLocale): LimitRow[] {
  return specs[section].map(({ fact, label, render }) => ({
    fact,
    label: label[locale],
    value: render(locale),
    kind: soft.has(fact) ? 'soft' : fact.startsWith('redis.evictionPolicies.') ? 'setting' : 'hard',
  }));
}

const softLimitSentences: Readonly<Record<'one' | 'many', Localized>> = {
  one: {
    en: 'This is a soft limit, which support raises on request.',
    de: 'Das ist ein weiches Limit, das der Support auf Anfrage anhebt.',
    ja: 'これはソフト制限で、サポートに依頼すると引き上げられます。',
    ko: '이 제한은 소프트 제한이므로 지원팀에 요청하면 상향할 수 있습니다.',
  },
  many: {
    en: 'These are soft limits, which support raises on request.',
    de: 'Das sind weiche Limits, die der Support auf Anfrage anhebt.',
    ja: 'これらはソフト制限で、サポートに依頼すると引き上げられます。',
    ko: '이 제한들은 소프트 제한이므로 지원팀에 요청하면 상향할 수 있습니다.',
  },
};

/**
 * The sentence SoftLimitNote renders: the named limits are soft. Throws when one of them is not in
 * softLimits, since the page would then promise a raise support does not give.
 */
export function softLimitNote(facts: readonly string[], locale: FactsLocale): string {
  const hard = facts.filter((fact) => !soft.has(fact));
  if (facts.length === 0 || hard.length > 0)
    throw new Error(`SoftLimitNote names limits that are not soft: ${hard.join(', ') || 'none'}`);
  return softLimitSentences[facts.length === 1 ? 'one' : 'many'][locale];
}
