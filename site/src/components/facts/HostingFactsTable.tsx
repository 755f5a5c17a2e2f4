import React, { type ReactNode } from 'react';
import { brand } from '../../data/brand';
import {
  build,
  environmentVariables,
  instanceLifecycle,
  networking,
  postgres,
  runtimeImage,
  support,
} from '../../data/platform';
import { statements, type Statement } from '../../data/statements';
import FactTable from './FactTable';
import {
  disjunctionParts,
  formatDuration,
  formatNumber,
  withUnit,
  type FactsLocale,
  type Localized,
  type LocalizedTemplate,
} from './format';
import { useFactsLocale } from './useFactsLocale';
import { statementNodes } from './Statement';

/** "30 seconds, then" before SIGKILL. */
const thenKill: LocalizedTemplate<[duration: string]> = {
  en: (duration) => `${duration}, then`,
  de: (duration) => `${duration}, danach`,
  ja: (duration) => `${duration}、その後`,
  ko: (duration) => `${duration} 후`,
};

/**
 * The health check once a deployment is live: on a persistent service its interval and how many
 * failures replace an instance; the serverless rule and what a check is not follow as a statement.
 */
const runningHealthCheck: LocalizedTemplate<[interval: string, failures: string]> = {
  en: (interval, failures) =>
    `After going live, every running instance of a persistent service gets the health check every ${interval}; an instance that fails ${failures} checks in a row, or whose process exits, gets no more traffic and is replaced by a new instance of the same deployment.`,
  de: (interval, failures) =>
    `Im laufenden Betrieb bekommt jede Instanz eines persistenten Dienstes alle ${interval} den Health-Check; eine Instanz, die ${failures} Checks in Folge nicht besteht oder deren Prozess endet, bekommt keinen Datenverkehr mehr und wird durch eine neue Instanz desselben Deployments ersetzt.`,
  ja: (interval, failures) =>
    `公開後も、常時稼働のサービスでは実行中の各インスタンスに ${interval}ごとにヘルスチェックを送ります。${failures} 回続けて失敗したインスタンスや、プロセスが終了したインスタンスにはトラフィックを送らず、同じデプロイの新しいインスタンスに置き換えます。`,
  ko: (interval, failures) =>
    `배포가 적용된 뒤에도 상시 실행 서비스의 실행 중인 모든 인스턴스에 ${interval}마다 상태 확인을 보냅니다. 연속 ${failures}회 실패하거나 프로세스가 종료된 인스턴스는 더 이상 트래픽을 받지 않으며, 같은 배포의 새 인스턴스로 교체됩니다.`,
};

/** The health check after going live, per mode: the overview's table and the deployments page render it. */
const runningHealthCheckNodes = (locale: FactsLocale): ReactNode => (
  <>
    {runningHealthCheck[locale](
      formatDuration(instanceLifecycle.healthCheckIntervalSeconds, 'second', locale),
      formatNumber(instanceLifecycle.failedChecksBeforeReplacement, locale),
    )}
    {locale === 'ja' ? '' : ' '}
    {statementNodes(statements.healthChecksPerMode[locale])}
  </>
);

export function RunningHealthCheck(): ReactNode {
  return runningHealthCheckNodes(useFactsLocale());
}

/** "HTTP/1.1 and HTTP/2 from clients, HTTP/1.1 to your service". */
const httpVersions: LocalizedTemplate<[fromClients: string, toService: string]> = {
  en: (fromClients, toService) => `${fromClients} from clients, ${toService} to your service`,
  de: (fromClients, toService) => `${fromClients} von Clients, ${toService} zu deinem Dienst`,
  ja: (fromClients, toService) =>
    `クライアントとは ${fromClients} で通信し、サービスへは ${toService} で転送`,
  ko: (fromClients, toService) => `클라이언트와는 ${fromClients}, 서비스로는 ${toService}`,
};

