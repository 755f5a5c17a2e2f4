import React, { type ReactNode } from 'react';
import { platformSetVariables } from '../../data/platform';
import FactTable from './FactTable';
import type { Localized } from './format';
import { useFactsLocale } from './useFactsLocale';

type VariableName = (typeof platformSetVariables)[number]['name'];
type SetWhen = (typeof platformSetVariables)[number]['setWhen'];

const contents: Record<VariableName, Localized> = {
  PORT: {
    en: 'Port your process must listen on',
    de: 'Port, auf dem dein Prozess lauschen muss',
    ja: 'プロセスが待ち受けるポート',
    ko: '프로세스가 수신 대기해야 하는 포트',
  },
  NUBIVA_SERVICE_NAME: {
    en: 'Name of the service',
    de: 'Name des Dienstes',
    ja: 'サービスの名前',
    ko: '서비스 이름',
  },
  NUBIVA_DEPLOYMENT_ID: {
    en: 'Id of the running deployment',
    de: 'ID des laufenden Deployments',
    ja: '実行中のデプロイの ID',
    ko: '실행 중인 배포의 ID',
  },
  NUBIVA_GIT_COMMIT: {
    en: 'Commit the deployment was built from',
    de: 'Commit, aus dem das Deployment gebaut wurde',
    ja: 'デプロイのビルド元のコミット',
    ko: '배포를 빌드한 커밋',
  },
  NUBIVA_REGION: {
    en: 'Region the instance runs in',
    de: 'Region, in der die Instanz läuft',
    ja: 'インスタンスが実行されているリージョン',
    ko: '인스턴스가 실행되는 리전',
  },
  DATABASE_URL: {
    en: 'Connection string of the database, directly (migrations, long transactions)',
    de: 'Verbindungs-URL der Datenbank, direkt (Migrationen, lange Transaktionen)',
    ja: 'データベースへの直接の接続文字列（マイグレーション、長いトランザクション）',
    ko: '데이터베이스에 직접 연결하는 연결 문자열(마이그레이션, 긴 트랜잭션)',
  },
  DATABASE_POOL_URL: {
    en: 'Connection string of the same database through the built-in pooler (request handlers)',
    de: 'Verbindungs-URL derselben Datenbank über den eingebauten Pooler (Request-Handler)',
    ja: '組み込みのプーラーを経由する同じデータベースへの接続文字列（リクエストハンドラー）',
    ko: '내장 풀러를 거쳐 같은 데이터베이스에 연결하는 연결 문자열(요청 핸들러)',
  },
  REDIS_URL: {
    en: 'Connection string of the Redis instance',
    de: 'Verbindungs-URL der Redis-Instanz',
    ja: 'Redis インスタンスへの接続文字列',
    ko: 'Redis 인스턴스의 연결 문자열',
  },
  NUBIVA_JOB_PAYLOAD_FILE: {
    en: "Path of the file with the run's JSON payload",
    de: 'Pfad der Datei mit der JSON-Nutzlast des Laufs',
    ja: '実行の JSON ペイロードを収めたファイルのパス',
    ko: '실행의 JSON 페이로드가 담긴 파일 경로',
  },
};

const when: Record<SetWhen, Localized> = {
  always: { en: 'always', de: 'immer', ja: '常に', ko: '항상' },
  postgres: {
    en: 'PostgreSQL attached',
    de: 'PostgreSQL verknüpft',
    ja: 'PostgreSQL をアタッチしたとき',
    ko: 'PostgreSQL을 연결했을 때',
  },
  redis: {
    en: 'Redis attached',
    de: 'Redis verknüpft',
    ja: 'Redis をアタッチしたとき',
    ko: 'Redis를 연결했을 때',
  },
  jobRun: {
    en: 'job run with a payload',
    de: 'Job-Lauf mit Nutzlast',
    ja: 'ペイロード付きのジョブ実行',
    ko: '페이로드가 있는 작업 실행',
  },
};

const head: readonly Localized[] = [
  { en: 'Variable', de: 'Variable', ja: '変数', ko: '변수' },
  { en: 'Set', de: 'Gesetzt', ja: '設定される条件', ko: '설정 조건' },
  { en: 'Content', de: 'Inhalt', ja: '内容', ko: '내용' },
];

/** Every variable the platform sets in a service, with when it sets it and what it holds. */
export default function PlatformVariablesTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={platformSetVariables.map((variable) => [
        <code key="name">{variable.name}</code>,
        when[variable.setWhen][locale],
        contents[variable.name][locale],
      ])}
    />
  );
}
