import React, { type ReactNode } from 'react';
import { teamPermissions, teamRoles } from '../../data/platform';
import FactTable from './FactTable';
import type { Localized } from './format';
import { useFactsLocale } from './useFactsLocale';

type Permission = (typeof teamPermissions)[number];

const permissionLabels: Record<Permission, Localized> = {
  view: {
    en: 'See services, deployments, logs and metrics',
    de: 'Dienste, Deployments, Logs und Metriken ansehen',
    ja: 'サービス、デプロイ、ログ、メトリクスの閲覧',
    ko: '서비스, 배포, 로그, 메트릭 보기',
  },
  deploy: {
    en: 'Deploy, roll back, start job runs',
    de: 'Deployen, zurückrollen, Job-Läufe starten',
    ja: 'デプロイ、ロールバック、ジョブ実行の開始',
    ko: '배포, 롤백, 작업 실행 시작',
  },
  variables: {
    en: 'See and change environment variables',
    de: 'Umgebungsvariablen ansehen und ändern',
    ja: '環境変数の閲覧と変更',
    ko: '환경 변수 보기 및 변경',
  },
  codeHosting: {
    en: 'Connect GitHub, link its installations to the project',
    de: 'GitHub verbinden, Installationen mit dem Projekt verknüpfen',
    ja: 'GitHub の接続、インストールとプロジェクトの関連付け',
    ko: 'GitHub 연결, 설치를 프로젝트에 연결',
  },
  members: {
    en: 'Invite and remove team members, change roles',
    de: 'Teammitglieder einladen und entfernen, Rollen ändern',
    ja: 'チームメンバーの招待と削除、ロールの変更',
    ko: '팀원 초대 및 제거, 역할 변경',
  },
  billing: {
    en: 'See invoices and payment methods, delete the project',
    de: 'Rechnungen und Zahlungsmethoden ansehen, Projekt löschen',
    ja: '請求書と支払い方法の閲覧、プロジェクトの削除',
    ko: '청구서와 결제 수단 보기, 프로젝트 삭제',
  },
};

/** Role names as the dashboard shows them in each language. */
const roleNames: Record<(typeof teamRoles)[number]['name'], Localized> = {
  owner: { en: 'Owner', de: 'Inhaberkonto', ja: 'オーナー', ko: '소유자' },
  admin: { en: 'Admin', de: 'Admin', ja: '管理者', ko: '관리자' },
  developer: { en: 'Developer', de: 'Schreibzugriff', ja: '開発者', ko: '개발자' },
  viewer: { en: 'Viewer', de: 'Lesezugriff', ja: '閲覧者', ko: '뷰어' },
};

const permissionHead: Localized = {
  en: 'Permission',
  de: 'Berechtigung',
  ja: '権限',
  ko: '권한',
};
const granted: Localized = { en: 'yes', de: 'ja', ja: '可', ko: '가능' };
const denied: Localized = { en: 'no', de: 'nein', ja: '不可', ko: '불가' };

/** What each role of a project's team may do: one row per permission, one column per role. */
export default function TeamRolesTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={[permissionHead[locale], ...teamRoles.map((role) => roleNames[role.name][locale])]}
      rows={teamPermissions.map((permission) => [
        permissionLabels[permission][locale],
        ...teamRoles.map((role) =>
          (role.permissions as readonly Permission[]).includes(permission)
            ? granted[locale]
            : denied[locale],
        ),
      ])}
    />
  );
}