/** "status 301 from one domain of a service to another". */
const domainRedirect: LocalizedTemplate<[status: number]> = {
  en: (status) => `Yes: status ${status} from one domain of a service to another`,
  de: (status) => `Ja: Status ${status} von einer Domain eines Dienstes auf eine andere`,
  ja: (status) => `あり：同じサービスのドメイン間でステータス ${status} のリダイレクト`,
  ko: (status) => `있음: 같은 서비스의 도메인 간 상태 ${status} 리디렉션`,
};

/** "on the port in PORT". */
const onPortOf: Localized = {
  en: ', on the port in',
  de: ', auf dem Port aus',
  ja: '、ポートは',
  ko: ', 포트는',
};

/** The health check's path is the default; each service can set its own. */
const pathIsDefault: Localized = {
  en: ' (the path is a setting of the service)',
  de: ' (den Pfad stellst du pro Dienst ein)',
  ja: '（パスはサービスごとに設定できます）',
  ko: '(경로는 서비스마다 설정할 수 있습니다)',
};

/** Ends the value before a statement follows it in the same cell. */
const sentenceEnd: Localized = { en: '. ', de: '. ', ja: '。', ko: '. ' };

/** The health check's other Host headers: a service without public networking, a preview. */
const otherHealthCheckHosts: Readonly<
  Record<FactsLocale, (privateHost: ReactNode, previewHost: ReactNode) => ReactNode>
> = {
  en: (privateHost, previewHost) => (
    <>
      ; with <strong>Public networking</strong> turned off {privateHost}, on a preview {previewHost}
    </>
  ),
  de: (privateHost, previewHost) => (
    <>
      ; bei ausgeschaltetem <strong>Öffentlich erreichbar</strong> {privateHost}, bei einer Vorschau{' '}
      {previewHost}
    </>
  ),
  ja: (privateHost, previewHost) => (
    <>
      。<strong>パブリックネットワーク</strong>をオフにしたサービスでは {privateHost}
      、プレビューでは {previewHost}
    </>
  ),
  ko: (privateHost, previewHost) => (
    <>
      . <strong>공개 네트워킹</strong>을 끈 서비스는 {privateHost}, 미리 보기는 {previewHost}
    </>
  ),
};

const listSeparator = (locale: FactsLocale) => (locale === 'ja' ? '、' : ', ');

/**
 * The questions a reader coming from another host asks first, each answered by
 * a fact or, where the platform does not offer the thing, by its statement.
 */
