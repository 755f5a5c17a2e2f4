import React, { type ReactNode } from 'react';
import { brand } from '../../data/brand';
import { build, instanceLifecycle, networking, runtimeImage, support } from '../../data/platform';
import { statements, type Statement } from '../../data/statements';
import FactTable from './FactTable';
import {
  formatDuration,
  withUnit,
  type FactsLocale,
  type Localized,
  type LocalizedTemplate,
} from './format';
import { useFactsLocale } from './useFactsLocale';

/** "30 seconds, then" before SIGKILL. */
const thenKill: LocalizedTemplate<[duration: string]> = {
  en: (duration) => `${duration}, then`,
  de: (duration) => `${duration}, danach`,
  ja: (duration) => `${duration}、その後`,
  ko: (duration) => `${duration} 후`,
};

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
      ja: 'インスタンスごとの一時ディスク',
      ko: '인스턴스별 임시 디스크 공간',
    },
    answer: (locale) => (
      <>
        <code>{runtimeImage.tmpDir}</code>, {withUnit(runtimeImage.tmpDirSizeGiB, 'GiB', locale)}
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
    answer: () => (
      <code>
        GET {build.healthCheckPath}, Host: {networking.healthCheckHost}
      </code>
    ),
  },
  {
    question: {
      en: 'Private network between services of a project',
      de: 'Privates Netz zwischen den Diensten eines Projekts',
      ja: 'プロジェクト内のサービス間のプライベートネットワーク',
      ko: '프로젝트 내 서비스 간 사설 네트워크',
    },
    answer: () => <code>{networking.privateHostname}</code>,
  },
  {
    question: { en: 'Status page', de: 'Statusseite', ja: 'ステータスページ', ko: '상태 페이지' },
    answer: () => <a href={support.statusPageUrl}>{new URL(support.statusPageUrl).host}</a>,
  },
  ...(
    [
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
          ja: 'コンテナレジストリのイメージ',
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
          en: 'Release or pre-deploy command',
          de: 'Release- oder Pre-Deploy-Befehl',
          ja: 'リリースコマンド・デプロイ前コマンド',
          ko: '릴리스 명령 또는 배포 전 명령',
        },
        statements.noReleaseCommand,
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
    ] as const satisfies readonly (readonly [Localized, Statement])[]
  ).map(([question, statement]) => ({
    question,
    answer: (locale: FactsLocale) => statement[locale],
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
