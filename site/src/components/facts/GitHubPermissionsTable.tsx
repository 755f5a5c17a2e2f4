import React, { type ReactNode } from 'react';
import { gitHubAppEvents, gitHubAppPermissions } from '../../data/platform';
import FactTable from './FactTable';
import type { Localized } from './format';
import { useFactsLocale } from './useFactsLocale';

type Permission = (typeof gitHubAppPermissions)[number];
type Event = (typeof gitHubAppEvents)[number];

const accessNames: Record<Permission['access'], Localized> = {
  read: { en: 'read', de: 'lesen', ja: '読み取り', ko: '읽기' },
  readWrite: {
    en: 'read and write',
    de: 'lesen und schreiben',
    ja: '読み取りと書き込み',
    ko: '읽기 및 쓰기',
  },
};

const purposes: Record<Permission['purpose'], Localized> = {
  clone: {
    en: 'Clone the commit to build it',
    de: 'Den Commit klonen, um ihn zu bauen',
    ja: 'コミットをクローンしてビルドする',
    ko: '빌드하기 위해 커밋을 복제합니다',
  },
  list: {
    en: 'List repositories and branches (mandatory for every GitHub App)',
    de: 'Repositorys und Branches auflisten (für jede GitHub-App vorgeschrieben)',
    ja: 'リポジトリとブランチを一覧表示する（すべての GitHub App で必須）',
    ko: '리포지토리와 브랜치 목록을 가져옵니다(모든 GitHub App에 필수)',
  },
  status: {
    en: 'Show "building", "deployed" or "failed" next to the commit',
    de: '„Wird gebaut“, „Bereitgestellt“ oder „Fehlgeschlagen“ am Commit anzeigen',
    ja: 'コミットの横に「building」「deployed」「failed」を表示する',
    ko: '커밋 옆에 "building", "deployed", "failed" 상태를 표시합니다',
  },
  deployment: {
    en: 'Create a GitHub deployment with a link to the running service; for a preview, GitHub shows it in the pull request',
    de: 'Ein GitHub-Deployment mit Link zum laufenden Dienst anlegen; bei einer Vorschau zeigt GitHub es im Pull-Request',
    ja: '実行中のサービスへのリンクを含む GitHub のデプロイを作成する（プレビューの場合、GitHub はプルリクエストに表示します）',
    ko: '실행 중인 서비스 링크가 포함된 GitHub 배포를 만듭니다(미리 보기라면 GitHub가 풀 리퀘스트에 표시합니다)',
  },
  previews: {
    en: 'Detect pull requests so their branches can be deployed as previews',
    de: 'Pull-Requests erkennen, damit ihre Branches als Vorschau deployt werden können',
    ja: 'プルリクエストを検出し、そのブランチをプレビューとしてデプロイできるようにする',
    ko: '풀 리퀘스트를 감지하여 해당 브랜치를 미리 보기로 배포할 수 있게 합니다',
  },
};

const eventPurposes: Record<Event['purpose'], Localized> = {
  deployOnPush: {
    en: 'Start a deployment when you push',
    de: 'Bei einem Push ein Deployment starten',
    ja: 'プッシュされたときにデプロイを開始する',
    ko: '푸시하면 배포를 시작합니다',
  },
  previewOnPullRequest: {
    en: 'Start a preview when a pull request is opened or updated',
    de: 'Eine Vorschau starten, wenn ein Pull-Request geöffnet oder aktualisiert wird',
    ja: 'プルリクエストが作成・更新されたときにプレビューを開始する',
    ko: '풀 리퀘스트가 열리거나 업데이트되면 미리 보기를 시작합니다',
  },
};

const why: Localized = { en: 'Why', de: 'Wozu', ja: '理由', ko: '이유' };

const head: readonly Localized[] = [
  { en: 'Permission', de: 'Berechtigung', ja: '権限', ko: '권한' },
  { en: 'Access', de: 'Zugriff', ja: 'アクセス', ko: '액세스' },
  why,
];

/** The permissions the GitHub app asks for, with what each one is used for. */
export default function GitHubPermissionsTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={gitHubAppPermissions.map((permission) => [
        <code key="name" lang="en">
          {permission.name}
        </code>,
        accessNames[permission.access][locale],
        purposes[permission.purpose][locale],
      ])}
    />
  );
}

const eventHead: readonly Localized[] = [
  { en: 'Event', de: 'Ereignis', ja: 'イベント', ko: '이벤트' },
  why,
];

/** The events the GitHub app subscribes to (GitHub lists them apart from the permissions). */
export function GitHubEventsTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={eventHead.map((cell) => cell[locale])}
      rows={gitHubAppEvents.map((event) => [
        <code key="name" lang="en">
          {event.name}
        </code>,
        eventPurposes[event.purpose][locale],
      ])}
    />
  );
}