const rows: readonly { question: Localized; answer: (locale: FactsLocale) => ReactNode }[] = [
  {
    question: {
      en: 'Time after SIGTERM',
      de: 'Zeit nach SIGTERM',
      ja: 'SIGTERM 後の猶予',
      ko: 'SIGTERM 이후 유예 시간',
    },
    answer: (locale) => (
      <>
        {thenKill[locale](
          formatDuration(instanceLifecycle.shutdownGracePeriodSeconds, 'second', locale),
        )}{' '}
        <code>SIGKILL</code>
      </>
    ),
  },
  {
    question: {
      en: 'Temporary disk per instance',
      de: 'Temporärer Speicher pro Instanz',
      ja: 'インスタンスごとの一時領域',
      ko: '인스턴스별 임시 디스크 공간',
    },
    answer: (locale) => (
      <>
        <code>{runtimeImage.tmpDir}</code>
        {listSeparator(locale)}
        {withUnit(runtimeImage.tmpDirSizeGiB, 'GiB', locale)}
        {sentenceEnd[locale]}
        {statements.scratchSpaceIsInstanceDisk[locale]}
      </>
    ),
  },
  {
    question: {
      en: 'Host header of the health check',
      de: 'Host-Header des Health-Checks',
      ja: 'ヘルスチェックの Host ヘッダー',
      ko: '상태 확인의 Host 헤더',
    },
    answer: (locale) => (
      <>
        <code>
          GET {build.healthCheckPath}, Host: {networking.healthCheckHost}
        </code>
        {pathIsDefault[locale]}
        {otherHealthCheckHosts[locale](
          <code>Host: {networking.healthCheckHostPrivate}</code>,
          <code>Host: {networking.previewHostname}</code>,
        )}
      </>
    ),
  },
  {
    question: {
      en: 'Private network between services of a project',
      de: 'Privates Netz zwischen den Diensten eines Projekts',
      ja: 'プロジェクト内のサービス間のプライベートネットワーク',
      ko: '프로젝트 내 서비스 간 사설 네트워크',
    },
    answer: (locale) => (
      <>
        <code>{networking.privateHostname}</code>
        {onPortOf[locale]} <code>{environmentVariables.port}</code>
      </>
    ),
  },
  {
    question: {
      en: 'HTTP versions',
      de: 'HTTP-Versionen',
      ja: 'HTTP のバージョン',
      ko: 'HTTP 버전',
    },
    answer: (locale) =>
      httpVersions[locale](
        disjunctionParts(networking.edgeHttpVersions, locale, 'conjunction')
          .map((part) => part.value)
          .join(''),
        networking.upstreamHttpVersion,
      ),
  },
  {
    question: {
      en: 'Redirect from the apex domain to www',
      de: 'Weiterleitung von der Apex-Domain auf www',
      ja: 'Apex ドメインから www へのリダイレクト',
      ko: 'apex 도메인에서 www로 리디렉션',
    },
    answer: (locale) => domainRedirect[locale](networking.domainRedirectStatus),
  },
  {
    question: {
      en: 'Postgres extensions',
      de: 'Postgres-Erweiterungen',
      ja: 'Postgres の拡張機能',
      ko: 'Postgres 확장 기능',
    },
    answer: (locale) =>
      postgres.extensions.map((extension, index) => (
        <React.Fragment key={extension}>
          {index > 0 && listSeparator(locale)}
          <code>{extension}</code>
        </React.Fragment>
      )),
  },
  {
    question: {
      en: 'Health checks after going live, restarts',
      de: 'Health-Checks im laufenden Betrieb, Neustarts',
      ja: '公開後のヘルスチェックと再起動',
      ko: '배포 후 상태 확인과 재시작',
    },
    answer: runningHealthCheckNodes,
  },
  {
    question: { en: 'Status page', de: 'Statusseite', ja: 'ステータスページ', ko: '상태 페이지' },
    answer: () => <a href={support.statusPageUrl}>{new URL(support.statusPageUrl).host}</a>,
  },
  ...(
    [
      [
        {
          en: 'Support languages',
          de: 'Sprachen des Supports',
          ja: 'サポートの言語',
          ko: '지원 언어',
        },
        statements.supportLanguages,
      ],
      [
        {
          en: 'Start command and $PORT',
          de: 'Startbefehl und $PORT',
          ja: '起動コマンドと $PORT',
          ko: '시작 명령과 $PORT',
        },
        statements.startCommandShell,
      ],
      [
        {
          en: 'Public TCP and UDP ports',
          de: 'Öffentliche TCP- und UDP-Ports',
          ja: '公開の TCP・UDP ポート',
          ko: '공개 TCP·UDP 포트',
        },
        statements.noPublicTcpUdp,
      ],
      [
        {
          en: 'Outbound email (SMTP)',
          de: 'Ausgehende E-Mails (SMTP)',
          ja: 'メールの送信（SMTP）',
          ko: '메일 발송(SMTP)',
        },
        statements.outboundMailPorts,
      ],
      [{ en: 'IPv6', de: 'IPv6', ja: 'IPv6', ko: 'IPv6' }, statements.ipv6],
      [
        { en: 'DDoS protection', de: 'DDoS-Schutz', ja: 'DDoS 対策', ko: 'DDoS 방어' },
        statements.ddosProtection,
      ],
      [
        {
          en: 'CDN and edge cache',
          de: 'CDN und Edge-Cache',
          ja: 'CDN・エッジキャッシュ',
          ko: 'CDN과 엣지 캐시',
        },
        statements.noEdgeCache,
      ],
      [
        {
          en: 'Suspending a service',
          de: 'Dienst pausieren',
          ja: 'サービスの一時停止',
          ko: '서비스 일시 중지',
        },
        statements.noPause,
      ],
      [
        {
          en: 'Persistent volumes or disks',
          de: 'Persistente Volumes oder Disks',
          ja: '永続ボリューム・永続ディスク',
          ko: '영구 볼륨 또는 디스크',
        },
        statements.noPersistentVolumes,
      ],
      [{ en: 'gRPC', de: 'gRPC', ja: 'gRPC', ko: 'gRPC' }, statements.noPublicGrpc],
      [
        {
          en: 'Static sites',
          de: 'Statische Websites',
          ja: '静的サイト',
          ko: '정적 사이트',
        },
        statements.noStaticSites,
      ],
      [
        { en: 'Build minutes', de: 'Build-Minuten', ja: 'ビルド時間', ko: '빌드 시간' },
        statements.buildsNotBilled,
      ],
      [{ en: 'GPU', de: 'GPU', ja: 'GPU', ko: 'GPU' }, statements.noGpu],
      [
        {
          en: 'Postgres standby and read replicas',
          de: 'Postgres-Standby und Read-Replicas',
          ja: 'Postgres のスタンバイとリードレプリカ',
          ko: 'Postgres 대기 서버와 읽기 전용 복제본',
        },
        statements.postgresSingleInstance,
      ],
      [
        {
          en: 'Static outbound IP addresses',
          de: 'Feste ausgehende IP-Adressen',
          ja: '固定の送信元 IP アドレス',
          ko: '고정 아웃바운드 IP 주소',
        },
        statements.noStaticOutboundAddresses,
      ],
      [
        {
          en: 'Autoscaling settings',
          de: 'Einstellungen der automatischen Skalierung',
          ja: 'オートスケーリングの設定',
          ko: '자동 확장 설정',
        },
        statements.autoscalingByConcurrency,
      ],
      [
        { en: 'Spending limit', de: 'Ausgabenlimit', ja: '支出上限', ko: '지출 한도' },
        statements.noSpendingLimit,
      ],
      [
        {
          en: 'GitLab or Bitbucket',
          de: 'GitLab oder Bitbucket',
          ja: 'GitLab・Bitbucket',
          ko: 'GitLab 또는 Bitbucket',
        },
        statements.onlyGitHub,
      ],
      [
        {
          en: 'Images from a container registry',
          de: 'Images aus einer Container-Registry',
          ja: 'コンテナーレジストリのイメージ',
          ko: '컨테이너 레지스트리 이미지',
        },
        statements.noRegistryImages,
      ],
      [
        {
          en: 'Command-line tool and API',
          de: 'Kommandozeilenwerkzeug und API',
          ja: 'コマンドラインツールと API',
          ko: '명령줄 도구와 API',
        },
        statements.noCommandLineTool,
      ],
      [
        {
          en: 'Shell or SSH into an instance',
          de: 'Shell oder SSH in einer Instanz',
          ja: 'インスタンスへのシェル・SSH 接続',
          ko: '인스턴스에 셸 또는 SSH 접속',
        },
        statements.noShellAccess,
      ],
      [
        {
          en: 'Release or pre-deploy command',
          de: 'Release- oder Pre-Deploy-Befehl',
          ja: 'リリースコマンド・デプロイ前コマンド',
          ko: '릴리스 명령 또는 배포 전 명령',
        },
        statements.migrationsInPreDeployCommand,
      ],
      [
        {
          en: 'Configuration file in the repository',
          de: 'Konfigurationsdatei im Repository',
          ja: 'リポジトリ内の設定ファイル',
          ko: '리포지토리의 설정 파일',
        },
        statements.noConfigFile,
      ],
      [
        {
          en: 'Object storage',
          de: 'Objektspeicher',
          ja: 'オブジェクトストレージ',
          ko: '객체 스토리지',
        },
        statements.noObjectStorage,
      ],
      [
        {
          en: 'Databases of preview environments',
          de: 'Datenbanken für Vorschauen',
          ja: 'プレビュー環境のデータベース',
          ko: '미리 보기 환경의 데이터베이스',
        },
        statements.previewsGetNoProductionData,
      ],
      [
        {
          en: 'Private services and background workers',
          de: 'Private Dienste und Hintergrund-Worker',
          ja: 'プライベートサービスとバックグラウンドワーカー',
          ko: '비공개 서비스와 백그라운드 워커',
        },
        statements.privateServicesAndWorkers,
      ],
      [
        {
          en: 'Wildcard custom domains',
          de: 'Wildcard-Domains',
          ja: 'ワイルドカードのカスタムドメイン',
          ko: '와일드카드 사용자 지정 도메인',
        },
        statements.noWildcardDomains,
      ],
      [
        {
          en: 'Environment groups shared by services',
          de: 'Variablengruppen für mehrere Dienste',
          ja: '複数のサービスで共有する環境変数グループ',
          ko: '여러 서비스가 공유하는 환경 변수 그룹',
        },
        statements.noSharedVariableGroups,
      ],
      [
        {
          en: 'Multi-region, moving to another region',
          de: 'Mehrere Regionen, Umzug in eine andere Region',
          ja: 'マルチリージョン・別リージョンへの移動',
          ko: '멀티 리전, 다른 리전으로 이전',
        },
        statements.oneRegionPerService,
      ],
      [
        {
          en: 'Downgrading a Postgres or Redis plan',
          de: 'Postgres- oder Redis-Tarif verkleinern',
          ja: 'Postgres・Redis のプランのダウングレード',
          ko: 'Postgres 또는 Redis 플랜 다운그레이드',
        },
        statements.planDowngrades,
      ],
      [
        {
          en: 'More than one instance at all times',
          de: 'Mehr als eine Instanz zu jeder Zeit',
          ja: '常に複数のインスタンスを実行',
          ko: '항상 둘 이상의 인스턴스 실행',
        },
        statements.minimumInstances,
      ],
      [
        {
          en: 'Two-factor authentication',
          de: 'Zwei-Faktor-Authentifizierung',
          ja: '二要素認証',
          ko: '2단계 인증',
        },
        statements.twoFactorSetup,
      ],
      [
        {
          en: 'Single sign-on (SAML) and audit log',
          de: 'Single Sign-on (SAML) und Audit-Log',
          ja: 'シングルサインオン（SAML）と監査ログ',
          ko: 'SSO(SAML)와 감사 로그',
        },
        statements.noSsoOrAuditLog,
      ],
      [
        {
          en: 'Certifications (ISO 27001, SOC 2)',
          de: 'Zertifizierungen (ISO 27001, SOC 2)',
          ja: '認証（ISO 27001、SOC 2）',
          ko: '인증(ISO 27001, SOC 2)',
        },
        statements.certifications,
      ],
      [
        {
          en: 'Moving from another host',
          de: 'Umzug von einem anderen Anbieter',
          ja: '他社からの移行',
          ko: '다른 호스팅에서 이전',
        },
        statements.migrateFromAnotherHost,
      ],
      [
        {
          en: 'Fonts for Japanese, Korean and Chinese',
          de: 'Schriften für Japanisch, Koreanisch und Chinesisch',
          ja: '日本語・韓国語・中国語のフォント',
          ko: '한국어·일본어·중국어 글꼴',
        },
        statements.cjkFontsInRuntimeImage,
      ],
    ] as const satisfies readonly (readonly [Localized, Statement])[]
  ).map(([question, statement]) => ({
    question,
    answer: (locale: FactsLocale) => statementNodes(statement[locale]),
  })),
];

const head: readonly Localized[] = [
  { en: 'What you look for', de: 'Was du suchst', ja: '確認したい項目', ko: '찾는 항목' },
  {
    en: `On ${brand.name}`,
    de: `Bei ${brand.name}`,
    ja: `${brand.name} の場合`,
    ko: `${brand.name}에서는`,
  },
];

/** What a reader of Render's or Fly.io's documentation looks for, answered from the facts. */
export default function HostingFactsTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={rows.map((row) => [row.question[locale], row.answer(locale)])}
    />
  );
}
